// Owns where a visitor may be sent back to after signing in: only a path on this site.

/** The path to go to, or "/" when `raw` is missing or points anywhere but this site. */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw || raw.length > 2000) return fallback;
  // "//evil.example" and "/\evil.example" are other sites to a browser; control characters hide tricks.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\") || /[\u0000-\u001f\\]/.test(raw)) {
    return fallback;
  }
  return raw;
}

/** "/auth?redirectTo=..." for a page a signed-out visitor tried to open. */
export function loginPathFor(url: URL): string {
  return `/auth?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}
