// Owns the one pricing rule of the shop: from the buyer (retail or wholesale), the lines and the
// items' quantity breaks to every figure a shopper sees — each line's unit price, line totals,
// items, delivery, total, and the whole-shilling amount asked by M-Pesa. The item page, the cart,
// checkout, order placement (inside its transaction), order pages and e-mails all use it; at
// checkout the delivery fee comes from the zone of the address (quoteDelivered).
//
// Wholesale (decision 0031): an item's quantity counts over all its sizes; at or above a break a
// wholesale buyer pays that break's price for every piece of the item, whatever the size (a size's
// own retail price does not survive a break); below the first break, retail. With a pack size, a
// wholesale-priced item's quantity must be a multiple of it. Retail buyers never see a break.

import { deliveryFor, type DeliveryRules } from "./delivery.ts";
import type { QuantityBreak } from "./quantity-breaks.ts";
import { wholesaleRules } from "./rules/wholesale.ts";

export type { QuantityBreak };

/** Who is buying: every account is retail until the shop approves it for wholesale. */
export type Buyer = "retail" | "wholesale";

/** An item's wholesale terms, as the catalogue holds them. */
export interface WholesaleTerms {
  /** Lines of the same item count together (over all its sizes). */
  itemId: string;
  breaks: readonly QuantityBreak[];
  /** Pieces in one pack; null: sold by the piece. */
  packSize: number | null;
}

export interface PricedLineInput {
  /** Ksh cents a piece at retail (a size's own price, or the item's); for a stored order line, what was charged. */
  unitPriceCents: number;
  quantity: number;
  /** The item's wholesale terms; absent: the line costs unitPriceCents for every buyer. */
  terms?: WholesaleTerms;
  /** A line priced before (a stored order line, a quoted cart line): whether that price was a break's. */
  wholesale?: boolean;
}

/** The break a buyer of the item could reach next, when it is near. */
export interface NextBreak {
  /** Pieces (of the item, any size) still to add. */
  addQuantity: number;
  priceCents: number;
}

export type PricedLine<Line extends PricedLineInput> = Omit<
  Line,
  "terms" | "unitPriceCents" | "wholesale"
> & {
  /** What a piece costs this buyer (the break price, or retail). */
  unitPriceCents: number;
  retailUnitPriceCents: number;
  /** Priced at a quantity break. */
  wholesale: boolean;
  lineTotalCents: number;
  /** For a wholesale buyer: the next break when it is near; null otherwise. */
  nextBreak: NextBreak | null;
  /** The item's pack size when its quantity is not a whole number of packs (the order cannot be placed); null otherwise. */
  packSize: number | null;
};

export interface Quote<Line extends PricedLineInput> {
  lines: PricedLine<Line>[];
  /** How many pieces, over all lines. */
  itemCount: number;
  itemsCents: number;
  deliveryCents: number;
  totalCents: number;
  /** The total in whole shillings, as M-Pesa is asked for it. */
  mpesaAmountKsh: number;
  /** At least one line is priced at a quantity break. */
  wholesale: boolean;
  /** Items whose quantity is not a whole number of packs: nothing can be ordered until it is. */
  packShort: { itemId: string; packSize: number; quantity: number }[];
}

/** What M-Pesa is asked for a total: whole shillings, rounded up so that a paid order is never short. */
export function wholeShillings(totalCents: number): number {
  return Math.ceil(totalCents / 100);
}

/** The break that applies at this quantity of the item (the highest reached), or null: retail. */
function breakAt(breaks: readonly QuantityBreak[], quantity: number): QuantityBreak | null {
  let reached: QuantityBreak | null = null;
  for (const step of breaks) if (quantity >= step.minQuantity) reached = step;
  return reached;
}

/** The next break above this quantity when it is near (see wholesaleRules.nearBreakShare), or null. */
export function nearBreak(breaks: readonly QuantityBreak[], quantity: number): NextBreak | null {
  const next = breaks.find((step) => step.minQuantity > quantity);
  if (!next) return null;
  const addQuantity = next.minQuantity - quantity;
  return addQuantity <= next.minQuantity * wholesaleRules.nearBreakShare
    ? { addQuantity, priceCents: next.priceCents }
    : null;
}

/**
 * What one piece of an item costs this buyer when the item's quantity (over all its sizes) is
 * `itemQuantity`: the item page asks it for the quantity chosen, quote() for each line.
 */
export function unitPrice(
  buyer: Buyer,
  retailCents: number,
  breaks: readonly QuantityBreak[] | undefined,
  itemQuantity: number,
): { unitPriceCents: number; wholesale: boolean } {
  const reached = buyer === "wholesale" && breaks ? breakAt(breaks, itemQuantity) : null;
  return reached
    ? { unitPriceCents: reached.priceCents, wholesale: true }
    : { unitPriceCents: retailCents, wholesale: false };
}

export function quote<Line extends PricedLineInput>(
  lines: readonly Line[],
  deliveryFeeCents: number,
  buyer: Buyer = "retail",
): Quote<Line> {
  // The item's quantity counts over all its lines (its sizes).
  const itemQuantities = new Map<string, number>();
  for (const line of lines)
    if (line.terms)
      itemQuantities.set(
        line.terms.itemId,
        (itemQuantities.get(line.terms.itemId) ?? 0) + line.quantity,
      );
  const packShort: Quote<Line>["packShort"] = [];
  const priced = lines.map((line): PricedLine<Line> => {
    const { terms, unitPriceCents: retailUnitPriceCents, ...rest } = line;
    const itemQuantity = terms ? itemQuantities.get(terms.itemId)! : line.quantity;
    const price = unitPrice(buyer, retailUnitPriceCents, terms?.breaks, itemQuantity);
    const packSize =
      price.wholesale && terms?.packSize && itemQuantity % terms.packSize !== 0
        ? terms.packSize
        : null;
    if (packSize && terms && !packShort.some((short) => short.itemId === terms.itemId))
      packShort.push({ itemId: terms.itemId, packSize, quantity: itemQuantity });
    return {
      ...(rest as Omit<Line, "terms" | "unitPriceCents" | "wholesale">),
      unitPriceCents: price.unitPriceCents,
      retailUnitPriceCents,
      // A line priced before keeps what it was (pricing it again gives the same figures).
      wholesale: price.wholesale || (!terms && line.wholesale === true),
      lineTotalCents: price.unitPriceCents * line.quantity,
      nextBreak: buyer === "wholesale" && terms ? nearBreak(terms.breaks, itemQuantity) : null,
      packSize,
    };
  });
  const itemsCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const totalCents = itemsCents + deliveryFeeCents;
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    itemsCents,
    deliveryCents: deliveryFeeCents,
    totalCents,
    mpesaAmountKsh: wholeShillings(totalCents),
    wholesale: priced.some((line) => line.wholesale),
    packShort,
  };
}

/** A quote with the delivery fee of the zone that covers the address (free above the shop's threshold). */
export function quoteDelivered<Line extends PricedLineInput>(
  lines: readonly Line[],
  rules: DeliveryRules,
  to: { city: string; country: string },
  buyer: Buyer = "retail",
): Quote<Line> & { deliveryZone: string | null } {
  const itemsCents = quote(lines, 0, buyer).itemsCents;
  const delivery = deliveryFor(rules, { ...to, itemsCents });
  return { ...quote(lines, delivery.feeCents, buyer), deliveryZone: delivery.zone };
}

/** What a listing says an item costs: one price, or the lowest one when its sizes cost differently. */
export interface ListedPrice {
  cents: number;
  /** The sizes cost differently: say "From" before the lowest price. */
  from: boolean;
}

export function listedPrice({
  priceCents,
  minSizePriceCents,
  maxSizePriceCents,
}: {
  priceCents: number;
  minSizePriceCents?: number | null;
  maxSizePriceCents?: number | null;
}): ListedPrice {
  if (minSizePriceCents == null || maxSizePriceCents == null)
    return { cents: priceCents, from: false };
  return { cents: minSizePriceCents, from: minSizePriceCents !== maxSizePriceCents };
}
