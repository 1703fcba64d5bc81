import { describe, expect, it } from "vitest";
import {
  nearBreak,
  quote,
  quoteDelivered,
  unitPrice,
  type WholesaleTerms,
} from "../../app/lib/pricing.ts";
import { parseQuantityBreaks, quantityBreaksText } from "../../app/lib/quantity-breaks.ts";

// Ksh 1,500 retail; from 6 pieces Ksh 1,200, from 12 Ksh 1,100.
const shirt: WholesaleTerms = {
  itemId: "shirt",
  breaks: [
    { minQuantity: 6, priceCents: 1200_00 },
    { minQuantity: 12, priceCents: 1100_00 },
  ],
  packSize: null,
};
const line = (quantity: number, terms: WholesaleTerms = shirt, unitPriceCents = 1500_00) => ({
  unitPriceCents,
  quantity,
  terms,
});

describe("quantity breaks as staff type them", () => {
  it("reads pairs into cents, in order, and writes them back", () => {
    const parsed = parseQuantityBreaks(" 6+ 1200, 12 +1100.50 ", 1500_00);
    expect(parsed).toEqual({
      ok: true,
      breaks: [
        { minQuantity: 6, priceCents: 1200_00 },
        { minQuantity: 12, priceCents: 1100_50 },
      ],
    });
    expect(quantityBreaksText(parsed.ok ? parsed.breaks : [])).toBe("6+ 1200, 12+ 1100.50");
    expect(parseQuantityBreaks("   ")).toEqual({ ok: true, breaks: [] });
  });

  it.each([
    ["6 1200", "wholesale.error.breakFormat", { entry: "6 1200" }],
    ["6+ cheap", "wholesale.error.breakFormat", { entry: "6+ cheap" }],
    ["1+ 1200", "wholesale.error.breakQuantityRange", { entry: "1+ 1200", min: 2, max: 10_000 }],
    ["6+ 0", "wholesale.error.breakPriceRange", { entry: "6+ 0" }],
    ["12+ 1100, 6+ 1200", "wholesale.error.breakQuantityOrder", { entry: "6+ 1200" }],
    ["6+ 1100, 6+ 1000", "wholesale.error.breakQuantityOrder", { entry: "6+ 1000" }],
    ["6+ 1100, 12+ 1200", "wholesale.error.breakPriceOrder", { entry: "12+ 1200" }],
    ["6+ 1500", "wholesale.error.breakNotBelowRetail", { entry: "6+ 1500" }],
    ["2+ 9, 3+ 8, 4+ 7, 5+ 6, 6+ 5, 7+ 4, 8+ 3", "wholesale.error.breaksTooMany", { max: 6 }],
  ])("refuses %j with its own message", (typed, key, values) => {
    expect(parseQuantityBreaks(typed, 1500_00)).toEqual({ ok: false, problem: { key, values } });
  });

  it("takes six breaks", () => {
    const parsed = parseQuantityBreaks("2+ 9, 3+ 8, 4+ 7, 5+ 6, 6+ 5, 7+ 4", 1000);
    expect(parsed.ok && parsed.breaks.length).toBe(6);
  });
});

describe("the one pricing function", () => {
  it("charges retail below the first break, even to a wholesale buyer", () => {
    const priced = quote([line(5)], 0, "wholesale");
    expect(priced.lines[0]).toMatchObject({ unitPriceCents: 1500_00, wholesale: false });
    expect(priced.itemsCents).toBe(5 * 1500_00);
    expect(priced.wholesale).toBe(false);
  });

  it("charges every piece the break price at a break, between breaks and above the last", () => {
    for (const [quantity, each] of [
      [6, 1200_00],
      [11, 1200_00],
      [12, 1100_00],
      [300, 1100_00],
    ] as const) {
      const priced = quote([line(quantity)], 250_00, "wholesale");
      expect(priced.lines[0]).toMatchObject({
        unitPriceCents: each,
        retailUnitPriceCents: 1500_00,
      });
      expect(priced.lines[0]!.wholesale).toBe(true);
      expect(priced.itemsCents).toBe(quantity * each);
      expect(priced.totalCents).toBe(quantity * each + 250_00);
      expect(priced.mpesaAmountKsh).toBe((quantity * each + 250_00) / 100);
    }
  });

  it("never gives a retail buyer a break", () => {
    const priced = quote([line(300)], 0, "retail");
    expect(priced.lines[0]).toMatchObject({
      unitPriceCents: 1500_00,
      wholesale: false,
      nextBreak: null,
    });
    expect(quote([line(300)], 0).itemsCents).toBe(300 * 1500_00);
  });

  it("counts an item's quantity over all its sizes, and sizes with their own price get the break price too", () => {
    const priced = quote(
      [
        { ...line(3), size: "M" },
        { ...line(2), size: "L" },
        // XXL costs Ksh 1,700 at retail: at the break it costs what every size costs.
        { ...line(1, shirt, 1700_00), size: "XXL" },
      ],
      0,
      "wholesale",
    );
    expect(priced.lines.map((priced) => [priced.size, priced.unitPriceCents])).toEqual([
      ["M", 1200_00],
      ["L", 1200_00],
      ["XXL", 1200_00],
    ]);
    expect(priced.itemsCents).toBe(6 * 1200_00);
    // Below the break each size keeps its own retail price.
    const below = quote([line(3), line(1, shirt, 1700_00)], 0, "wholesale");
    expect(below.lines.map((priced) => priced.unitPriceCents)).toEqual([1500_00, 1700_00]);
  });

  it("prices items apart: another item's quantity does not reach this one's break", () => {
    const socks = { ...shirt, itemId: "socks" };
    const priced = quote([line(4), line(4, socks)], 0, "wholesale");
    expect(priced.lines.map((priced) => priced.wholesale)).toEqual([false, false]);
  });

  it("asks whole packs of a wholesale-priced item", () => {
    const packed = { ...shirt, packSize: 6 };
    expect(quote([line(6, packed)], 0, "wholesale").packShort).toEqual([]);
    expect(quote([line(4, packed), line(8, packed)], 0, "wholesale").packShort).toEqual([]);
    const short = quote([line(7, packed), line(1, packed)], 0, "wholesale");
    expect(short.packShort).toEqual([{ itemId: "shirt", packSize: 6, quantity: 8 }]);
    expect(short.lines.map((priced) => priced.packSize)).toEqual([6, 6]);
    // Below the first break (retail) and for retail buyers no pack is asked.
    expect(quote([line(5, packed)], 0, "wholesale").packShort).toEqual([]);
    expect(quote([line(7, packed)], 0, "retail").packShort).toEqual([]);
  });

  it("tells a wholesale buyer the next break when it is near", () => {
    expect(quote([line(4)], 0, "wholesale").lines[0]!.nextBreak).toEqual({
      addQuantity: 2,
      priceCents: 1200_00,
    });
    expect(quote([line(1)], 0, "wholesale").lines[0]!.nextBreak).toBeNull();
    expect(quote([line(9)], 0, "wholesale").lines[0]!.nextBreak).toEqual({
      addQuantity: 3,
      priceCents: 1100_00,
    });
    expect(nearBreak(shirt.breaks, 12)).toBeNull();
  });

  it("prices lines without terms (a stored order) as they are, and a priced line again the same", () => {
    const once = quote([line(12)], 0, "wholesale");
    const again = quote(once.lines, 0);
    expect(again.itemsCents).toBe(once.itemsCents);
    expect(again.wholesale).toBe(true);
    expect(again.lines[0]!.wholesale).toBe(true);
    expect(quote([{ unitPriceCents: 999, quantity: 3 }], 100, "wholesale").totalCents).toBe(3097);
  });

  it("decides the delivery zone's free threshold from the wholesale items total", () => {
    const rules = { defaultFeeCents: 300_00, freeAboveCents: 8000_00, zones: [] };
    const to = { city: "Nairobi", country: "KE" };
    // Retail 6 x 1,500 = 9,000 travels free; wholesale 6 x 1,200 = 7,200 pays the fee.
    expect(quoteDelivered([line(6)], rules, to, "retail").deliveryCents).toBe(0);
    const wholesale = quoteDelivered([line(6)], rules, to, "wholesale");
    expect(wholesale.deliveryCents).toBe(300_00);
    expect(wholesale.totalCents).toBe(7200_00 + 300_00);
  });

  it("gives the item page the unit price for a quantity", () => {
    expect(unitPrice("wholesale", 1500_00, shirt.breaks, 12)).toEqual({
      unitPriceCents: 1100_00,
      wholesale: true,
    });
    expect(unitPrice("retail", 1500_00, shirt.breaks, 12).unitPriceCents).toBe(1500_00);
  });
});
