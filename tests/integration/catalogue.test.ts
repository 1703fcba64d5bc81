// The catalogue module on a real database: listings, one item, search, and the demo seed (also by
// two servers at once on one PostgreSQL database).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import {
  countItems,
  getItem,
  listByType,
  listFeatured,
  pageSize,
  searchItems,
} from "../../app/modules/catalogue/catalogue.server.ts";
import { demoItems } from "../../app/modules/catalogue/demo-catalogue.ts";
import { seedDemoCatalogue } from "../../app/modules/catalogue/demo-seed.server.ts";
import { categories } from "../../app/lib/categories.ts";
import { imageWidths } from "../../app/lib/images.ts";
import { diskStorage } from "../../app/modules/storage/disk.server.ts";
import sharp from "sharp";
import { createServerDatabase, databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeItem } from "../support/factories.ts";

describe.each(databaseKinds)("catalogue on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists a category ignoring case, newest first, 24 a page", async () => {
    const { db } = database;
    const base = Date.UTC(2026, 0, 1);
    for (let n = 0; n < pageSize + 2; n++) {
      await makeItem(db, {
        type: n % 2 ? "Bags" : "BAGS",
        name: `Bag ${n}`,
        createdAt: new Date(base + n * 1000),
      });
    }
    await makeItem(db, { type: "shoes" });

    const first = await listByType(db, "bags", 1);
    expect(first.entries).toHaveLength(pageSize);
    expect(first.hasNext).toBe(true);
    expect(first.entries[0]!.name).toBe(`Bag ${pageSize + 1}`);
    expect(first.entries.every((item) => item.type.toLowerCase() === "bags")).toBe(true);

    const second = await listByType(db, "BaGs", 2);
    expect(second.entries.map((item) => item.name)).toEqual(["Bag 1", "Bag 0"]);
    expect(second.hasNext).toBe(false);

    expect((await listByType(db, "no-such-type", 1)).entries).toEqual([]);
  });

  it("features the 8 newest items", async () => {
    const newest = await makeItem(database.db, {
      name: "Brand new kikoi",
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const featured = await listFeatured(database.db);
    expect(featured).toHaveLength(8);
    expect(featured[0]!.id).toBe(newest.id);
  });

  it("finds one item by id, and nothing for unknown or malformed ids", async () => {
    const item = await makeItem(database.db, { name: "Leso", priceCents: 350_00 });
    expect(await getItem(database.db, item.id)).toMatchObject({ name: "Leso", priceCents: 350_00 });
    expect(await getItem(database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await getItem(database.db, "not-a-uuid")).toBeUndefined();
    expect(await getItem(database.db, "'; drop table items; --")).toBeUndefined();
  });

  it("searches names by case-insensitive substring, with wildcards taken literally", async () => {
    const { db } = database;
    await makeItem(db, { name: "Kitenge Maxi Dress" });
    await makeItem(db, { name: "kitenge print shirt" });
    await makeItem(db, { name: "100% Cotton Tee" });
    await makeItem(db, { name: "Snake_case Belt" });

    const names = async (text: string) =>
      (await searchItems(db, text)).entries.map((i) => i.name).sort();
    expect(await names("KITENGE")).toEqual(["Kitenge Maxi Dress", "kitenge print shirt"]);
    expect(await names("tenge ma")).toEqual(["Kitenge Maxi Dress"]);
    expect(await names("%")).toEqual(["100% Cotton Tee"]);
    expect(await names("_")).toEqual(["Snake_case Belt"]);
    expect(await names("'")).toEqual([]);
    expect(await names("")).toEqual([]);
    expect(await names("x".repeat(10_000))).toEqual([]);
  });

  it("can answer a substring search from the trigram index", async () => {
    // With few rows the planner rightly prefers a scan; forbidding it shows the index fits the query.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select * from items where lower(name) like '%kitenge%'`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain("items_name_trgm_idx");
  });

  it("seeds the demo catalogue once, with a picture for every item", async () => {
    // An empty database of its own: the seed only fills a shop that has no items.
    const empty = await openTestDatabase(kind);
    const { db } = empty;
    const uploads = mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    try {
      const storage = diskStorage(uploads);
      const added = await seedDemoCatalogue(db, storage);
      expect(added).toBeGreaterThanOrEqual(36);
      // Items the described demo catalogue sells wholesale carry its breaks (and pack size).
      const wholesale = await db.execute(
        sql`select name, wholesale_breaks, pack_size from items where name in ('Cotton Polo Shirt', 'Ankle Socks (6 Pairs)') order by name`,
      );
      expect((wholesale as unknown as { rows: unknown[] }).rows).toEqual([
        {
          name: "Ankle Socks (6 Pairs)",
          wholesale_breaks: [
            { minQuantity: 6, priceCents: 550_00 },
            { minQuantity: 12, priceCents: 500_00 },
          ],
          pack_size: 6,
        },
        {
          name: "Cotton Polo Shirt",
          wholesale_breaks: [
            { minQuantity: 6, priceCents: 1250_00 },
            { minQuantity: 12, priceCents: 1150_00 },
          ],
          pack_size: null,
        },
      ]);
      for (const category of categories) {
        expect((await listByType(db, category.type, 1)).entries.length).toBeGreaterThanOrEqual(6);
      }
      const [item] = await listFeatured(db, 1);
      const thumb = await storage.read(`${item!.imageKey}-${imageWidths.thumb}.webp`);
      const chunks: Buffer[] = [];
      for await (const chunk of thumb!.body) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(imageWidths.thumb);
      expect(thumb!.size).toBeLessThan(15 * 1024);

      expect(await seedDemoCatalogue(db, storage)).toBe(0);
      expect(await countItems(db)).toBe(added);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
      await empty.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "the demo seed on one PostgreSQL database shared by two servers",
  () => {
    it("seeds once when both start at once, and the loser's pictures are removed", async () => {
      const server = await createServerDatabase();
      const opened = [
        await openDatabase({ kind: "postgres", url: server.url }),
        await openDatabase({ kind: "postgres", url: server.url }),
      ];
      const uploads = mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
      try {
        // One bucket for both, as two servers share S3.
        const storage = diskStorage(uploads);
        const added = await Promise.all(
          opened.map((database) => seedDemoCatalogue(database.db, storage)),
        );
        expect(added.filter((n) => n > 0)).toEqual([demoItems.length]);
        expect(await countItems(opened[0]!.db)).toBe(demoItems.length);
        // Only the seeded items' pictures are left.
        expect(readdirSync(path.join(uploads, "images")).length).toBe(demoItems.length);
      } finally {
        for (const database of opened) await database.close();
        await server.drop();
        rmSync(uploads, { recursive: true, force: true });
      }
    }, 60_000);
  },
);
