// Owns how many SMS a text takes and what it costs, counted here from GSM 03.38 and not with the
// shop's app/lib/sms-text.ts: the simulator checks the shop from outside, so a counting bug in the
// shop must not hide behind the same bug here (tests/unit/sms-text.test.ts holds the two together).

/** GSM 03.38's default alphabet in table order (0x1B, the escape to the extension table, left out). */
const defaultAlphabet =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table's characters: each is sent as escape + character, two septets. */
const extensionTable = "\f^{}\\[~]|€";

const singleSegmentLimit = { "GSM-7": 160, "UCS-2": 70 } as const;
/** A part of a longer message loses room to the concatenation header. */
const partLimit = { "GSM-7": 153, "UCS-2": 67 } as const;

export type SmsEncoding = keyof typeof singleSegmentLimit;

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the whole text takes. */
  units: number;
  segments: number;
}

/** The units each character takes, or null when one of them is outside GSM-7. */
function gsmUnits(text: string): number[] | null {
  const units: number[] = [];
  for (const character of text) {
    if (defaultAlphabet.includes(character)) units.push(1);
    else if (extensionTable.includes(character)) units.push(2);
    else return null;
  }
  return units;
}

/** Parts needed when no character may be cut between two parts (an escape pair, a surrogate pair). */
function packedParts(units: readonly number[], room: number): number {
  let parts = 1;
  let used = 0;
  for (const size of units) {
    if (used + size > room) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

export function countSegments(text: string): SegmentCount {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  const units = gsm ?? [...text].map((character) => character.length);
  const total = units.reduce((sum, size) => sum + size, 0);
  const segments =
    total <= singleSegmentLimit[encoding] ? 1 : packedParts(units, partLimit[encoding]);
  return { encoding, units: total, segments };
}

/** Africa's Talking's cost string, "KES 0.8000": the currency, a space, four decimals. */
export function costText(segments: number, costPerSegmentKes: number): string {
  const tenThousandths = Math.round(costPerSegmentKes * 10_000) * segments;
  return `KES ${(tenThousandths / 10_000).toFixed(4)}`;
}
