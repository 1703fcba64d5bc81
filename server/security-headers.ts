// Owns the security headers: the Content-Security-Policy of pages (scripts only from the shop or
// with this request's nonce; no plugins, no <base>, no framing) and the headers every answer carries.
import { randomBytes } from "node:crypto";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * `development` (only under `npm run dev`; the production build compiles it to false) also allows
 * inline styles: Vite's error overlay and the <style> elements its hot reload writes carry no nonce.
 * Scripts keep the production rule, so a script that production would block is blocked in development too.
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return policy([`'nonce-${nonce}'`], development);
}

/** The policy of a page kept for many visitors: its own inline scripts allowed by their hashes. */
export function contentSecurityPolicyWithHashes(scriptHashes: readonly string[]): string {
  return policy(scriptHashes, false);
}

function policy(scriptSources: readonly string[], development: boolean): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * A page (HTML) with its policy. import.meta.env.DEV is true only when Vite serves the sources
 * (`npm run dev`), false in every build.
 */
export function withContentSecurityPolicy(response: Response, nonce: string): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  response.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { development: import.meta.env.DEV }),
  );
  return response;
}

/** Headers for every answer, pages and files alike. */
export function commonSecurityHeaders(publicUrl: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // No page of the shop uses these powers; a script injected somehow cannot either.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // Another site's window cannot script this one (opener), embed its files, or frame its pages.
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    // Only a shop reached over https may promise browsers to come back over https.
    ...(publicUrl.startsWith("https:")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}
