// The page cache's own rules: bounded by bytes with the least recently used page out first, never a
// page that sets a cookie or is private, never a render that began before a change, and one key per
// URL and language (never for a visitor with cookies).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPageCache } from "../../server/page-cache.ts";

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
});
