// Owns reading and adding catalogue items: listings, one item, substring search.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items, type Item } from "../../db/schema/catalogue.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";

export type { Item };

export const pageSize = 24;
export const featuredCount = 8;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isItemId(value: string): boolean {
  return uuidPattern.test(value);
}

export interface Page<T> {
  entries: T[];
  page: number;
  hasNext: boolean;
}

/** Page numbers beyond this are refused as not found: deep offsets would scan the index. */
export const maxPage = 5000;

export function parsePage(raw: string | null): number | null {
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= maxPage ? page : null;
}

/** The newest items, for the landing page. */
export function listFeatured(db: Db, limit = featuredCount): Promise<Item[]> {
  return db.select().from(items).orderBy(desc(items.createdAt), desc(items.id)).limit(limit);
}

/** One page of the whole catalogue, newest first (the items desk). */
export function listNewest(db: Db, page: number): Promise<Page<Item>> {
  return newestPage(db, undefined, page);
}

/** One page of a category, newest first; the type matches ignoring case. */
export function listByType(db: Db, type: string, page: number): Promise<Page<Item>> {
  return newestPage(db, eq(sql`lower(${items.type})`, type.trim().toLowerCase()), page);
}

async function newestPage(db: Db, where: SQL | undefined, page: number): Promise<Page<Item>> {
  const rows = await db
    .select()
    .from(items)
    .where(where)
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { entries: rows.slice(0, pageSize), page, hasNext: rows.length > pageSize };
}

export async function getItem(db: Db, id: string): Promise<Item | undefined> {
  if (!isItemId(id)) return undefined;
  const [item] = await db.select().from(items).where(eq(items.id, id));
  return item;
}

export interface SearchHit {
  id: string;
  name: string;
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
): Promise<Page<Item>> {
  const text = normaliseSearch(rawText);
  if (text === "") return { entries: [], page, hasNext: false };
  const rows = await db
    .select()
    .from(items)
    .where(sql`lower(${items.name}) like ${`%${escapeLike(text)}%`}`)
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
  createdBy?: string | null;
  /** Normally written by the database; given only by seeds and tests that need a known order. */
  createdAt?: Date;
}

export async function insertItem(db: Db, item: NewItem): Promise<Item> {
  const [row] = await db.insert(items).values(item).returning();
  return row!;
}
