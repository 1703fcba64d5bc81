// Finds what a Kiswahili reader should never meet: a catalogue key shown raw, or a piece of the
// catalogue's English (a sentence, a label) in a page or an e-mail written in Kiswahili.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { en, type MessageKey } from "../../app/i18n/messages/en.ts";
import { sw } from "../../app/i18n/messages/sw.ts";
import { withoutScripts } from "../../tools/harness/shop-pages.ts";

type Compiled = ReturnType<typeof compileMessage>;

/** The literal text of a compiled message, split where values go; plural forms' texts included. */
function literals(compiled: Compiled | string): string[] {
  if (typeof compiled === "string") return [compiled];
  return compiled.flatMap((part): string[] => {
    if (typeof part === "string") return part === "#" ? [] : [part];
    const [, , forms] = part as [string, string?, Record<string, Compiled>?];
    // A plural's forms, by name (and an `offset` that is not one).
    return forms
      ? Object.values(forms)
          .filter(Array.isArray)
          .flatMap((form) => ["\u0000", ...literals(form), "\u0000"])
      : ["\u0000"];
  });
}

/** The placeholder names and plural forms of a message (for comparing the two catalogues). */
export function shapeOf(text: string): string[] {
  const shape: string[] = [];
  const walk = (compiled: Compiled | string) => {
    if (typeof compiled === "string") return;
    for (const part of compiled) {
      if (typeof part === "string") continue;
      const [name, type, forms] = part as [string, string?, Record<string, Compiled>?];
      shape.push(type ? `${name}:${type}` : name);
      for (const [form, inner] of Object.entries(forms ?? {})) {
        if (!Array.isArray(inner)) continue;
        shape.push(`${name}:${type}:${form}`);
        walk(inner);
      }
    }
  };
  walk(compileMessage(text));
  return [...new Set(shape)].sort();
}

const keys = Object.keys(en) as MessageKey[];

/**
 * The English pieces to look for: each message's text between its values, trimmed, from the
 * messages whose Kiswahili differs (a brand, a country or "M-Pesa" is the same in both).
 */
const englishPieces = [
  ...new Set(
    keys
      .filter((key) => en[key] !== sw[key])
      .flatMap((key) => literals(compileMessage(en[key])).join("").split("\u0000"))
      .map((piece) =>
        piece
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^[:,.;·(]\s*|\s*[:,(]$/g, ""),
      )
      .filter((piece) => /[A-Za-z]{2}/.test(piece)),
  ),
];
/** Pieces of two words or more are looked for anywhere; a single word only as a whole text or label. */
const sentences = englishPieces.filter((piece) => piece.includes(" "));
const words = new Set(englishPieces.filter((piece) => !piece.includes(" ")));

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** What a reader meets in a page or an e-mail's HTML: each text between tags, and the labels a screen reader says. */
export function readableTexts(html: string): string[] {
  const visible = withoutScripts(html)
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    // A part marked as written in English on purpose (an SMS as the customer got it, on the desk).
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const labels = [
    ...visible.matchAll(/\s(?:aria-label|placeholder|title|alt|content)="([^"]*)"/g),
  ].map((match) => match[1]!);
  // Inline elements (a bold amount, a link inside a sentence) do not end a sentence.
  const flowing = visible.replace(/<\/?(?:a|strong|b|em|span|abbr|bdi|time|data)\b[^>]*>/gi, "");
  const texts = flowing.split(/<[^>]*>/);
  return [...texts, ...labels]
    .map((text) => decode(text).replace(/\s+/g, " ").trim())
    .filter((text) => text !== "");
}

/** The catalogue's English found in these texts (empty: none). */
export function englishIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (words.has(text.replace(/[.:!?]$/, ""))) found.add(text);
    for (const sentence of sentences) if (text.includes(sentence)) found.add(sentence);
  }
  return [...found];
}

/** Catalogue keys shown as they are (a message missing from the page's messages). */
export function rawKeysIn(texts: string[]): string[] {
  return keys.filter((key) => texts.some((text) => text.includes(key)));
}
