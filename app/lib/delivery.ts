// Owns what delivery costs: the shop's zones (a name, a fee, the countries and, optionally, the cities
// they cover), the fee when no zone matches, and free delivery above an order value. The most
// specific zone wins: one naming the city before one covering the whole country. Shared by the
// server (which decides) and the checkout page (which shows the fee as the address is typed).
import type { CountryCode } from "./countries.ts";

export interface DeliveryZone {
  name: string;
  feeCents: number;
  countries: CountryCode[];
  /** Empty: the whole of its countries. Compared as normaliseCity() does. */
  cities: string[];
}

export interface DeliveryRules {
  zones: DeliveryZone[];
  /** When no zone matches. */
  defaultFeeCents: number;
  /** Items worth at least this are delivered free; null: never. */
  freeAboveCents: number | null;
}

/** One fee for every order (no zones). */
export function flatDelivery(feeCents: number): DeliveryRules {
  return { zones: [], defaultFeeCents: feeCents, freeAboveCents: null };
}

/** "  nairobi  CBD " -> "nairobi cbd": how typed city names are compared. */
export function normaliseCity(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();
}

export interface Delivery {
  feeCents: number;
  /** The zone that matched; null for the default fee. */
  zone: string | null;
}

export function deliveryFor(
  rules: DeliveryRules,
  to: { city: string; country: string; itemsCents: number },
): Delivery {
  const city = normaliseCity(to.city);
  const inCountry = rules.zones.filter((zone) =>
    (zone.countries as readonly string[]).includes(to.country),
  );
  const match =
    inCountry.find(
      (zone) => zone.cities.length > 0 && zone.cities.some((name) => normaliseCity(name) === city),
    ) ?? inCountry.find((zone) => zone.cities.length === 0);
  const feeCents = match ? match.feeCents : rules.defaultFeeCents;
  const free = rules.freeAboveCents !== null && to.itemsCents >= rules.freeAboveCents;
  return { feeCents: free ? 0 : feeCents, zone: match?.name ?? null };
}
