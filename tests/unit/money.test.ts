import { describe, expect, it } from "vitest";
import { formatKsh, parseKshToCents } from "../../app/lib/money.ts";

describe("formatKsh", () => {
  it("formats cents as Ksh with two decimals and thousands separators", () => {
    expect(formatKsh(125_000)).toBe("Ksh. 1,250.00");
    expect(formatKsh(245_000 * 3)).toBe("Ksh. 7,350.00");
    expect(formatKsh(5)).toBe("Ksh. 0.05");
    expect(formatKsh(0)).toBe("Ksh. 0.00");
    expect(formatKsh(1_000_000_000)).toBe("Ksh. 10,000,000.00");
  });
});

describe("parseKshToCents", () => {
  it("reads whole and decimal amounts", () => {
    expect(parseKshToCents("1250")).toBe(125_000);
    expect(parseKshToCents("1,250.5")).toBe(125_050);
    expect(parseKshToCents(" 0.99 ")).toBe(99);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e9", "12.", ".5", "NaN"]) {
      expect(parseKshToCents(bad), bad).toBeNull();
    }
  });
});
