// Owns reading and adding catalogue items: listings (each item with whether it is sold out, in the
// same query), one item with the sizes it sells, search (words in any form, in English and
// Kiswahili, in names and categories, best matches first).
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { QuantityBreak } from "../../lib/quantity-breaks.ts";
import { preparedPerDb } from "../../db/prepared.server.ts";
import { categories, items, type Item, type ItemSize } from "../../db/schema/catalogue.ts";
import type { CatalogueSort } from "../../lib/catalogue-sorts.ts";
import { isUuid } from "../../lib/ids.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";
import { activeSizes, lowStockSql, soldOutSql } from "./stock.server.ts";
import { sizePriceRangeSql } from "./size-prices.server.ts";

// What the shop reads of an item: every column but the search document (the database's own).
const { searchDocument: _searchDocument, ...columns } = getTableColumns(items);
export const itemColumns = columns;

export type { Item };

/**
 * An item in a listing: the row, whether nothing of it is left, and the lowest and highest price
 * of the sizes it sells (null without sizes), so that a card can say "From Ksh. ...".
 */
export type ListedItem = Item & {
  soldOut: boolean;
  minSizePriceCents: number | null;
  maxSizePriceCents: number | null;
};

const listed = { ...itemColumns, soldOut: soldOutSql, ...sizePriceRangeSql };

export const pageSize = 24;
const featuredCount = 8;

export interface Page<T> {
  entries: T[];
  page: number;
  hasNext: boolean;
}

/** Page numbers beyond this are refused as not found: deep offsets would scan the index. */
const maxPage = 5000;

export function parsePage(raw: string | null): number | null {
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= maxPage ? page : null;
}

/** The newest items, for the landing page. */
export function listFeatured(db: Db, limit = featuredCount): Promise<ListedItem[]> {
  return db.select(listed).from(items).orderBy(desc(items.createdAt), desc(items.id)).limit(limit);
}

const newestFirst = [desc(items.createdAt), desc(items.id)];

/** A category's page, prepared: every category page reads it. */
const categoryPage = preparedPerDb((db) =>
  db
    .select(listed)
    .from(items)
    .where(eq(sql`lower(${items.type})`, sql.placeholder("type")))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("category_page"),
);

/** One page of a category, newest first; the type matches ignoring case. */
export async function listByType(db: Db, type: string, page: number): Promise<Page<ListedItem>> {
  const rows = await categoryPage(db).execute({
    type: type.trim().toLowerCase(),
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
  });
  return pageOf(rows, page);
}

const catalogueOrder: Record<CatalogueSort, SQL[]> = {
  newest: newestFirst,
  // By the price staff set on the item; equal prices by id, so that pages never overlap. One index,
  // (price, id), serves both directions (read backwards for the dearest first).
  "price-asc": [asc(items.priceCents), asc(items.id)],
  "price-desc": [desc(items.priceCents), desc(items.id)],
};

/** One page of every item, in the order asked. */
export async function listCatalogue(
  db: Db,
  { sort, page }: { sort: CatalogueSort; page: number },
): Promise<Page<ListedItem>> {
  const rows = await db
    .select(listed)
    .from(items)
    .orderBy(...catalogueOrder[sort])
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return pageOf(rows, page);
}

/** One page of the catalogue for the items desk: searched by name, and only low or sold-out stock when asked. */
export function listForDesk(
  db: Db,
  { page, search, stock }: { page: number; search: string; stock: "all" | "low" | "sold-out" },
): Promise<Page<ListedItem>> {
  const text = normaliseSearch(search);
  const conditions = [
    ...(text ? [nameContains(text)] : []),
    ...(stock === "low" ? [lowStockSql] : stock === "sold-out" ? [soldOutSql] : []),
  ];
  return newestPage(db, conditions.length > 0 ? and(...conditions) : undefined, page);
}

function nameContains(text: string): SQL {
  return sql`lower(${items.name}) like ${`%${escapeLike(text)}%`}`;
}

async function newestPage(db: Db, where: SQL | undefined, page: number): Promise<Page<ListedItem>> {
  const rows = await db
    .select(listed)
    .from(items)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return pageOf(rows, page);
}

/** A page of `pageSize` from rows read one past it (that one says whether a next page exists). */
function pageOf(rows: ListedItem[], page: number): Page<ListedItem> {
  return { entries: rows.slice(0, pageSize), page, hasNext: rows.length > pageSize };
}

export async function getItem(db: Db, id: string): Promise<Item | undefined> {
  if (!isUuid(id)) return undefined;
  const [item] = await db.select(itemColumns).from(items).where(eq(items.id, id));
  return item;
}

/** An item with the sizes it sells now (none for an item without sizes). */
export async function getItemWithSizes(
  db: Db,
  id: string,
): Promise<{ item: Item; sizes: ItemSize[] } | undefined> {
  const item = await getItem(db, id);
  if (!item) return undefined;
  return { item, sizes: await activeSizes(db, [item.id]) };
}

/** Fewer matches than this are few: they are all read and sorted; more are read newest first. */
const fewMatches = 200;

/**
 * The ids of the newest `count` items matching `where`. A rare word's matches are all read from its
 * index and sorted; a common word's are read from the newest-first index, which meets a page of
 * them at once. One plan for both read the whole table for a word no item has (a walk of the
 * newest-first index hoping to meet one) or sorted thousands of rows for a common one: p95 816 ms
 * at 100,000 items, against a few ms this way.
 */
async function newestMatching(
  db: Db,
  where: SQL,
  count: number,
  { indexed }: { indexed: boolean },
): Promise<string[]> {
  // From the condition's own index, never a scan: with a limit and no order the planner would
  // rather scan, hoping to meet enough matches soon, and read the whole table for a rare word.
  const probe = !indexed
    ? []
    : await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx
          .select({ id: items.id, createdAt: items.createdAt })
          .from(items)
          .where(where)
          .limit(fewMatches);
      });
  if (indexed && probe.length < fewMatches)
    return probe
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, count)
      .map((row) => row.id);
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(where)
    .orderBy(...newestFirst)
    .limit(count);
  return rows.map((row) => row.id);
}

/** The words searched for, in any English form and as typed (Kiswahili, brand names). */
const wordsOf = (text: string): SQL =>
  sql`(websearch_to_tsquery('english'::regconfig, ${text}) || websearch_to_tsquery('simple'::regconfig, ${text}))`;

/**
 * The routes of the categories whose name (English or Kiswahili) or route has the text's words
 * (whole words: a fragment or a stray apostrophe would otherwise match WOMEN'S WEAR).
 */
async function categoriesMatching(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ route: categories.route })
    .from(categories)
    .where(
      sql`(to_tsvector('english'::regconfig, ${categories.name}) || to_tsvector('simple'::regconfig, ${categories.nameSw}) || to_tsvector('simple'::regconfig, replace(${categories.route}, '-', ' '))) @@ ${wordsOf(text)}`,
    );
  return rows.map((row) => row.route);
}

/**
 * Items found by the text, best matches first: items with a word of the text in their name, in any
 * form (`dresses` finds a Dress, `shoe` finds Shoes) or as typed in Kiswahili; then items whose name
 * only contains the text (a word being typed: `sneak`); then the other items of a category the
 * text names (`viatu` finds the shoes). Newest first within each.
 *
 * Each of the three is its own query (newestMatching), read up to the page's end and no further,
 * from its index (the word index, the trigram indexes, the type index).
 */
export async function searchItems(
  db: Db,
  rawText: string,
  { page = 1, perPage = pageSize }: { page?: number; perPage?: number } = {},
): Promise<Page<ListedItem>> {
  const text = normaliseSearch(rawText);
  if (text === "") return { entries: [], page, hasNext: false };
  const words = wordsOf(text);
  const like = `%${escapeLike(text)}%`;
  const byWord = sql`${items.searchDocument} @@ ${words}`;
  const byFragment = sql`(lower(${items.name}) like ${like} or lower(${items.nameSw}) like ${like})`;
  const routes = await categoriesMatching(db, text);
  const byCategory =
    routes.length > 0
      ? sql`lower(${items.type}) in (${sql.join(
          routes.map((route) => sql`${route}`),
          sql`, `,
        )})`
      : null;
  // Simple conditions (an item in two tiers is skipped in the later one): the planner estimates
  // them well.
  // A fragment shorter than a trigram has no index to read: its matches are met newest first.
  const tiers = [
    { where: byWord, indexed: true },
    { where: byFragment, indexed: text.length >= 3 },
    ...(byCategory ? [{ where: byCategory, indexed: true }] : []),
  ];
  // Rows up to the end of the page asked for, and one more (it says whether a next page exists).
  const wanted = page * perPage + 1;
  const found: ListedItem[] = [];
  for (const { where, indexed } of tiers) {
    if (found.length >= wanted) break;
    const seen = new Set(found.map((item) => item.id));
    const ids = (await newestMatching(db, where, wanted - found.length + seen.size, { indexed }))
      .filter((id) => !seen.has(id))
      .slice(0, wanted - found.length);
    if (ids.length === 0) continue;
    const rows = await db.select(listed).from(items).where(inArray(items.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) if (byId.has(id)) found.push(byId.get(id)!);
  }
  const start = (page - 1) * perPage;
  return {
    entries: found.slice(start, start + perPage),
    page,
    hasNext: found.length > start + perPage,
  };
}

export async function countItems(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(items);
  return row?.n ?? 0;
}

export interface NewItem {
  id?: string;
  name: string;
  type: string;
  priceCents: number;
  imageKey: string;
  /** The other pictures after the main one, in order. */
  moreImageKeys?: string[];
  nameSw?: string | null;
  description?: string | null;
  descriptionSw?: string | null;
  /** Of an item without sizes; null or absent: not counted. */
  stock?: number | null;
  createdBy?: string | null;
  /** Normally written by the database; given only by seeds and tests that need a known order. */
  createdAt?: Date;
  /** Quantity breaks for wholesale buyers (decision 0031); absent: none. */
  wholesaleBreaks?: QuantityBreak[];
  packSize?: number | null;
}

export async function insertItem(db: Db, item: NewItem): Promise<Item> {
  const [row] = await db.insert(items).values(item).returning(itemColumns);
  return row!;
}
