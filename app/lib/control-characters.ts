// Owns what counts as a control character in text a client sends: the one definition that forms,
// searches and the server's edge use. PostgreSQL refuses a NUL in text, and line breaks in a
// one-line value could reach an e-mail header.

/* eslint-disable no-control-regex -- control characters are what these patterns are about */
const anyControl = /[\u0000-\u001f\u007f]/;
const anyControlGlobal = /[\u0000-\u001f\u007f]/g;
/** Tabs and line breaks are text in a note; the other control characters are not. */
const controlBeyondLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/** True when the text holds any control character (line breaks and tabs included). */
export function hasControlCharacters(text: string): boolean {
  return anyControl.test(text);
}

/** True when the text holds a control character other than a tab or a line break. */
export function hasControlCharactersBeyondLineBreaks(text: string): boolean {
  return controlBeyondLineBreaks.test(text);
}

/** The text with every control character replaced (by nothing, unless told otherwise). */
export function withoutControlCharacters(text: string, replacement = ""): string {
  return text.replace(anyControlGlobal, replacement);
}
