// Owns the countries the shop delivers to, by two-letter code, Kenya first and default
// (the catalogue names each country in the reader's language).

export const countryCodes = ["KE", "TZ", "UG", "RW", "BI", "SS", "ET", "ER", "DJ", "SO"] as const;
export type CountryCode = (typeof countryCodes)[number];
export const defaultCountry: CountryCode = "KE";
