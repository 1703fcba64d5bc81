// Owns the catalogue tables: the items shoppers browse, their sizes with stock, and every change of
// stock staff make (who, when, from, to, why).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { QuantityBreak } from "../../lib/quantity-breaks.ts";
import { categoryRules, routePatternSql } from "../../lib/rules/category.ts";
import { itemRules, stockChangeReasons, type StockChangeReason } from "../../lib/rules/item.ts";
import { wholesaleRules } from "../../lib/rules/wholesale.ts";
import { byAccount } from "./accounts.ts";
import { between, charLength, filledInCheck, oneOf } from "./checks.ts";
import { cents, moment, randomId, writtenAt } from "./columns.ts";

/** A PostgreSQL full-text document (written by the database: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What search reads of an item: its English name stemmed (`dresses` and `dress` are one word) and
 * as typed, and its Kiswahili name as typed (PostgreSQL has no Kiswahili stemmer). Category names
 * are matched on the categories table, which is small.
 */
const searchDocument = sql`setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(name_sw, '')), 'B')`;

/**
 * The search indexes take each new or changed item into their tree at once (`fastupdate` off). With
 * PostgreSQL's default, new entries wait in a pending list that every search reads through, item by
 * item, until a vacuum (or an analyze by the autovacuum daemon) empties it: PGlite has no such
 * daemon, so an embedded shop's list only grew — 100,000 items made each search read three lists of
 * up to 4 MB (15 to 160 ms per index) instead of 0.1 to 3 ms. Items are written far more rarely than
 * searched, so the writer pays.
 */
const searchIndexStorage = { fastupdate: false };

/** Stock is a count within the rule's range, or null: not counted (sold without limit). */
const stockCheck = (column: AnyPgColumn) =>
  sql`${column} is null or ${between(column, itemRules.stock)}`;

/**
 * The shop's categories, as the owner keeps them: the landing page's tiles in `position` order (the
 * hidden ones left out) and the choices of an item's `Item Type`. An item names its category by the
 * route in `items.type` (decision 0027).
 */
export const categories = pgTable(
  "categories",
  {
    id: randomId(),
    route: text("route").notNull(),
    name: text("name").notNull(),
    nameSw: text("name_sw").notNull(),
    /** Storage key prefix of the tile picture's variants (as an item's); null: the tile has none. */
    imageKey: text("image_key"),
    position: integer("position").notNull(),
    visible: boolean("visible").notNull().default(true),
    createdAt: writtenAt(),
  },
  (t) => [
    uniqueIndex("categories_route_unique").on(t.route),
    check("categories_route_form", sql`${t.route} ~ ${sql.raw(`'${routePatternSql}'`)}`),
    filledInCheck(t.route, categoryRules.route.maxLength),
    filledInCheck(t.name, categoryRules.name.maxLength),
    filledInCheck(t.nameSw, categoryRules.name.maxLength),
    check("categories_position_range", between(t.position, categoryRules.position)),
  ],
);

export type Category = typeof categories.$inferSelect;

export const items = pgTable(
  "items",
  {
    id: randomId(),
    name: text("name").notNull(),
    /** The name in Kiswahili; null: the English name on Kiswahili pages too. */
    nameSw: text("name_sw"),
    /** What a shopper reads below the price; null: none. */
    description: text("description"),
    descriptionSw: text("description_sw"),
    type: text("type").notNull(),
    /** Ksh cents. */
    priceCents: cents("price_cents").notNull(),
    /** Pieces left of an item without sizes; null: not counted. (An item with sizes counts per size.) */
    stock: integer("stock"),
    /** At or below this many left: "low stock" on the desk, "Only N left" for shoppers. */
    lowStockAt: integer("low_stock_at").notNull().default(itemRules.lowStockAt.default),
    /** Storage key prefix of the image variants: `images/{itemId}/{name}`; `-300.webp` and `-800.webp` are appended. */
    imageKey: text("image_key").notNull(),
    /** The item's other pictures after the main one, in order (each a key prefix like `imageKey`). */
    moreImageKeys: text("more_image_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchDocument: tsvector("search_document").generatedAlwaysAs(searchDocument),
    createdAt: writtenAt(),
    /** The account that added the item; null for the demo catalogue. */
    createdBy: byAccount("created_by"),
    /** Quantity breaks for wholesale buyers, ascending quantities (decision 0031); empty: none. */
    wholesaleBreaks: jsonb("wholesale_breaks")
      .$type<QuantityBreak[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Pieces in one pack for wholesale buyers; null: by the piece. */
    packSize: integer("pack_size"),
  },
  (t) => [
    check("items_price_positive", sql`${t.priceCents} > 0`),
    check("items_price_range", between(t.priceCents, itemRules.priceCents)),
    filledInCheck(t.name, itemRules.name.maxLength),
    filledInCheck(t.type, itemRules.type.maxLength),
    check(
      "items_name_sw_length",
      sql`${t.nameSw} is null or ${charLength(t.nameSw, { min: 1, max: itemRules.name.maxLength })}`,
    ),
    check(
      "items_description_length",
      sql`${t.description} is null or ${charLength(t.description, { min: 1, max: itemRules.description.maxLength })}`,
    ),
    check(
      "items_description_sw_length",
      sql`${t.descriptionSw} is null or ${charLength(t.descriptionSw, { min: 1, max: itemRules.description.maxLength })}`,
    ),
    check(
      "items_pictures_count",
      sql`coalesce(array_length(${t.moreImageKeys}, 1), 0) < ${sql.raw(String(itemRules.pictures.maxCount))}`,
    ),
    check("items_stock_range", stockCheck(t.stock)),
    check("items_low_stock_at_range", between(t.lowStockAt, itemRules.lowStockAt)),
    check("items_wholesale_breaks_list", sql`jsonb_typeof(${t.wholesaleBreaks}) = 'array'`),
    check(
      "items_pack_size_range",
      sql`${t.packSize} is null or ${between(t.packSize, wholesaleRules.packSize)}`,
    ),
    // Category pages: type matched case-insensitively, newest first, keyset-friendly. NULLS FIRST
    // is what `order by ... desc` means: an index in any other null order cannot serve the sort,
    // and a category of 100,000 items was then read whole and sorted (bench: 47 ms against 1 ms).
    index("items_type_created_idx").on(
      sql`lower(${t.type})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Featured items: the newest.
    index("items_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The whole catalogue by price (/shop's Sort by), either way.
    index("items_price_idx").on(t.priceCents, t.id),
    // Substring search on the name without scanning the table.
    index("items_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .with(searchIndexStorage),
    index("items_name_sw_trgm_idx")
      .using("gin", sql`lower(${t.nameSw}) gin_trgm_ops`)
      .with(searchIndexStorage),
    // Word search (any form of an English word, Kiswahili words as typed).
    index("items_search_idx").using("gin", t.searchDocument).with(searchIndexStorage),
  ],
);

/** An item as the shop reads it (the search document is the database's own). */
export type Item = Omit<typeof items.$inferSelect, "searchDocument">;

/** The item a row belongs to: deleting the item deletes the row. */
export const itemOfRow = () =>
  uuid("item_id")
    .notNull()
    .references(() => items.id, { onDelete: "cascade" });

/**
 * An item's sizes, in the order staff typed them. A size taken off the item is retired, not deleted:
 * orders (and the stock history) keep pointing at it, and typing it again brings it back.
 */
export const itemSizes = pgTable(
  "item_sizes",
  {
    id: randomId(),
    itemId: itemOfRow(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    /** Pieces left; null: not counted. */
    stock: integer("stock"),
    /** This size's own price (bigger shoe sizes); null: the item's price. */
    priceCents: cents("price_cents"),
    retiredAt: moment("retired_at"),
    createdAt: writtenAt(),
  },
  (t) => [
    uniqueIndex("item_sizes_item_label_unique").on(t.itemId, sql`lower(${t.label})`),
    index("item_sizes_item_idx").on(t.itemId, t.position),
    filledInCheck(t.label, itemRules.sizes.labelMaxLength),
    check("item_sizes_stock_range", stockCheck(t.stock)),
    check(
      "item_sizes_price_range",
      sql`${t.priceCents} is null or ${between(t.priceCents, itemRules.priceCents)}`,
    ),
  ],
);

export type ItemSize = typeof itemSizes.$inferSelect;

/** Every stock figure staff changed: of a size, or of an item without sizes. */
export const stockChanges = pgTable(
  "stock_changes",
  {
    id: randomId(),
    itemId: itemOfRow(),
    sizeId: uuid("size_id").references(() => itemSizes.id, { onDelete: "cascade" }),
    changedBy: byAccount("changed_by"),
    /** null: not counted. */
    fromStock: integer("from_stock"),
    toStock: integer("to_stock"),
    reason: text("reason").$type<StockChangeReason>().notNull(),
    createdAt: writtenAt(),
  },
  (t) => [
    index("stock_changes_item_idx").on(t.itemId, t.createdAt.desc().nullsFirst()),
    check("stock_changes_reason_known", oneOf(t.reason, stockChangeReasons)),
  ],
);
