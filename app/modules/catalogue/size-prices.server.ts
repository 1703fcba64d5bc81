// Owns what a listing reads of an item's sizes, in the listing's own query: whether any size on sale
// is left, and the price range of the sizes on sale, so that a card can say "Sold out" or
// "From Ksh. ..." (app/lib/pricing.ts decides). One lateral subquery sums up an item's sizes once:
// four correlated subqueries (two for stock, two for the range) made the planner look at item_sizes
// four times for every listing, about 1 ms of a search's 7 on PGlite.
import { sql } from "drizzle-orm";
import { itemSizes } from "../../db/schema/catalogue.ts";

/** Joined laterally (`on true`) to `items`: one row per item, its sizes on sale now summed up. */
export const sizesOnSale = sql`(select count(*)::int as sizes,
  bool_or(s.stock is null or s.stock > 0) as any_left,
  min(coalesce(s.price_cents, "items"."price_cents")) as min_cents,
  max(coalesce(s.price_cents, "items"."price_cents")) as max_cents
  from ${itemSizes} s where s.item_id = "items"."id" and s.retired_at is null) as sizes_on_sale`;

const cents = (column: string) =>
  sql<number | null>`${sql.raw(`sizes_on_sale.${column}`)}`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  );

/**
 * A listed item's columns read from `sizesOnSale`: sold out when it sells sizes and none is left
 * (an item without sizes: when its counted stock is 0), and its sizes' lowest and highest price
 * (null without sizes).
 */
export const listedSizeColumns = {
  soldOut: sql<boolean>`case when sizes_on_sale.sizes > 0 then not sizes_on_sale.any_left
    else coalesce("items"."stock" = 0, false) end`,
  minSizePriceCents: cents("min_cents"),
  maxSizePriceCents: cents("max_cents"),
};
