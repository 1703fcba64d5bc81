// Pages kept in memory for visitors without cookies, through the built shop: a second visit is
// answered from memory with the same page and a strict policy (its inline scripts allowed by their
// hashes, no nonce); any change to the catalogue or the settings empties it at once; a visitor with
// cookies never gets a kept page, and a kept page never carries anything personal.
import { rmSync } from "node:fs";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { solidPicture } from "../support/pictures.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };

describe("pages kept for visitors without cookies", () => {
  let dataDir: string;
  let shop: ShopProcess;
  let adminCookie: string;
  const client = shopClient(() => shop.url);
  const visit = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${pathname}`, { headers: { "Accept-Encoding": "gzip", ...headers } });

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: "true",
    });
    adminCookie = cookieOf(await client.post("/auth", new URLSearchParams(admin)));
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a second visit from memory with the same page, compressed, under a policy of script hashes", async () => {
    const first = await visit("/type/men");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    const second = await visit("/type/men");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));

    expect(second.headers.get("content-security-policy")).not.toContain("nonce-");

    // A browser that has it gets 304 from memory too; another language of encoding gets its own bytes.
    const revalidated = await visit("/type/men", { "If-None-Match": second.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
    const plain = await fetch(`${shop.url}/type/men`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(firstBody);
  });

  it("keeps /shop like a category page, each sort and page under its own URL", async () => {
    for (const pathname of ["/shop", "/shop?sort=price-asc", "/shop?sort=price-asc&page=2"]) {
      const first = await visit(pathname);
      expect(first.status, pathname).toBe(200);
      expect(first.headers.get("x-page-cache"), pathname).toBe("miss");
      // A copy for a query is kept once it has been asked for twice.
      await visit(pathname);
      const kept = await visit(pathname);
      expect(kept.headers.get("x-page-cache"), pathname).toBe("hit");
      expect(kept.headers.get("content-security-policy"), pathname).not.toContain("nonce-");
    }
    const byPrice = await (await visit("/shop?sort=price-asc")).text();
    expect(byPrice).not.toBe(await (await visit("/shop")).text());
  });

  it("answers a hit with the headers every answer carries and the best compression, HEAD without its body", async () => {
    await visit("/type/women");
    // Hits get the body compressed at the best level, made aside after the first hit.
    const html = await (await visit("/type/women", { "Accept-Encoding": "identity" })).text();
    const best = String(zlib.gzipSync(html, { level: 9 }).byteLength);
    await expect
      .poll(async () => (await visit("/type/women")).headers.get("content-length"))
      .toBe(best);
    const hit = await visit("/type/women");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    const head = await fetch(`${shop.url}/type/women`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(head.headers.get("content-length")).toBe(hit.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("makes no copy for query parameters a page does not read, and 200 random queries push out no page", async () => {
    const page = await (await visit("/type/sports")).text();
    const stranger = await visit("/type/sports?utm_source=abc123");
    expect(await stranger.text()).toBe(page);
    expect(page).not.toContain("abc123");
    for (const pathname of ["/", "/type/sports"]) await visit(pathname);
    for (let i = 0; i < 200; i += 1) {
      const random = Math.random().toString(36).slice(2);
      const answer = await visit(`/type/sports?r=${random}`);
      expect(answer.headers.get("x-page-cache")).toBe("hit");
      await (await visit(`/search?q=${random}`)).arrayBuffer();
    }
    for (const pathname of ["/", "/type/sports"])
      expect((await visit(pathname)).headers.get("x-page-cache"), pathname).toBe("hit");
  });

  it("never keeps the pages where passwords are typed", async () => {
    for (const pathname of ["/auth", "/register", "/forgot-password"]) {
      await visit(pathname);
      const again = await visit(pathname);
      expect(again.headers.get("x-page-cache"), pathname).toBeNull();
      expect(again.headers.get("content-security-policy"), pathname).toContain("'nonce-");
    }
  });

  it("shows a staff change to the catalogue on the very next visit", async () => {
    await visit("/type/households");
    expect((await visit("/type/households")).headers.get("x-page-cache")).toBe("hit");
    await visit("/shop");
    expect((await visit("/shop")).headers.get("x-page-cache")).toBe("hit");
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: "Kiondo Basket",
      type: "Households",
      price: "950",
    }))
      body.set(name, value);
    body.set(
      "image",
      new Blob([new Uint8Array(await solidPicture("png"))], { type: "image/png" }),
      "basket.png",
    );
    expect((await client.post("/create", body, { cookie: adminCookie })).status).toBe(200);

    // The notice of the change reaches the cache after the commit: the page shows it soon after.
    await expect
      .poll(async () => (await visit("/type/households")).text(), { timeout: 5_000, interval: 50 })
      .toContain("Kiondo Basket");
    // The whole catalogue, newest first, shows it too: its kept copy went with the change.
    expect(await (await visit("/shop")).text()).toContain("Kiondo Basket");
  });

  it("never answers a visitor with cookies from memory, and keeps nothing personal", async () => {
    await client.post(
      "/register",
      new URLSearchParams({
        email: "amina@example.com",
        password: "amina-pass-123",
        confirmPassword: "amina-pass-123",
      }),
    );
    const cookie = cookieOf(
      await client.post(
        "/auth",
        new URLSearchParams({ email: "amina@example.com", password: "amina-pass-123" }),
      ),
    );
    for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
      const signedIn = await visit("/type/shoes", { Cookie: cookie });
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      expect(signedIn.headers.get("cache-control")).toContain("no-store");
      expect(await signedIn.text()).toContain("Logout");
    }
    // Signed out, the next visitors get the page for everyone.
    await client.post("/logout", new URLSearchParams(), { cookie });
    for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
      const anyone = await (await visit("/type/shoes")).text();
      expect(anyone).not.toContain("amina@example.com");
      expect(anyone).not.toContain("Logout");
      expect(anyone).toContain("Login");
    }
  });
});
