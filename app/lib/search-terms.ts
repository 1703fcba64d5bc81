// Owns the rules of a shopper's search text: what is searched, and how it is kept literal in SQL.

/** How many item names the nav's search panel lists. */
export const searchPanelSize = 8;

/** What /search/panel answers: the text searched for (normalised) and the items found. */
export interface SearchPanelAnswer {
  q: string;
  /** Each item's name in the page's language, its main picture's small URL and its price as shown. */
  hits: { id: string; name: string; image: string; price: string }[];
}

/** Longest search text that is searched; longer input is cut (no item name is longer than 200). */
export const maxSearchLength = 100;

/** Trims, collapses whitespace, lower-cases and cuts the text; "" means "no search". */
export function normaliseSearch(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, maxSearchLength).toLowerCase();
}

/** Escapes LIKE's wildcards so that "%" and "_" typed by a shopper match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
