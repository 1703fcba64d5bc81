// Which language a request is answered in: ?lang= (remembered in the lang cookie), else the cookie,
// else Accept-Language, else English; and the headers that say the answer depends on it.
import { describe, expect, it } from "vitest";
import { requestLanguage, withLanguage } from "../../server/language.ts";

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${url}`, { headers });

describe("requestLanguage", () => {
  it("takes ?lang= first and remembers it in the lang cookie", () => {
    const chosen = requestLanguage(
      request("/cart?lang=sw", { Cookie: "lang=en", "Accept-Language": "en" }),
      false,
    );
    expect(chosen.lang).toBe("sw");
    expect(chosen.setCookie).toBe("lang=sw; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
    expect(requestLanguage(request("/?lang=en"), true).setCookie).toMatch(/^lang=en; .*; Secure$/);
  });

  it("sets no cookie when ?lang= repeats the remembered choice", () => {
    expect(
      requestLanguage(request("/?lang=sw", { Cookie: "session=abc; lang=sw" }), false),
    ).toEqual({ lang: "sw" });
  });

  it("then the cookie, then Accept-Language by weight, then English", () => {
    expect(
      requestLanguage(request("/", { Cookie: "lang=sw", "Accept-Language": "en" }), false).lang,
    ).toBe("sw");
    expect(
      requestLanguage(request("/", { "Accept-Language": "sw-KE,sw;q=0.9,en;q=0.8" }), false).lang,
    ).toBe("sw");
    expect(
      requestLanguage(request("/", { "Accept-Language": "fr-FR, en;q=0.5, sw;q=0.7" }), false).lang,
    ).toBe("sw");
    expect(requestLanguage(request("/", { "Accept-Language": "fr, de;q=0.5" }), false).lang).toBe(
      "en",
    );
    expect(requestLanguage(request("/", { "Accept-Language": "sw;q=0, en" }), false).lang).toBe(
      "en",
    );
    expect(requestLanguage(request("/"), false)).toEqual({ lang: "en" });
  });

  it("ignores what is not one of the shop's languages", () => {
    expect(
      requestLanguage(
        request("/?lang=fr", { Cookie: "lang=xx", "Accept-Language": "q=;;,,*" }),
        false,
      ),
    ).toEqual({ lang: "en" });
    expect(requestLanguage(request("/?lang=SW"), false).lang).toBe("sw");
  });
});

describe("withLanguage", () => {
  it("adds the remembering cookie and Vary", () => {
    const response = withLanguage(new Response("page", { headers: { Vary: "Accept-Encoding" } }), {
      lang: "sw",
      setCookie: "lang=sw; Path=/",
    });
    expect(response.headers.get("Set-Cookie")).toBe("lang=sw; Path=/");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
  });
});
