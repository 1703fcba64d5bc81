import { describe, expect, it } from "vitest";
import { imageUrl } from "../../app/lib/images.ts";
import { parseQuantity } from "../../app/lib/rules/cart.ts";
import { parsePage } from "../../app/modules/catalogue/catalogue.server.ts";
import { isUuid } from "../../app/lib/ids.ts";
import { escapeLike, maxSearchLength, normaliseSearch } from "../../app/lib/search-terms.ts";
import { isSafeKey } from "../../app/modules/storage/storage.server.ts";

describe("search text", () => {
  it("is trimmed, lower-cased and cut", () => {
    expect(normaliseSearch("  Kitenge   DRESS ")).toBe("kitenge dress");
    expect(normaliseSearch(null)).toBe("");
    expect(normaliseSearch("x".repeat(10_000))).toHaveLength(maxSearchLength);
  });
  it("keeps LIKE wildcards literal", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("ids, pages and quantities", () => {
  it("accepts only UUIDs as item ids", () => {
    expect(isUuid("3f1c2a9e-1b2c-4d5e-8f90-1234567890ab")).toBe(true);
    expect(isUuid("abc")).toBe(false);
    expect(isUuid("3f1c2a9e-1b2c-4d5e-8f90-1234567890ab' or 1=1")).toBe(false);
  });
  it("reads page numbers and refuses nonsense", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "99999999"]) expect(parsePage(bad), bad).toBeNull();
  });
  it("reads quantities of at least 1", () => {
    expect(parseQuantity("2")).toBe(2);
    for (const bad of ["0", "-1", "1.5", "1e9", "text", "", "10001"])
      expect(parseQuantity(bad), bad).toBeNull();
  });
});

describe("storage keys and image URLs", () => {
  it("never lets a key leave the storage root", () => {
    expect(isSafeKey("images/3f1c2a9e-1b2c-4d5e-8f90-1234567890ab/a1b2-300.webp")).toBe(true);
    for (const bad of [
      "../etc/passwd",
      "images/../../etc/passwd",
      "/etc/passwd",
      "images//x",
      "images/.hidden",
      "",
    ]) {
      expect(isSafeKey(bad), bad).toBe(false);
    }
  });
  it("names the WebP variants by width", () => {
    expect(imageUrl("images/abc/x1", "thumb")).toBe("/images/abc/x1-300.webp");
    expect(imageUrl("images/abc/x1", "large")).toBe("/images/abc/x1-800.webp");
  });
});
