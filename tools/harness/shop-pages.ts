// Owns reading what tests and benchmarks need off the shop's pages and redirects: the items a page
// links to, the checkout form's one-time key, the order id of a checkout's success redirect, and the
// text shown (scripts left out).
// One rule each, so that a change of markup breaks one place.

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const itemLink = new RegExp(`/item/(${uuid})`, "g");
const successRedirect = new RegExp(`^/checkout/success/(${uuid})$`);

/** The ids of the items a page links to (/item/<id>), each once, in the order the page shows them. */
export function itemIdsIn(html: string): string[] {
  return [...new Set([...html.matchAll(itemLink)].map((match) => match[1]!))];
}

/** The one-time key of the checkout form (its hidden idempotencyKey input); undefined without the form. */
export function checkoutKeyIn(html: string): string | undefined {
  return /<input[^>]*name="idempotencyKey"[^>]*value="([^"]+)"/.exec(html)?.[1];
}

/** The order id of a redirect to /checkout/success/<id>: the shop's answer to a placed order. */
export function orderIdOfSuccess(location: string | null): string | undefined {
  return successRedirect.exec(location ?? "")?.[1];
}

/** The HTML as a person sees it: without its <script> elements (React Router's data carries the page's messages). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** What a shopper can pick on an item page: the first size not sold out (null: the item has no sizes), or nothing ("sold-out"). */
export function purchasableChoiceIn(html: string): { sizeId: string | null } | "sold-out" {
  const choices = purchasableChoicesIn(html);
  return choices.length === 0 ? "sold-out" : choices[0]!;
}

/** Every choice the item page offers that is not sold out, in the page's order (sizes, or the item). */
export function purchasableChoicesIn(html: string): { sizeId: string | null }[] {
  const form = /<form[^>]*id="add-to-cart"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  // The form's own button (the quantity's minus and plus belong to another form).
  const addButton = [...form.matchAll(/<button\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => !/\bform="/.test(tag));
  if (addButton && /\bdisabled\b/.test(addButton)) return [];
  const radios = [...form.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /name="sizeId"/.test(tag));
  if (radios.length === 0) return [{ sizeId: null }];
  return radios
    .filter((tag) => !/\bdisabled\b/.test(tag))
    .map((tag) => ({ sizeId: /value="([^"]+)"/.exec(tag)![1]! }));
}
