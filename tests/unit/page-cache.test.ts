// The page cache's own rules: bounded by bytes with the least recently used page out first, never a
// page that sets a cookie or is private, never a render that began before a change, and one key per
// URL and language (never for a visitor with cookies).
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, maxCopiesPerPath } from "../../server/page-cache.ts";

const page = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      ETag: `W/"${body.length}-${body.slice(0, 8)}"`,
      ...headers,
    },
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    headers: { "Accept-Encoding": "identity", ...headers },
  });

describe("page cache", () => {
  it("keys pages by language and URL, and never for a visitor with cookies, a POST or page data", () => {
    const cache = createPageCache();
    expect(cache.slotFor(get("/type/men?page=2"), "sw")?.key).toBe("sw /type/men?page=2");
    expect(cache.slotFor(get("/type/men", { Cookie: "a=b" }), "en")).toBeNull();
    expect(
      cache.slotFor(get("/type/men", { Cookie: "lang=sw; better-auth.session_token=x" }), "sw"),
    ).toBeNull();
    // The language cookie alone signs nobody in: its key carries the language.
    expect(cache.slotFor(get("/type/men", { Cookie: "lang=sw" }), "sw")?.key).toBe("sw /type/men");
    expect(
      cache.slotFor(new Request("http://shop.test/auth", { method: "POST" }), "en"),
    ).toBeNull();
    expect(cache.slotFor(get("/type/men.data"), "en")).toBeNull();
  });

  it("lets the least recently used page go first when the bytes run out", async () => {
    const cache = createPageCache({ maxBytes: 3000 });
    const body = (path: string) => path.repeat(150); // 300 bytes
    for (const path of ["/a", "/b", "/c"])
      await cache.keep(cache.slotFor(get(path), "en")!, get(path), page(body(path)));
    cache.answer(cache.slotFor(get("/a"), "en")!, get("/a")); // /a is now the most recent
    for (const path of ["/d", "/e", "/f", "/g", "/h", "/i", "/j", "/k"])
      await cache.keep(cache.slotFor(get(path), "en")!, get(path), page(body(path)));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
    expect(cache.answer(cache.slotFor(get("/b"), "en")!, get("/b"))).toBeUndefined();
    expect(cache.answer(cache.slotFor(get("/k"), "en")!, get("/k"))).toBeDefined();
  });

  it("keeps no page that sets a cookie, is private or is not a whole 200 page", async () => {
    const cache = createPageCache();
    const cases = [
      page("x", { "Set-Cookie": "lang=sw" }),
      page("x", { "Cache-Control": "private, no-store" }),
      new Response("x", { status: 404, headers: { "Content-Type": "text/html", ETag: 'W/"1"' } }),
      new Response("x", { headers: { "Content-Type": "text/html" } }),
    ];
    for (const response of cases) {
      const answer = await cache.keep(cache.slotFor(get("/p"), "en")!, get("/p"), response);
      expect(answer).toBe(response);
    }
    expect(cache.stats().entries).toBe(0);
  });

  it("allows a kept page's inline scripts by their hashes instead of the render's nonce", async () => {
    const cache = createPageCache();
    const html =
      '<html><script nonce="abc">window.a = 1;</script><script type="module" src="/x.js"></script><script nonce="abc">b()</script></html>';
    const rendered = page(html, { "Content-Security-Policy": "script-src 'self' 'nonce-abc'" });
    const answer = await cache.keep(cache.slotFor(get("/p"), "en")!, get("/p"), rendered);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const policy = answer.headers.get("Content-Security-Policy")!;
    expect(policy).toContain(`script-src 'self' ${hash("window.a = 1;")} ${hash("b()")};`);
    expect(policy).not.toContain("nonce");
    expect(await answer.text()).toBe(html);
  });

  it("does not keep a page whose render began before a change", async () => {
    const cache = createPageCache();
    const slot = cache.slotFor(get("/type/men"), "en")!;
    cache.clear(); // a staff change lands while the page renders
    const answer = await cache.keep(slot, get("/type/men"), page("old price"));
    expect(await answer.text()).toBe("old price");
    expect(cache.answer(cache.slotFor(get("/type/men"), "en")!, get("/type/men"))).toBeUndefined();
  });

  it("keys a page by the query parameters it reads, and by the whole query when it does not say", () => {
    const cache = createPageCache();
    const reads = ["page", "deleted"];
    expect(cache.slotFor(get("/type/men?utm_source=x&page=2&r=5"), "en", reads)?.key).toBe(
      "en /type/men?page=2",
    );
    expect(cache.slotFor(get("/type/men?r=123"), "en", reads)?.key).toBe("en /type/men");
    expect(cache.slotFor(get("/type/men?r=123"), "en", reads)?.query).toBe(false);
    expect(cache.slotFor(get("/type/men?b=2&a=1&lang=sw"), "sw")?.key).toBe("sw /type/men?a=1&b=2");
  });

  it("keeps no page for 200 random query strings: every real page stays", async () => {
    const html = (path: string) => `<html>${path.repeat(200)}</html>`;
    const real = ["/", "/type/men", "/type/women", "/item/1"];
    // Room for the real pages and a few more, far from room for 200 copies.
    const cache = createPageCache({ maxBytes: 40_000 });
    for (const path of real)
      await cache.keep(cache.slotFor(get(path), "en")!, get(path), page(html(path)));
    for (let i = 0; i < 200; i += 1) {
      const random = `/type/men?r=${Math.random().toString(36).slice(2)}`;
      // Undeclared (the whole query counts) and asked for twice: kept, but only a few per path.
      for (const reads of [null, null, ["page"]]) {
        const slot = cache.slotFor(get(random), "en", reads)!;
        if (!cache.answer(slot, get(random)))
          await cache.keep(slot, get(random), page(html(random)));
      }
    }
    for (const path of real)
      expect(cache.answer(cache.slotFor(get(path), "en")!, get(path)), path).toBeDefined();
    expect(cache.stats().entries).toBeLessThanOrEqual(real.length + maxCopiesPerPath);
  });

  it("keeps a query's copy once admitted while more renders of it, begun at once, finish", async () => {
    const cache = createPageCache();
    const search = "/search?q=shirt";
    // Fifty visitors ask at once: every one misses and renders, and the renders finish one by one.
    const slots = Array.from({ length: 50 }, () => cache.slotFor(get(search), "en", ["q"])!);
    const keptAfter: boolean[] = [];
    for (const slot of slots) {
      await cache.keep(slot, get(search), page("<p>shirts</p>"));
      keptAfter.push(cache.hit(slot.key) !== undefined);
    }
    // Asked for twice (by the first two), it is kept from the second render on, whatever follows.
    expect(keptAfter.slice(1)).toEqual(slots.slice(1).map(() => true));
  });

  it("answers a miss with brotli at a low quality and a page that gets hits with the best", async () => {
    const cache = createPageCache();
    const html = `<html>${Array.from({ length: 400 }, (_, i) => `<p>item ${i} costs KSh ${i * 7}</p>`).join("")}</html>`;
    const br = (path: string) => get(path, { "Accept-Encoding": "br" });
    const miss = await cache.keep(cache.slotFor(br("/p"), "en")!, br("/p"), page(html));
    const missBytes = (await miss.arrayBuffer()).byteLength;
    const best = zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    expect(missBytes).toBeGreaterThan(best.byteLength);
    cache.answer(cache.slotFor(br("/p"), "en")!, br("/p")); // a hit: the better body is made aside
    await vi.waitFor(async () => {
      const hit = cache.answer(cache.slotFor(br("/p"), "en")!, br("/p"))!;
      expect(Buffer.from(await hit.arrayBuffer()).equals(best)).toBe(true);
    });
    const again = cache.answer(cache.slotFor(br("/p"), "en")!, br("/p"))!;
    expect(zlib.brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(html);
  });
});
