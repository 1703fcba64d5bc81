// Search on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): any form of an
// English word, Kiswahili names, category names in both languages, fragments typed so far, best
// matches first, and the indexes that keep it from reading the whole table.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { categories, items } from "../../app/db/schema/catalogue.ts";
import { insertItem } from "../../app/modules/catalogue/catalogue.server.ts";
import { searchItems } from "../../app/modules/catalogue/search.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";

/** An item's row, made `n` seconds after the start of 2026 (search lists the newest first). */
function itemRow(name: string, type: string, n: number, nameSw: string | null = null) {
  const id = randomUUID();
  return {
    id,
    name,
    nameSw,
    type,
    priceCents: 1000_00,
    imageKey: `images/${id}/x`,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000),
  };
}

describe.each(databaseKinds)("search on %s", (kind) => {
  let database: Database;
  const names = async (text: string) =>
    (await searchItems(database.db, text)).entries.map((item) => item.name);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const add = (name: string, type: string, nameSw: string | null, n: number) =>
      insertItem(database.db, itemRow(name, type, n, nameSw));
    await add("Kitenge Maxi Dress", "women", "Gauni Refu la Kitenge", 1);
    await add("Leather Oxford Shoes", "shoes", "Viatu vya Ngozi", 2);
    await add("Canvas Sneakers", "shoes", "Raba za Turubai", 3);
    await add("Hairdresser Cape", "households", null, 4);
    await add("Running Shorts", "sports", "Kaptula ya Kukimbia", 5);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("finds any form of an English word", async () => {
    expect(await names("dresses")).toContain("Kitenge Maxi Dress");
    expect(await names("shoe")).toContain("Leather Oxford Shoes");
    expect(await names("DRESS")).toContain("Kitenge Maxi Dress");
  });

  it("finds Kiswahili names and the items of a category named in either language", async () => {
    expect(await names("gauni")).toEqual(["Kitenge Maxi Dress"]);
    // "viatu" names the shoes category (VIATU) and one shoe's Kiswahili name: both shoes, that one first.
    expect(await names("viatu")).toEqual(["Leather Oxford Shoes", "Canvas Sneakers"]);
    expect(await names("sports wear")).toEqual(["Running Shorts"]);
    expect(await names("mavazi ya michezo")).toEqual(["Running Shorts"]);
  });

  it("puts whole-word matches before fragments, and finds what is being typed", async () => {
    // "dress" is a word of the dress's name; "Hairdresser" only contains it.
    expect(await names("dress")).toEqual(["Kitenge Maxi Dress", "Hairdresser Cape"]);
    expect(await names("sneak")).toEqual(["Canvas Sneakers"]);
    expect(await names("zebra")).toEqual([]);
    expect(await names("   ")).toEqual([]);
    // Characters with a meaning in a query or a LIKE pattern are only punctuation: no error.
    expect(await names("dress & | ! ( ) : * ' \\ %")).toContain("Kitenge Maxi Dress");
    expect(await names("100%")).toEqual([]);
  });

  it("reads one or two letters as the start of a word, in either language", async () => {
    expect(await names("sn")).toEqual(["Canvas Sneakers"]);
    expect(await names("KU")).toEqual(["Running Shorts"]); // Kaptula ya Kukimbia
    // Inside a word is not the start of one: "es" is in Dress and Shoes.
    expect(await names("es")).toEqual([]);
  });

  it("reads the word index, not the whole table", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from items where search_document @@ websearch_to_tsquery('english', 'dresses')`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain("items_search_idx");
  });

  it("keeps no pending list in the search indexes, so a search never reads one through", async () => {
    // PGlite has no autovacuum to empty a GIN index's pending list: with it on, 100,000 items made
    // each search read three lists of up to 4 MB (docs/performance.md, search at 100,000 items).
    const result = await database.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('items_search_idx', 'items_name_trgm_idx', 'items_name_sw_trgm_idx') order by relname`,
    );
    const rows = (result as unknown as { rows: { relname: string; reloptions: string[] | null }[] })
      .rows;
    expect(rows.map((row) => [row.relname, row.reloptions])).toEqual([
      ["items_name_sw_trgm_idx", ["fastupdate=false"]],
      ["items_name_trgm_idx", ["fastupdate=false"]],
      ["items_search_idx", ["fastupdate=false"]],
    ]);
  });
});

// More matches than the search reads whole: a word many items share is read newest first from the
// newest-first index, page by page, and the later tiers still follow it.
describe.each(databaseKinds)("search of a word many items share, on %s", (kind) => {
  let database: Database;
  const hats = 230;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(items).values([
      ...Array.from({ length: hats }, (_, n) => itemRow(`Safari Hat ${n + 1}`, "hats", n + 1)),
      // Newer than every hat, but "safari" is only a fragment of its name: after the hats.
      itemRow("Safarini Bag", "bags", hats + 1),
    ]);
    await database.db
      .insert(categories)
      .values({ route: "hats", name: "SAFARI WEAR", nameSw: "MAVAZI YA SAFARI", position: 50 });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists the word's items newest first, 24 a page, then the fragment's", async () => {
    const first = await searchItems(database.db, "safari");
    expect(first.entries.map((entry) => entry.name)).toEqual(
      Array.from({ length: 24 }, (_, n) => `Safari Hat ${hats - n}`),
    );
    expect(first.hasNext).toBe(true);
    // 230 = 9 pages of 24 and 14: the tenth page ends with the bag.
    const last = await searchItems(database.db, "safari", { page: 10 });
    expect(last.entries.map((entry) => entry.name)).toEqual([
      ...Array.from({ length: 14 }, (_, n) => `Safari Hat ${14 - n}`),
      "Safarini Bag",
    ]);
    expect(last.hasNext).toBe(false);
    expect((await searchItems(database.db, "safari", { page: 11 })).entries).toEqual([]);
  });

  it("lists an item once, though its name's words and its category both find it", async () => {
    // "safari" is a word of the hats' names and of their category's name (SAFARI WEAR).
    const all: string[] = [];
    for (let page = 1; ; page++) {
      const found = await searchItems(database.db, "safari", { page });
      all.push(...found.entries.map((entry) => entry.name));
      if (!found.hasNext) break;
    }
    expect(all).toHaveLength(hats + 1);
    expect(new Set(all).size).toBe(hats + 1);
    // A category's name alone finds its items.
    const byCategory = await searchItems(database.db, "safari wear");
    expect(byCategory.entries[0]!.name).toBe(`Safari Hat ${hats}`);
    expect(byCategory.hasNext).toBe(true);
  });

  it("says whether an item of the listing is sold out, and its sizes' price range", async () => {
    const [newest] = (await searchItems(database.db, "safari")).entries;
    expect(newest).toMatchObject({
      soldOut: false,
      minSizePriceCents: null,
      maxSizePriceCents: null,
    });
  });
});
