// Owns ETags for public pages: a page for a visitor without cookies is the same for everyone, so a
// repeat visit over a slow link is answered 304 without a body. Pages for a visitor with cookies
// (possibly signed in: their name, cart or order) stay private and are never stored.
import { createHash } from "node:crypto";
import { onlyLanguageCookie } from "./language.ts";
import { readWholeBody } from "./whole-body.ts";

/**
 * `nonce`: the page's Content-Security-Policy nonce, left out of the hash; `lang` the page's language. A 304 carries no policy,
 * so the browser keeps the policy stored with its copy, whose nonce matches that copy's scripts.
 */
export async function withPageEtag(
  request: Request,
  response: Response,
  nonce: string,
  lang: string,
): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!onlyLanguageCookie(request.headers.get("Cookie")) || headers.has("Set-Cookie")) {
    // Pages and data of a visitor with cookies (their cart, orders, the desks) are never stored;
    // the language cookie alone signs nobody in.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
  if (
    request.method !== "GET" ||
    !(response.headers.get("Content-Type") ?? "").startsWith("text/html")
  )
    return response;
  if (response.status !== 200 || !response.body) return response;

  const read = await readWholeBody(response.body);
  if (!read.whole) return new Response(read.stream, { status: response.status, headers });
  const body = read.bytes;
  // The language is part of the tag: the same URL is a different page in another language.
  const etag = `W/"${lang}-${createHash("sha1").update(body.toString("utf8").replaceAll(nonce, "")).digest("base64url")}"`;
  headers.set("ETag", etag);
  // Stored, but asked about again each time: the catalogue can change at any moment.
  headers.set("Cache-Control", "no-cache");
  const known = request.headers
    .get("If-None-Match")
    ?.split(",")
    .map((tag) => tag.trim());
  if (known?.includes(etag) || known?.includes("*")) {
    return new Response(null, {
      status: 304,
      headers: {
        ETag: etag,
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding, Accept-Language, Cookie",
      },
    });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
