// Owns finding items by what a shopper types (the results page and the search panel): words in any
// form, in English and Kiswahili, in names and in category names, best matches first, each tier
// read from its own index so that a search stays a few milliseconds at 100,000 items.
import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { categories, items } from "../../db/schema/catalogue.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";
import {
  newestFirst,
  pageSize,
  selectListed,
  type ListedItem,
  type Page,
} from "./catalogue.server.ts";

/** The words searched for, in any English form and as typed (Kiswahili, brand names). */
const wordsOf = (text: string): SQL =>
  sql`(websearch_to_tsquery('english'::regconfig, ${text}) || websearch_to_tsquery('simple'::regconfig, ${text}))`;

interface Tier {
  /** The tier's condition; null when it can find nothing (a text that names no category). */
  where: (tx: Db) => Promise<SQL | null>;
  /** Whether an index finds the tier's matches (a fragment shorter than a trigram has none). */
  indexed: boolean;
}

/**
 * A search's tiers, best first: items with a word of the text in their name, in any form
 * (`dresses` finds a Dress, `shoe` finds Shoes) or as typed in Kiswahili; then items whose name only
 * contains the text (a word being typed: `sneak`; see fragmentTier); then the items of a category
 * the text names (`viatu` finds the shoes).
 */
function tiersOf(text: string): Tier[] {
  return [
    { where: async () => sql`${items.searchDocument} @@ ${wordsOf(text)}`, indexed: true },
    fragmentTier(text),
    { where: (tx) => inCategoriesNamed(tx, text), indexed: true },
  ];
}

/**
 * Items whose name contains the text, from the trigram indexes. One or two letters or digits have
 * no trigram: they are read as the start of a word, from the word index (`sh` finds Shirt and
 * Shoes, as a box that suggests while one types should); other short text (`%`) is met newest
 * first, reading the items until a page is found.
 */
function fragmentTier(text: string): Tier {
  if (text.length >= 3 || !/^[\p{L}\p{N}]+$/u.test(text)) {
    const like = `%${escapeLike(text)}%`;
    return {
      where: async () =>
        sql`(lower(${items.name}) like ${like} or lower(${items.nameSw}) like ${like})`,
      indexed: text.length >= 3,
    };
  }
  return {
    where: async () =>
      sql`${items.searchDocument} @@ to_tsquery('simple'::regconfig, ${`${text}:*`})`,
    indexed: true,
  };
}

/**
 * Items of the categories whose name (English or Kiswahili) or route has the text's words (whole
 * words: a fragment or a stray apostrophe would otherwise match WOMEN'S WEAR); null when the text
 * names none. Asked apart, not as a subquery of the items' statement: that one took the planner
 * 4.6 ms to plan against 0.3 ms to run.
 */
async function inCategoriesNamed(tx: Db, text: string): Promise<SQL | null> {
  const named = await tx
    .select({ route: categories.route })
    .from(categories)
    .where(
      sql`(to_tsvector('english'::regconfig, ${categories.name}) || to_tsvector('simple'::regconfig, ${categories.nameSw}) || to_tsvector('simple'::regconfig, replace(${categories.route}, '-', ' '))) @@ ${wordsOf(text)}`,
    );
  if (named.length === 0) return null;
  return sql`lower(${items.type}) in (${sql.join(
    named.map((category) => sql`${category.route}`),
    sql`, `,
  )})`;
}

/** Fewer matches than this are few: they are all read and sorted; more are read newest first. */
const fewMatches = 200;

/**
 * The ids of every item matching `where`, newest first, when they are few; null when they are many.
 * Read from the condition's own index (the search's transaction forbids a scan) and answered as one
 * line of text, not as up to 200 rows.
 */
async function fewNewest(tx: Db, where: SQL): Promise<string[] | null> {
  const probe = tx
    .select({ id: items.id, createdAt: items.createdAt })
    .from(items)
    .where(where)
    .limit(fewMatches)
    .as("probe");
  const [row] = await tx
    .select({
      ids: sql<string | null>`case when count(*) < ${fewMatches} then
        coalesce(string_agg(${probe.id}::text, ' ' order by ${probe.createdAt} desc, ${probe.id} desc), '') end`,
    })
    .from(probe);
  const ids = row?.ids ?? null;
  return ids === null ? null : ids.split(" ").filter(Boolean);
}

/**
 * The newest `count` items matching a tier, leaving out `skip` (items an earlier tier found). A
 * rare word's matches are all read from its index and sorted; a common word's are read from the
 * newest-first index, which meets a page of them at once. One plan for both read the whole table
 * for a word no item has (a walk of the newest-first index hoping to meet one) or sorted thousands
 * of rows for a common one: p95 816 ms at 100,000 items, against a few ms this way.
 */
async function newestMatching(
  tx: Db,
  where: SQL,
  { indexed, count, skip }: { indexed: boolean; count: number; skip: Set<string> },
): Promise<ListedItem[]> {
  const few = indexed ? await fewNewest(tx, where) : null;
  if (few) {
    const ids = few.filter((id) => !skip.has(id)).slice(0, count);
    if (ids.length === 0) return [];
    const byId = new Map(
      (await selectListed(tx).where(inArray(items.id, ids))).map((row) => [row.id, row]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const rows = await selectListed(tx)
    .where(where)
    .orderBy(...newestFirst)
    .limit(count + skip.size);
  return rows.filter((row) => !skip.has(row.id)).slice(0, count);
}

/**
 * Items found by the text, best matches first (the tiers of `tiersOf`), newest first within each.
 * A tier is asked only when the ones before it did not fill the page, and reads up to the page's
 * end and no further.
 */
export async function searchItems(
  db: Db,
  rawText: string,
  { page = 1, perPage = pageSize }: { page?: number; perPage?: number } = {},
): Promise<Page<ListedItem>> {
  const text = normaliseSearch(rawText);
  if (text === "") return { entries: [], page, hasNext: false };
  // Rows up to the end of the page asked for, and one more (it says whether a next page exists).
  const wanted = page * perPage + 1;
  const found = await db.transaction(async (tx) => {
    // Every statement from an index, never a scan: with a limit and no order the planner would
    // rather scan, hoping to meet enough matches soon, and read the whole table for a rare word.
    // A scan still chosen (the few categories have no index for their words) then looks so dear
    // that a PostgreSQL server would compile it first (JIT: 30 to 230 ms), so no JIT either.
    // One transaction for the whole search: its statements follow one another at once.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
    );
    const found: ListedItem[] = [];
    for (const tier of tiersOf(text)) {
      if (found.length >= wanted) break;
      const where = await tier.where(tx);
      if (!where) continue;
      const skip = new Set(found.map((item) => item.id));
      const count = wanted - found.length;
      found.push(...(await newestMatching(tx, where, { indexed: tier.indexed, count, skip })));
    }
    return found;
  });
  const start = (page - 1) * perPage;
  return {
    entries: found.slice(start, start + perPage),
    page,
    hasNext: found.length > start + perPage,
  };
}
