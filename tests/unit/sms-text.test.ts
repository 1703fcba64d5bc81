// The shop's SMS text rules (app/lib/sms-text.ts): segments in GSM-7 and UCS-2 at their
// boundaries, the extension table, Kiswahili, toGsm7; and the shop's counter against the SMS
// simulator's own (simulators/sms/gsm-segments.ts), two implementations that must agree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { smsSegments, toGsm7 } from "../../app/lib/sms-text.ts";
import { countSegments } from "../../simulators/sms/gsm-segments.ts";

describe("smsSegments", () => {
  it.each([
    ["", "GSM-7", 0, 1],
    ["a".repeat(160), "GSM-7", 160, 1],
    ["a".repeat(161), "GSM-7", 161, 2],
    ["a".repeat(306), "GSM-7", 306, 2],
    ["a".repeat(307), "GSM-7", 307, 3],
    // The extension table: two septets each.
    ["€".repeat(80), "GSM-7", 160, 1],
    [`${"€".repeat(80)}a`, "GSM-7", 161, 2],
    ["{[~]}|^\\", "GSM-7", 16, 1],
    // An escape pair never straddles two parts: 152 + (€ moves on) 2 + 151, then 1 more.
    [`${"a".repeat(152)}€${"a".repeat(152)}`, "GSM-7", 306, 3],
    // Any character outside GSM-7 makes the whole text UCS-2.
    ["д".repeat(70), "UCS-2", 70, 1],
    ["д".repeat(71), "UCS-2", 71, 2],
    ["д".repeat(134), "UCS-2", 134, 2],
    ["д".repeat(135), "UCS-2", 135, 3],
    [`${"a".repeat(69)}’`, "UCS-2", 70, 1],
    [`${"a".repeat(70)}’`, "UCS-2", 71, 2],
    // An emoji is two UTF-16 units, and never split: 66 + (😀 moves on) 2 + 65, then 1 more.
    ["😀".repeat(35), "UCS-2", 70, 1],
    [`${"д".repeat(66)}😀${"д".repeat(66)}`, "UCS-2", 134, 3],
    // ASCII characters outside GSM-7: the backtick (UCS-2); $ and @ are in the default alphabet.
    ["`", "UCS-2", 1, 1],
    ["$@_£¥§¿¡", "GSM-7", 8, 1],
  ])("%j is %s, %i long, %i segment(s)", (text, encoding, length, segments) => {
    expect(smsSegments(text)).toEqual({ encoding, length, segments });
  });

  it("keeps a Kiswahili order message to one GSM-7 segment", () => {
    const text =
      "Habari Amina! Oda yako DK-1042 imepokelewa. Jumla: KSh 2,450. Lipa kwa M-Pesa: Paybill 174379, akaunti DK1042. Asante!";
    expect(smsSegments(text)).toEqual({ encoding: "GSM-7", length: text.length, segments: 1 });
  });

  it("turns Kiswahili with a curly apostrophe into UCS-2, and toGsm7 brings it back", () => {
    const text = "Ng’ombe wako umefika – karibu tena…";
    expect(smsSegments(text).encoding).toBe("UCS-2");
    expect(toGsm7(text)).toBe("Ng'ombe wako umefika - karibu tena...");
    expect(smsSegments(toGsm7(text)).encoding).toBe("GSM-7");
  });
});

describe("toGsm7", () => {
  it.each([
    ["“Asante” ‘sana’", "\"Asante\" 'sana'"],
    ["10–12 — done", "10-12 - done"],
    ["Subiri…", "Subiri..."],
    ["KSh\u00a02,450", "KSh 2,450"],
    ["a\u200bb", "ab"],
    ["• one", "- one"],
    ["2×3", "2x3"],
    ["crème brûlée à la carte", "crème brulée à la carte"],
    ["Çà et là, ça", "Çà et là, ca"],
  ])("%j -> %j", (text, plain) => {
    expect(toGsm7(text)).toBe(plain);
    expect(smsSegments(plain).encoding).toBe("GSM-7");
  });

  it("leaves GSM-7 text alone, and what has no GSM-7 form (an emoji, Cyrillic)", () => {
    const gsm = "Oda DK-1042: KSh 2,450 (€20) [paid] {ok} ~ | ^ \\ é ü ñ Ø";
    expect(toGsm7(gsm)).toBe(gsm);
    expect(toGsm7("Asante 😀 спасибо")).toBe("Asante 😀 спасибо");
  });
});

describe("the shop's counter and the simulator's", () => {
  const fixedTexts = [
    "",
    "Asante!",
    "a".repeat(160),
    "a".repeat(161),
    `${"a".repeat(152)}€${"a".repeat(152)}`,
    "€".repeat(200),
    "д".repeat(70),
    "д".repeat(71),
    `${"д".repeat(66)}😀${"д".repeat(66)}`,
    "Oda yako DK-1042 imetumwa. Fuatilia: https://duka.example/o/DK-1042",
    "Your order DK-1042 – KSh 2,450 – is on its way…",
    "Line one\nLine two\r\nÆØÅ æøå ÄÖÑÜ äöñü ß É",
    "`backtick`",
    "\f form feed",
  ];

  it.each(fixedTexts)("agree on %j", (text) => {
    const shop = smsSegments(text);
    const simulator = countSegments(text);
    expect({
      encoding: simulator.encoding,
      length: simulator.units,
      segments: simulator.segments,
    }).toEqual(shop);
  });

  it("agree on generated texts", () => {
    const characters = [..."aZ0 @£$¥èÇ\nΔ_ÉÄ§¿ä€{}[]~|^\\\f’–…д😀`"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...characters), { maxLength: 400 }), (parts) => {
        const text = parts.join("");
        const shop = smsSegments(text);
        const simulator = countSegments(text);
        expect([simulator.encoding, simulator.units, simulator.segments]).toEqual([
          shop.encoding,
          shop.length,
          shop.segments,
        ]);
      }),
      { numRuns: 500 },
    );
  });
});
