// Search on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): any form of an
// English word, Kiswahili names, category names in both languages, fragments typed so far, best
// matches first, and the indexes that keep it from reading the whole table.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { insertItem, searchItems } from "../../app/modules/catalogue/catalogue.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";

describe.each(databaseKinds)("search on %s", (kind) => {
  let database: Database;
  const names = async (text: string) =>
    (await searchItems(database.db, text)).entries.map((item) => item.name);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const base = Date.UTC(2026, 0, 1);
    const add = (name: string, type: string, nameSw: string | null, n: number) => {
      const id = randomUUID();
      return insertItem(database.db, {
        id,
        name,
        nameSw,
        type,
        priceCents: 1000_00,
        imageKey: `images/${id}/x`,
        createdAt: new Date(base + n * 1000),
      });
    };
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
