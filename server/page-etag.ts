// Owns ETags for public pages: a page for a visitor without cookies is the same for everyone, so a
// repeat visit over a slow link is answered 304 without a body. Pages for a visitor with cookies
// (possibly signed in: their name, cart or order) stay private and are never stored.
import { createHash } from "node:crypto";
import { onlyLanguageCookie } from "./language.ts";

/**
 * How long to wait for a page to finish so that it can be hashed. A page still streaming after
 * that (featured items from a slow database) is sent on as it streams, without an ETag, so the
 * skeletons still arrive first.
 */
const wholePageWaitMs = 100;

/**
 * `nonce`: the page's Content-Security-Policy nonce, left out of the hash; `lang` the page's language. A 304 carries no policy,
 * so the browser keeps the policy stored with its copy, whose nonce matches that copy's scripts.
 */
export async function withPageEtag(request: Request, response: Response, nonce: string, lang: string): Promise<Response> {
  const headers = new Headers(response.headers);
  if (!onlyLanguageCookie(request.headers.get("Cookie")) || headers.has("Set-Cookie")) {
    // Pages and data of a visitor with cookies (their cart, orders, the desks) are never stored;
    // the language cookie alone signs nobody in.
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  if (request.method !== "GET" || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  if (response.status !== 200 || !response.body) return response;

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), wholePageWaitMs)));
  let pending = reader.read();
  for (;;) {
    const next = await Promise.race([pending, late]);
    if (next === "late") return new Response(streamOn(chunks, pending, reader), { status: response.status, headers });
    if (next.done) break;
    chunks.push(next.value);
    pending = reader.read();
  }
  clearTimeout(timer);

  const body = Buffer.concat(chunks);
  // The language is part of the tag: the same URL is a different page in another language.
  const etag = `W/"${lang}-${createHash("sha1").update(body.toString("utf8").replaceAll(nonce, "")).digest("base64url")}"`;
  headers.set("ETag", etag);
  // Stored, but asked about again each time: the catalogue can change at any moment.
  headers.set("Cache-Control", "no-cache");
  const known = request.headers.get("If-None-Match")?.split(",").map((tag) => tag.trim());
  if (known?.includes(etag) || known?.includes("*")) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": "no-cache", Vary: "Accept-Encoding, Accept-Language, Cookie" } });
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The chunks read so far, then the rest of the page as it arrives. */
function streamOn(
  chunks: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  let next = pending;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const result = await next;
      if (result.done) {
        controller.close();
        return;
      }
      controller.enqueue(result.value);
      next = reader.read();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
