// Owns the price range of an item's sizes, read with a listing in the same query: a card says
// "From Ksh. ..." when the sizes an item sells now cost differently (app/lib/pricing.ts decides).
import { sql } from "drizzle-orm";
import { itemSizes } from "../../db/schema/catalogue.ts";

// Spelled out: inside the subquery an unqualified "price_cents" would bind to item_sizes' column.
const itemPrice = sql.raw(`"items"."price_cents"`);
const itemId = sql.raw(`"items"."id"`);

const over = (aggregate: "min" | "max") =>
  sql<
    number | null
  >`(select ${sql.raw(aggregate)}(coalesce(s.price_cents, ${itemPrice})) from ${itemSizes} s where s.item_id = ${itemId} and s.retired_at is null)`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  );

export const sizePriceRangeSql = {
  minSizePriceCents: over("min"),
  maxSizePriceCents: over("max"),
};
