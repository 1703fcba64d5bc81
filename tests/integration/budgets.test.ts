// Performance budgets of the built shop, measured on what it serves to a phone: JavaScript per page,
// HTML plus blocking CSS, listing thumbnails, compression, caching and page ETags. Prints the figures.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { itemIdsIn } from "../../tools/harness/shop-pages.ts";
import { get, tags, weigh, type PageWeight } from "../../tools/harness/page-weight.ts";

const kb = 1024;
/**
 * JavaScript loaded before a page is interactive, gzip. The browse pages are not hydrated: they load
 * one small script of their own instead of React (docs/decisions/0002-javascript-budget.md).
 */
const scriptBudget = 100 * kb;
const scriptTarget = 60 * kb;
/** HTML plus render-blocking stylesheets, gzip: two round trips of a new connection (one is 14 KB). */
const documentBudget = 28 * kb;
const oneRoundTrip = 14 * kb;
const thumbnailBudget = 15 * kb;
/** Listing images on a phone's first screen (two rows of two): only these may load eagerly. */
const firstScreenImages = 4;
const yearImmutable = /max-age=31536000.*immutable|immutable.*max-age=31536000/;

const k = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;

describe("performance budgets of the built shop", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const pages: PageWeight[] = [];

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({ DATA_DIR: dataDir });
    const category = await get(`${shop.url}/type/women`);
    const itemId = itemIdsIn(category.text)[0];
    if (!itemId) throw new Error("The women's category lists no item");
    for (const path of ["/", "/type/women", `/item/${itemId}`])
      pages.push(await weigh(shop.url, path));

    const lines = [
      `\n${"page".padEnd(50)} ${"JS gzip".padStart(9)} ${"HTML gzip".padStart(9)} ${"CSS gzip".padStart(9)} ${"HTML+CSS".padStart(9)}  vs 14 KB`,
    ];
    for (const page of pages) {
      lines.push(
        `${page.path.padEnd(50)} ${k(page.scriptTotal).padStart(9)} ${k(page.htmlGzip).padStart(9)} ${k(page.cssGzip).padStart(9)} ${k(page.documentTotal).padStart(9)}  ${page.documentTotal <= oneRoundTrip ? "within one round trip" : `${k(page.documentTotal - oneRoundTrip)} over one round trip`}`,
      );
    }
    lines.push(
      `JavaScript target ${k(scriptTarget)}, budget ${k(scriptBudget)}; HTML+CSS budget ${k(documentBudget)}`,
    );
    for (const page of pages) {
      lines.push(
        `  ${page.path}: ${[...page.scripts].map(([src, n]) => `${src.replace("/assets/", "")} ${k(n)}`).join(", ")}`,
      );
    }
    console.log(lines.join("\n"));
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads at most the JavaScript budget (gzip) on the landing, category and item pages", () => {
    for (const page of pages) {
      expect(page.scripts.size, page.path).toBeGreaterThan(0);
      expect(page.scriptTotal, `${page.path}: ${k(page.scriptTotal)}`).toBeLessThanOrEqual(
        scriptBudget,
      );
    }
  });

  it("sends HTML plus render-blocking CSS within two round trips (28 KB gzip)", () => {
    for (const page of pages) {
      expect(page.cssGzip, page.path).toBeGreaterThan(0);
      expect(page.documentTotal, `${page.path}: ${k(page.documentTotal)}`).toBeLessThanOrEqual(
        documentBudget,
      );
    }
  });

  it("keeps listing thumbnails small, sized, and eager only on the first screen", async () => {
    for (const page of pages.slice(0, 2)) {
      const images = tags(page.html, "img");
      expect(images.length, page.path).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.get("width")), image.get("src")).toBeGreaterThan(0);
        expect(Number(image.get("height")), image.get("src")).toBeGreaterThan(0);
      }
      const eager = images.map((image) => image.get("loading") !== "lazy");
      const lastEager = eager.lastIndexOf(true);
      expect(lastEager, `${page.path}: eager images`).toBeLessThan(firstScreenImages);
      expect(
        eager.slice(0, lastEager + 1).every(Boolean),
        `${page.path}: eager images come first`,
      ).toBe(true);

      const thumbs = images
        .map((image) => image.get("src")!)
        .filter((src) => src.endsWith("-300.webp"));
      expect(thumbs.length, page.path).toBeGreaterThan(0);
      let largest = 0;
      for (const src of thumbs) {
        const thumb = await get(`${shop.url}${src}`);
        expect(thumb.status, src).toBe(200);
        largest = Math.max(largest, thumb.wire.byteLength);
        expect(thumb.wire.byteLength, src).toBeLessThanOrEqual(thumbnailBudget);
      }
      console.log(
        `${page.path}: ${thumbs.length} thumbnails, largest ${k(largest)}, ${eager.filter(Boolean).length} eager`,
      );
    }
  });

  it("compresses pages and assets with brotli or gzip", async () => {
    for (const page of pages) {
      for (const url of [page.path, ...page.assetUrls]) {
        for (const encoding of ["br", "gzip"]) {
          const response = await get(`${shop.url}${url}`, { "Accept-Encoding": encoding });
          expect(response.headers["content-encoding"], `${url} ${encoding}`).toBe(encoding);
        }
      }
    }
  });

  it("serves every hashed asset immutable for a year", async () => {
    for (const url of new Set(pages.flatMap((page) => page.assetUrls))) {
      expect(url).toMatch(/^\/assets\/.+-[\w-]{8}\.(js|css)$/);
      const response = await get(`${shop.url}${url}`);
      expect(response.headers["cache-control"], url).toMatch(yearImmutable);
    }
  });

  it("gives public pages an ETag and answers a repeat visit 304; pages with cookies stay private", async () => {
    for (const page of pages) {
      const first = await get(`${shop.url}${page.path}`, { "Accept-Encoding": "br" });
      const etag = first.headers.etag;
      expect(etag, page.path).toMatch(/^W\/".+"$/);
      expect(first.headers["cache-control"], page.path).toBe("no-cache");
      const again = await get(`${shop.url}${page.path}`, {
        "Accept-Encoding": "br",
        "If-None-Match": etag!,
      });
      expect(again.status, page.path).toBe(304);
      expect(again.wire.byteLength).toBe(0);
      console.log(
        `${page.path}: ${first.wire.byteLength} bytes (brotli) first, ${again.wire.byteLength} on a repeat visit`,
      );

      const personal = await get(`${shop.url}${page.path}`, {
        Cookie: "some=cookie",
        "If-None-Match": etag!,
      });
      expect(personal.status, page.path).toBe(200);
      expect(personal.headers.etag, page.path).toBeUndefined();
      expect(personal.headers["cache-control"], page.path).toBe("private, no-store");
    }
  });
});
