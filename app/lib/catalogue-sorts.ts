// Owns the orders the whole catalogue (/shop) may be listed in: the page's `Sort by` choices and
// the catalogue's query read the same list; the first is the default.

export const catalogueSorts = ["newest", "price-asc", "price-desc"] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

/** The sort asked for; absent or empty: newest first; null for anything else (no such page). */
export function parseSort(raw: string | null): CatalogueSort | null {
  if (raw === null || raw === "") return "newest";
  return catalogueSorts.find((sort) => sort === raw) ?? null;
}
