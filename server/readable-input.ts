// Owns the one rule for control characters in what a client sends, applied at the server's edge
// before any handler or route sees the request: a NUL or another control character (tabs and line
// breaks aside, which are text in a note or a pasted search) in the path, in a query's names or
// values, or in a form's text fields is refused with a 400 that says so. Without it a NUL reached
// PostgreSQL (which refuses it in text) or the file system and came back as a 500 with a stack trace.
import { hasControlCharactersBeyondLineBreaks } from "../app/lib/control-characters.ts";

export const unreadableAddress =
  "Bad request: the address holds control characters, which no page of the shop takes.";
export const unreadableForm =
  "The form holds control characters, which are not text. Please type it again on the shop's page.";

/** The path, decoded as a route sees it; the raw path when it is not valid percent-encoding. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** True when the request target's path or any query name or value holds a control character. */
export function addressHasControlCharacters(target: string): boolean {
  const url = URL.parse(target, "http://localhost");
  if (!url) return false;
  if (hasControlCharactersBeyondLineBreaks(decodedPath(url.pathname))) return true;
  for (const [name, value] of url.searchParams) {
    if (hasControlCharactersBeyondLineBreaks(name) || hasControlCharactersBeyondLineBreaks(value))
      return true;
  }
  return false;
}

/** True when a field name or a text field of the form holds a control character (files are bytes). */
export function formHasControlCharacters(form: FormData): boolean {
  for (const [name, value] of form) {
    if (hasControlCharactersBeyondLineBreaks(name)) return true;
    if (typeof value === "string" && hasControlCharactersBeyondLineBreaks(value)) return true;
  }
  return false;
}
