// An Add to Cart carried through login: what the login URL holds, what is read back from a URL
// anyone could have written, and what survives going between the login and register pages.
import { describe, expect, it } from "vitest";
import {
  carriedQuery,
  loginPathWithCartIntent,
  readCartIntent,
} from "../../app/lib/cart-intent.ts";

const itemId = "3f1c2a9e-1b2c-4d5e-8f90-1234567890ab";

describe("an Add to Cart carried through login", () => {
  it("goes to /auth with the choice and comes back from its query as it was", () => {
    const path = loginPathWithCartIntent({
      itemId,
      fields: { sizeId: "size-1", quantity: "3", instructions: "Gift wrap & bow" },
    });
    expect(path.startsWith("/auth?")).toBe(true);
    const params = new URL(path, "http://shop.test").searchParams;
    expect(params.get("redirectTo")).toBe(`/item/${itemId}`);
    expect(readCartIntent(params)).toEqual({
      itemId,
      fields: { sizeId: "size-1", quantity: "3", instructions: "Gift wrap & bow" },
    });
  });

  it("reads no choice when the item id is missing or not an id", () => {
    for (const query of ["", "addItem=", "addItem=../admin", `addItem=${itemId}x`])
      expect(readCartIntent(new URLSearchParams(query)), query).toBeNull();
  });

  it("carries only the return path and the choice between login and Register", () => {
    const params = new URLSearchParams({
      redirectTo: "/item/1",
      addItem: itemId,
      quantity: "2",
      reset: "1",
      lang: "sw",
    });
    expect(carriedQuery(params)).toBe(`?redirectTo=%2Fitem%2F1&addItem=${itemId}&quantity=2`);
    expect(carriedQuery(new URLSearchParams("lang=sw"))).toBe("");
  });
});
