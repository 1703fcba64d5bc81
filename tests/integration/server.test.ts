// The built shop as a process: health, files and caching, compression, bad input, one process
// per embedded database, configuration errors, and a clean stop.
import { rmSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

/** A GET whose body is kept as sent (fetch would decompress it and hide its length). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("the running shop", () => {
  let dataDir: string;
  let shop: ShopProcess;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({ DATA_DIR: dataDir });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /healthz with ok once the database answers", async () => {
    const response = await fetch(`${shop.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("compresses pages with brotli or gzip", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await fetch(`${shop.url}/type/women`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(await response.text()).toContain("WOMEN");
    }
  });

  it("sends a signed-in page compressed whole with its length, and answers under 1 KB uncompressed", async () => {
    const cookie = await shopClient(() => shop.url).registerAndSignIn();
    for (const encoding of ["br", "gzip"]) {
      const page = await rawGet(`${shop.url}/type/women`, {
        "Accept-Encoding": encoding,
        Cookie: cookie,
      });
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(Number(page.headers["content-length"])).toBe(page.body.byteLength);
      const html = (
        encoding === "br" ? zlib.brotliDecompressSync(page.body) : zlib.gunzipSync(page.body)
      ).toString();
      expect(html).toContain("WOMEN");
      expect(html).toContain('action="/logout"');
    }
    const small = await rawGet(`${shop.url}/search/panel?q=zzzz`, {
      "Accept-Encoding": "br, gzip",
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ q: "zzzz", hits: [] });
  });

  it("serves hashed assets immutable for a year and item images with long cache lifetimes", async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const image = /\/images\/[\w/-]+-300\.webp/.exec(html)?.[0];
    expect(script).toBeDefined();
    expect(image).toBeDefined();

    const asset = await fetch(`${shop.url}${script}`, { headers: { "Accept-Encoding": "br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("cache-control")).toContain("max-age=31536000");
    expect(asset.headers.get("content-encoding")).toBe("br");

    const picture = await fetch(`${shop.url}${image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("cache-control")).toContain("max-age=31536000");
    expect((await picture.arrayBuffer()).byteLength).toBeLessThanOrEqual(15 * 1024);
  });

  it("answers odd and hostile addresses with a clear page, never a 500", async () => {
    const cases: [string, number][] = [
      ["/no/such/page", 404],
      ["/item/not-a-uuid", 404],
      ["/item/00000000-0000-4000-8000-000000000000", 404],
      ["/type/women?page=abc", 404],
      ["/type/women?page=-1", 404],
      [`/type/${"x".repeat(300)}`, 404],
      ["/search?q=%25", 200],
      ["/search?q=_", 200],
      ["/search?q=%27%22", 200],
      [`/search?q=${"y".repeat(10_000)}`, 200],
      ["/search?q=%E0%A4%A", 200],
      ["/images/../../etc/passwd", 404],
      ["/images/%2e%2e/%2e%2e/etc/passwd", 404],
      ["/images/x/y.php", 404],
    ];
    for (const [address, status] of cases) {
      const response = await fetch(`${shop.url}${address}`);
      expect(response.status, address).toBe(status);
      const body = await response.text();
      expect(body, address).not.toMatch(/at \w+ \(|node_modules/);
    }
  });

  it("refuses a second shop on the same embedded database with one clear line", async () => {
    const failure = await startShopProcess({ DATA_DIR: dataDir }).then(
      async (second) => {
        await second.stop();
        throw new Error("The second shop started");
      },
      (error: { code: number; output: string }) => error,
    );
    expect(failure.code).toBe(1);
    const lines = failure.output.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/is in use by another shop process/);
    // The first shop is unharmed.
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
  });
});

describe("starting and stopping", () => {
  beforeAll(() => ensureBuilt(), 240_000);

  it.each([
    [{ PORT: "99999" }, "PORT"],
    [{ DATABASE_URL: "not-a-url" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://shop" }, "PUBLIC_URL"],
  ])("stops with one line naming the bad variable (%o)", async (env, name) => {
    const failure = await startShopProcess(env).then(
      () => {
        throw new Error("started");
      },
      (error: { code: number; output: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.output.trim().split("\n")).toEqual([expect.stringContaining(name)]);
  });

  it("finishes on SIGTERM with exit code 0 and leaves the database openable", async () => {
    const dataDir = tempDataDir();
    try {
      const shop = await startShopProcess({ DATA_DIR: dataDir });
      expect(await shop.stop("SIGTERM")).toBe(0);
      const again = await startShopProcess({ DATA_DIR: dataDir });
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      expect(await again.stop("SIGTERM")).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts, the first seeding the demo catalogue: slow on a busy machine.
  }, 120_000);
});
