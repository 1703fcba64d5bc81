// The price a listing shows, as cards and the search panel both say it: one price, or the lowest of
// sizes that cost differently after "From", in the reader's language.
import { describe, expect, it } from "vitest";
import { listPriceText } from "../../app/components/ItemCard.tsx";
import { serverTranslator } from "../../app/i18n/catalogue.server.ts";
import { listedPrice } from "../../app/lib/pricing.ts";

describe("listPriceText", () => {
  const en = serverTranslator("en");
  const sw = serverTranslator("sw");

  it("says the item's price when it has no sizes or its sizes cost the same", () => {
    expect(listPriceText(listedPrice({ priceCents: 1200_00 }), en)).toBe("Ksh. 1,200.00");
    const same = { priceCents: 1200_00, minSizePriceCents: 1500_00, maxSizePriceCents: 1500_00 };
    expect(listPriceText(listedPrice(same), en)).toBe("Ksh. 1,500.00");
  });

  it("says From before the lowest price when sizes cost differently, in either language", () => {
    const range = { priceCents: 1200_00, minSizePriceCents: 1000_00, maxSizePriceCents: 1500_00 };
    expect(listPriceText(listedPrice(range), en)).toBe("From Ksh. 1,000.00");
    expect(listPriceText(listedPrice(range), sw)).toBe("Kuanzia Ksh. 1,000.00");
  });
});
