// Owns where a visitor may be sent back to after signing in: only a path on this site.
import { hasControlCharacters } from "./control-characters.ts";

/** The path to go to, or "/" when `raw` is missing or points anywhere but this site. */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw || raw.length > 2000) return fallback;
  // "//evil.example" and "/\evil.example" are other sites to a browser; control characters hide tricks.
  if (
    !raw.startsWith("/") ||
    raw.startsWith("//") ||
    raw.includes("\\") ||
    hasControlCharacters(raw)
  ) {
    return fallback;
  }
  return raw;
}

/** "/auth?redirectTo=..." for a page a signed-out visitor tried to open. */
export function loginPathFor(url: URL): string {
  return `/auth?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`;
}
