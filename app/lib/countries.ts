// Owns the countries the shop delivers to (seed-spec §9), with Kenya first and default.

export const countries = [
  { code: "KE", name: "Kenya" },
  { code: "TZ", name: "Tanzania" },
  { code: "UG", name: "Uganda" },
  { code: "RW", name: "Rwanda" },
  { code: "BI", name: "Burundi" },
  { code: "SS", name: "South Sudan" },
  { code: "ET", name: "Ethiopia" },
  { code: "ER", name: "Eritrea" },
  { code: "DJ", name: "Djibouti" },
  { code: "SO", name: "Somalia" },
] as const;

export type CountryCode = (typeof countries)[number]["code"];
export const defaultCountry: CountryCode = "KE";
export const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryName(code: string): string {
  return countries.find((c) => c.code === code)?.name ?? code;
}
