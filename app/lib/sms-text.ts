// Owns the shop's view of an SMS text: how many segments (billed SMS) it takes in GSM-7 or UCS-2,
// and toGsm7, which trades the typographic characters that would force UCS-2 (curly quotes, dashes,
// an ellipsis, non-breaking spaces) for their plain GSM-7 forms, so a message stays one SMS.
// Browser-safe. The SMS simulator counts with code of its own; a test holds the two together.

/** GSM 03.38's default alphabet: one septet each. */
const gsm7Default =
  /[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]/u;
/** GSM 03.38's extension table: an escape septet and the character, two septets each. */
const gsm7Extension = /[\f^{}\\[~\]|€]/u;

export interface SmsSegments {
  encoding: "GSM-7" | "UCS-2";
  /** Septets in GSM-7; UTF-16 code units in UCS-2. */
  length: number;
  /** How many SMS the text is sent (and billed) as. */
  segments: number;
}

/** Room in one SMS alone, and in each part of a longer one (the rest carries the part header). */
const room = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
} as const;

function septets(character: string): number | null {
  if (gsm7Default.test(character)) return 1;
  if (gsm7Extension.test(character)) return 2;
  return null;
}

export function smsSegments(text: string): SmsSegments {
  const characters = Array.from(text);
  const gsmSizes = characters.map(septets);
  const encoding = gsmSizes.every((size) => size !== null) ? "GSM-7" : "UCS-2";
  // A character never straddles two parts: an escape pair, or a UTF-16 surrogate pair, moves whole.
  const sizes =
    encoding === "GSM-7"
      ? gsmSizes.map((size) => size ?? 0)
      : characters.map((character) => character.length);
  const length = sizes.reduce((total, size) => total + size, 0);
  const { single, part } = room[encoding];
  if (length <= single) return { encoding, length, segments: 1 };
  const partLengths = [0];
  for (const size of sizes) {
    const last = partLengths.length - 1;
    if (partLengths[last]! + size <= part) partLengths[last]! += size;
    else partLengths.push(size);
  }
  return { encoding, length, segments: partLengths.length };
}

/** Typographic characters and their GSM-7 stand-ins. */
const plainForms: ReadonlyArray<readonly [RegExp, string]> = [
  [/[‘’‚‛′`´]/gu, "'"],
  [/[“”„‟″«»]/gu, '"'],
  [/[‐‑‒–—―−]/gu, "-"],
  [/…/gu, "..."],
  [/[•·]/gu, "-"],
  [/×/gu, "x"],
  [/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/gu, " "],
  [/[\u200b-\u200d\u2060\ufeff]/gu, ""],
];

/**
 * The text with common non-GSM characters replaced, and accented letters outside GSM-7 (á, ô, ç…)
 * written without their accents; anything else (an emoji) stays, and makes the message UCS-2.
 */
export function toGsm7(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of plainForms) plain = plain.replace(pattern, replacement);
  return Array.from(plain, (character) => {
    if (septets(character) !== null) return character;
    const unaccented = character.normalize("NFD").replace(/\p{M}/gu, "");
    return unaccented !== "" && Array.from(unaccented).every((c) => septets(c) !== null)
      ? unaccented
      : character;
  }).join("");
}
