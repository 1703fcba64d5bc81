// Owns reading and adding catalogue items: listings (each item with whether it is sold out, in the
// same query), one item with the sizes it sells, substring search.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { preparedPerDb } from "../../db/prepared.server.ts";
import { items, type Item, type ItemSize } from "../../db/schema/catalogue.ts";
import type { CatalogueSort } from "../../lib/catalogue-sorts.ts";
import { isUuid } from "../../lib/ids.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";
import { activeSizes, lowStockSql, soldOutSql } from "./stock.server.ts";
import { sizePriceRangeSql } from "./size-prices.server.ts";

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

const listed = { ...getTableColumns(items), soldOut: soldOutSql, ...sizePriceRangeSql };

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
  const [item] = await db.select().from(items).where(eq(items.id, id));
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

/**
 * Items whose name contains the text, ignoring case, newest first (like the listings). Newest first
 * also keeps a common word cheap: the newest-first index is read until a page is full, where an
 * order by name had to read and sort every match (thousands at 100,000 items); a rare word is
 * served by the trigram index.
 */
export async function searchItems(
  db: Db,
  rawText: string,
  { page = 1, perPage = pageSize }: { page?: number; perPage?: number } = {},
): Promise<Page<ListedItem>> {
  const text = normaliseSearch(rawText);
  if (text === "") return { entries: [], page, hasNext: false };
  const rows = await db
    .select(listed)
    .from(items)
    .where(nameContains(text))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  return { entries: rows.slice(0, perPage), page, hasNext: rows.length > perPage };
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
  /** Of an item without sizes; null or absent: not counted. */
  stock?: number | null;
  createdBy?: string | null;
  /** Normally written by the database; given only by seeds and tests that need a known order. */
  createdAt?: Date;
}

export async function insertItem(db: Db, item: NewItem): Promise<Item> {
  const [row] = await db.insert(items).values(item).returning();
  return row!;
}
