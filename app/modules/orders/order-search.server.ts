// Owns what a search on the orders desk matches: an order number (as read out: any case, spaces or
// dashes), the start of an order id, any part of the e-mail address, or of the phone number's
// digits — each served by an index.
import { or, sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema/orders.ts";
import { normaliseOrderNumber } from "../../lib/order-number.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";

export const minSearchLength = 3;

/** A search that can match something, or the reason it cannot ("too-short"). */
export type SearchCondition = { ok: true; where: SQL } | { ok: false; reason: "too-short" };

/**
 * An order number uses its unique index; the start of an order id (with or without dashes) the primary key's range;
 * e-mail and phone digits (0712..., +254712... alike) use trigram indexes.
 */
export function orderSearchCondition(raw: string): SearchCondition {
  const text = normaliseSearch(raw);
  const conditions: SQL[] = [];
  const orderNumber = normaliseOrderNumber(text);
  if (orderNumber) conditions.push(sql`${orders.orderNumber} = ${orderNumber}`);
  const hex = text.replace(/-/g, "");
  if (/^[0-9a-f]{4,32}$/.test(hex)) {
    conditions.push(
      sql`${orders.id} between ${uuidFromHex(hex.padEnd(32, "0"))} and ${uuidFromHex(hex.padEnd(32, "f"))}`,
    );
  }
  if (text.length >= minSearchLength) {
    conditions.push(sql`lower(${orders.shippingEmail}) like ${`%${escapeLike(text)}%`}`);
  }
  if (/^[+0-9 ()-]+$/.test(text)) {
    // The national part of the number: what "0712 345 678" and "+254 712 345 678" share.
    const digits = text.replace(/\D/g, "").replace(/^(254|0)/, "");
    if (digits.length >= 4)
      conditions.push(
        sql`regexp_replace(${orders.shippingPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
  }
  if (conditions.length === 0) return { ok: false, reason: "too-short" };
  return { ok: true, where: or(...conditions)! };
}

function uuidFromHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
