// Owns what the simulators' own HTML pages share: text escaped into HTML, the reading of a page's
// own form (posted from the same site, form-encoded, of bounded size), and the 303 that answers it.
import { readBodyText } from "./request-body.ts";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** Only a page's own forms may post to it: a cross-site form would act for whoever is looking. */
function isSameSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  // Compared by host: behind a TLS proxy the page is https while this request arrives as http.
  return origin === null || URL.parse(origin)?.host === new URL(request.url).host;
}

/** The fields of a page's own form, or the answer refusing the post. */
export async function readOwnForm(
  request: Request,
  limitBytes: number,
): Promise<{ ok: true; fields: URLSearchParams } | { ok: false; answer: Response }> {
  if (!isSameSite(request)) {
    return {
      ok: false,
      answer: new Response("Cross-site form posts are refused", { status: 403 }),
    };
  }
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    return { ok: false, answer: new Response("Send the page's form", { status: 415 }) };
  }
  const text = await readBodyText(request, limitBytes);
  if (text === null) return { ok: false, answer: new Response("Form too large", { status: 413 }) };
  return { ok: true, fields: new URLSearchParams(text) };
}
