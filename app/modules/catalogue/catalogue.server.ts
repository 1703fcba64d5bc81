// Owns reading and adding catalogue items: listings (each item with whether it is sold out and its
// sizes' price range, in the same query) and one item with the sizes it sells. Search, which lists
// items too, is search.server.ts.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { QuantityBreak } from "../../lib/quantity-breaks.ts";
import { preparedPerDb } from "../../db/prepared.server.ts";
import { items, type Item, type ItemSize } from "../../db/schema/catalogue.ts";
import type { CatalogueSort } from "../../lib/catalogue-sorts.ts";
import { isUuid } from "../../lib/ids.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";
import { activeSizes, lowStockSql, soldOutSql } from "./stock.server.ts";
import { listedSizeColumns, sizesOnSale } from "./size-prices.server.ts";

// What the shop reads of an item: every column but the search document (the database's own).
const { searchDocument: _searchDocument, ...columns } = getTableColumns(items);
export const itemColumns = columns;

export type { Item };

/**
 * What a listing reads of an item: what its card shows (and the items desk's stock columns), not its
 * descriptions, further pictures or wholesale terms. PGlite hands every column of every row to
 * JavaScript one by one: the whole row made a page of 25 cost twice as much.
 */
const listedColumns = {
  id: items.id,
  name: items.name,
  nameSw: items.nameSw,
  type: items.type,
  priceCents: items.priceCents,
  imageKey: items.imageKey,
  stock: items.stock,
  lowStockAt: items.lowStockAt,
  createdAt: items.createdAt,
};

/**
 * An item in a listing: its listed columns, whether nothing of it is left, and the lowest and
 * highest price of the sizes it sells (null without sizes), so that a card can say "From Ksh. ...".
 */
export type ListedItem = Pick<Item, keyof typeof listedColumns> & {
  soldOut: boolean;
  minSizePriceCents: number | null;
  maxSizePriceCents: number | null;
};

const listed = { ...listedColumns, ...listedSizeColumns };

/** Items as listings show them: each with what its sizes on sale say (one subquery per item). */
export const selectListed = (db: Db) =>
  db
    .select(listed)
    .from(items)
    .leftJoinLateral(sizesOnSale, sql`true`);

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

export const newestFirst = [desc(items.createdAt), desc(items.id)];

/** The newest items, for the landing page. */
export function listFeatured(db: Db, limit = featuredCount): Promise<ListedItem[]> {
  return selectListed(db)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** A category's page, prepared: every category page reads it. */
const categoryPage = preparedPerDb((db) =>
  selectListed(db)
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
  const rows = await selectListed(db)
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
  const rows = await selectListed(db)
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
