// Owns the one pricing rule of the shop: from lines (unit price x quantity) and a delivery fee to
// every figure a shopper sees — line totals, items, delivery, total, and the whole-shilling amount
// asked by M-Pesa. The cart, checkout, order placement, order pages and e-mails all use it; at
// checkout the delivery fee comes from the zone of the address (quoteDelivered).

import { deliveryFor, type DeliveryRules } from "./delivery.ts";

export interface PricedLineInput {
  unitPriceCents: number;
  quantity: number;
}

export interface Quote<Line extends PricedLineInput> {
  lines: (Line & { lineTotalCents: number })[];
  /** How many pieces, over all lines. */
  itemCount: number;
  itemsCents: number;
  deliveryCents: number;
  totalCents: number;
  /** The total in whole shillings, as M-Pesa is asked for it. */
  mpesaAmountKsh: number;
}

/** What M-Pesa is asked for a total: whole shillings, rounded up so that a paid order is never short. */
export function wholeShillings(totalCents: number): number {
  return Math.ceil(totalCents / 100);
}

export function quote<Line extends PricedLineInput>(
  lines: readonly Line[],
  deliveryFeeCents: number,
): Quote<Line> {
  const priced = lines.map((line) => ({
    ...line,
    lineTotalCents: line.unitPriceCents * line.quantity,
  }));
  const itemsCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const totalCents = itemsCents + deliveryFeeCents;
  return {
    lines: priced,
    itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
    itemsCents,
    deliveryCents: deliveryFeeCents,
    totalCents,
    mpesaAmountKsh: wholeShillings(totalCents),
  };
}

/** A quote with the delivery fee of the zone that covers the address (free above the shop's threshold). */
export function quoteDelivered<Line extends PricedLineInput>(
  lines: readonly Line[],
  rules: DeliveryRules,
  to: { city: string; country: string },
): Quote<Line> & { deliveryZone: string | null } {
  const itemsCents = quote(lines, 0).itemsCents;
  const delivery = deliveryFor(rules, { ...to, itemsCents });
  return { ...quote(lines, delivery.feeCents), deliveryZone: delivery.zone };
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
