// Owns what the simulators' own HTML pages share: the page's frame (the warning that nothing real
// happens, no script, never cached or framed) and its stylesheet's answer, text escaped into HTML,
// the reading of a page's own form (posted from the same site, form-encoded, of bounded size), and
// the 303 that answers it.
import { readBodyText } from "./request-body.ts";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface SimulatorPage {
  /** Default 200. */
  status?: number;
  /** The <title>, as text. */
  title: string;
  /** More of <head>, as markup: the stylesheet, a refresh. */
  head: string;
  /** Markup saying which simulator this is and that nothing real happens here, above the heading. */
  warning: string;
  /** The <h1>, as text. */
  heading: string;
  /** The <main>, as markup. */
  main: string;
  /** The policy's style-src: `'self'` for a stylesheet of the simulator's, or a nonce. */
  styleSrc: string;
  /** The policy's form-action: `'none'` for a page without forms. */
  formAction: string;
}

/** A simulator's page: the policy allows no script at all, and the page is never cached or framed. */
export function htmlPage(page: SimulatorPage): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body>
<header>
<p class="warning">${page.warning}</p>
<h1>${escapeHtml(page.heading)}</h1>
</header>
<main>
${page.main}
</main>
</body>
</html>`;
  return new Response(html, {
    status: page.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; style-src ${page.styleSrc}; form-action ${page.formAction}; base-uri 'none'; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      "Cache-Control": "no-store",
    },
  });
}

/** A page's stylesheet, a file of its own so that the page's policy needs no inline style. */
export function stylesheetAnswer(css: string): Response {
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "max-age=3600",
    },
  });
}

/** A page takes GET, HEAD and its own form's POST. */
export function pageMethodNotAllowed(): Response {
  return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD, POST" } });
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
