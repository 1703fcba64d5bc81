// Both catalogues say the same things: the same keys, the same values in the same places, the same
// plural forms; Kiswahili carries the controls' fixed names; and no English is left in it.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../app/i18n/catalogue.server.ts";
import { en, type MessageKey } from "../../app/i18n/messages/en.ts";
import { sw } from "../../app/i18n/messages/sw.ts";
import { englishIn, shapeOf } from "../support/untranslated.ts";

const keys = Object.keys(en) as MessageKey[];

describe("the Kiswahili catalogue", () => {
  it("has every English key and no other", () => {
    expect(Object.keys(sw).sort()).toEqual([...keys].sort());
  });

  it("has a text for every key", () => {
    expect(keys.filter((key) => sw[key].trim() === "")).toEqual([]);
  });

  it("uses the same placeholders and plural forms as English in every message", () => {
    const differing = keys.filter(
      (key) => JSON.stringify(shapeOf(sw[key])) !== JSON.stringify(shapeOf(en[key])),
    );
    expect(
      differing.map(
        (key) => `${key}: ${shapeOf(en[key]).join(",")} / ${shapeOf(sw[key]).join(",")}`,
      ),
    ).toEqual([]);
  });

  it("compiles every message", () => {
    for (const key of keys) expect(() => compileMessage(sw[key]), key).not.toThrow();
  });

  it("gives the controls their fixed Kiswahili names", () => {
    const t = serverTranslator("sw");
    expect(t("common.nav.login")).toBe("Ingia");
    expect(t("account.login.submit")).toBe("Ingia");
    expect(t("account.register.submit")).toBe("Jisajili");
    expect(t("common.nav.logout")).toBe("Toka");
    expect(t("catalogue.item.addToCart")).toBe("Weka Kikapuni");
    expect(t("cart.checkout")).toBe("Endelea Kulipa");
    expect(t("checkout.placeOrder")).toBe("Weka Oda");
    expect(t("cart.delete")).toBe("Futa");
    expect(t("items.delete.confirm")).toBe("Futa");
    expect(t("catalogue.viewDetails")).toBe("Angalia Maelezo");
    expect(t("common.search.label")).toBe("Tafuta");
    expect(t("common.nav.cart")).toMatch(/^Kikapu/);
    expect(t("common.nav.cartWithCount", { count: 3 })).toMatch(/^Kikapu/);
  });

  it("formats plurals and numbers in Kiswahili", () => {
    const t = serverTranslator("sw");
    expect(t("common.nav.cartWithCount", { count: 1 })).toBe("Kikapu, bidhaa 1");
    expect(t("orders.mine.itemCount", { count: 2 })).toBe("bidhaa 2");
    expect(t("cart.short", { left: 0 })).toBe("Imeisha sasa: futa mstari huu ili uendelee kulipa.");
    expect(t("cart.short", { left: 2 })).toBe(
      "Zimebaki 2 tu sasa: punguza idadi ili uendelee kulipa.",
    );
    expect(t("catalogue.onlyLeft", { count: 1500 })).toBe("Zimebaki 1,500 tu");
    // English stays exactly as it was.
    expect(serverTranslator("en")("common.nav.cartWithCount", { count: 1 })).toBe("Cart, 1 item");
  });

  it("leaves no English of the catalogue in its texts", () => {
    const t = serverTranslator("sw");
    const texts = keys.map((key) =>
      t(key, { name: "Kikoi", count: 2, left: 2, limit: 2, size: "M", max: 3, min: 1 }),
    );
    expect(englishIn(texts)).toEqual([]);
  });

  it("finds the English it looks for", () => {
    const t = serverTranslator("en");
    expect(englishIn([t("cart.checkoutBlocked")])).toEqual([en["cart.checkoutBlocked"]]);
    expect(englishIn(["Add to Cart"])).toEqual(["Add to Cart"]);
    expect(englishIn([t("cart.short", { left: 0 })])).toContain(
      "Sold out now: delete this line to check out.",
    );
  });
});
