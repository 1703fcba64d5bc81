// The delivery fee an address pays: the zone naming its city beats the zone covering its whole
// country; city names match whatever their case and spacing; no zone means the default fee; items
// worth at least the free-delivery value pay nothing.
import { describe, expect, it } from "vitest";
import { deliveryFor, flatDelivery, type DeliveryRules } from "../../app/lib/delivery.ts";

const rules: DeliveryRules = {
  zones: [
    { name: "Kenya", feeCents: 300_00, countries: ["KE"], cities: [] },
    { name: "Nairobi", feeCents: 150_00, countries: ["KE"], cities: ["Nairobi", "Nairobi CBD"] },
    { name: "East Africa", feeCents: 900_00, countries: ["TZ", "UG"], cities: [] },
    { name: "Kigali", feeCents: 1200_00, countries: ["RW"], cities: ["Kigali"] },
  ],
  defaultFeeCents: 2000_00,
  freeAboveCents: 10_000_00,
};
const to = (city: string, country: string, itemsCents = 1000_00) =>
  deliveryFor(rules, { city, country, itemsCents });

describe("delivery zones", () => {
  it("charges a country's zone for any city in it", () => {
    expect(to("Mombasa", "KE")).toEqual({ feeCents: 300_00, zone: "Kenya" });
    expect(to("Dar es Salaam", "TZ")).toEqual({ feeCents: 900_00, zone: "East Africa" });
    expect(to("Kampala", "UG")).toEqual({ feeCents: 900_00, zone: "East Africa" });
  });

  it("prefers the zone that names the city, whichever order the zones are in", () => {
    expect(to("Nairobi", "KE")).toEqual({ feeCents: 150_00, zone: "Nairobi" });
    const reversed = { ...rules, zones: [...rules.zones].reverse() };
    expect(deliveryFor(reversed, { city: "Nairobi", country: "KE", itemsCents: 0 })).toEqual({
      feeCents: 150_00,
      zone: "Nairobi",
    });
  });

  it("matches a city whatever its case and spacing", () => {
    expect(to("  nairobi ", "KE").zone).toBe("Nairobi");
    expect(to("NAIROBI   cbd", "KE").zone).toBe("Nairobi");
    expect(to("Nairobi West", "KE").zone).toBe("Kenya");
  });

  it("a city zone covers only its own country", () => {
    expect(to("Nairobi", "TZ")).toEqual({ feeCents: 900_00, zone: "East Africa" });
  });

  it("charges the default fee where no zone matches", () => {
    expect(to("Addis Ababa", "ET")).toEqual({ feeCents: 2000_00, zone: null });
    // Rwanda has only a city zone: another Rwandan city pays the default.
    expect(to("Huye", "RW")).toEqual({ feeCents: 2000_00, zone: null });
    expect(to("Kigali", "RW")).toEqual({ feeCents: 1200_00, zone: "Kigali" });
  });

  it("delivers free from the free-delivery value up, still naming the zone", () => {
    expect(to("Mombasa", "KE", 9_999_99)).toEqual({ feeCents: 300_00, zone: "Kenya" });
    expect(to("Mombasa", "KE", 10_000_00)).toEqual({ feeCents: 0, zone: "Kenya" });
    expect(to("Addis Ababa", "ET", 10_000_00)).toEqual({ feeCents: 0, zone: null });
  });

  it("one flat fee without zones", () => {
    expect(
      deliveryFor(flatDelivery(250_00), {
        city: "Anywhere",
        country: "SO",
        itemsCents: 1_000_000_00,
      }),
    ).toEqual({ feeCents: 250_00, zone: null });
  });
});
