// Owns carrying an Add to Cart through the login round trip, with no JavaScript and nothing kept on
// the server: a signed-out shopper's choice (item, size, quantity, special instructions) rides in
// the login page's query, on to Register and back when they make an account first; after signing
// in, the login action checks it like the item page's own form and puts it in the cart. Nothing
// here is trusted: it is a URL anyone can write, so it is validated again on the way in.
import { isUuid } from "./ids.ts";

const itemKey = "addItem";
const fieldKeys = ["sizeId", "quantity", "instructions"] as const;
type FieldKey = (typeof fieldKeys)[number];

export interface CartIntent {
  itemId: string;
  /** As the item page's form names them; checked by the cart's form when it is carried out. */
  fields: Partial<Record<FieldKey, string>>;
}

/** /auth with the choice, and back to the item's page should it not go into the cart. */
export function loginPathWithCartIntent(intent: CartIntent): string {
  const params = new URLSearchParams({
    redirectTo: `/item/${intent.itemId}`,
    [itemKey]: intent.itemId,
  });
  for (const key of fieldKeys) {
    const value = intent.fields[key];
    if (value) params.set(key, value);
  }
  return `/auth?${params}`;
}

/** The choice a login URL carries; null when there is none (or its item id is not one). */
export function readCartIntent(params: URLSearchParams): CartIntent | null {
  const itemId = params.get(itemKey);
  if (!itemId || !isUuid(itemId)) return null;
  const fields: CartIntent["fields"] = {};
  for (const key of fieldKeys) {
    const value = params.get(key);
    if (value !== null) fields[key] = value;
  }
  return { itemId, fields };
}

/**
 * The part of a login or register URL that must survive going between the two pages (where to go
 * after, and the choice): "?..." or "".
 */
export function carriedQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ["redirectTo", itemKey, ...fieldKeys]) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
