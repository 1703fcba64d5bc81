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
} from "../../app/modules/catalogue/catalogue.server.ts";
import { searchItems } from "../../app/modules/catalogue/search.server.ts";
import { demoCategories, demoItems } from "../../app/modules/demo/index.server.ts";
import { seedDemoCatalogue } from "../../app/modules/catalogue/demo-seed.server.ts";
import { seedRoutes } from "../../app/lib/categories.ts";
import { categoryTiles } from "../../app/modules/catalogue/categories.server.ts";
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
      expect(added).toBe(demoItems.length);
      // Each item the demo sells wholesale carries its breaks and pack size.
      const withBreaks = await db.execute(
        sql`select count(*)::int as n, count(pack_size)::int as packs from items where jsonb_array_length(wholesale_breaks) > 0`,
      );
      expect((withBreaks as unknown as { rows: unknown[] }).rows[0]).toEqual({
        n: demoItems.filter((demo) => (demo.wholesale ?? []).length > 0).length,
        packs: demoItems.filter((demo) => demo.packSize !== undefined).length,
      });
      for (const route of [...seedRoutes, "bags", "art"]) {
        expect((await listByType(db, route, 1)).entries.length, route).toBeGreaterThanOrEqual(4);
      }
      // Bags and art join the seed's six; every category has a tile picture.
      const tiles = await categoryTiles(db);
      expect(tiles.map((tile) => tile.route)).toEqual([...seedRoutes, "bags", "art"]);
      expect(tiles.every((tile) => tile.imageKey !== null)).toBe(true);
      expect(tiles.find((tile) => tile.route === "bags")).toMatchObject({ nameSw: "MIKOBA" });
      // Every item with both names, both descriptions and at least two pictures.
      const found = (await searchItems(db, "Kitenge Maxi Dress")).entries[0]!;
      const dress = (await getItem(db, found.id))!;
      expect(dress).toMatchObject({ nameSw: "Gauni Refu la Kitenge" });
      expect(dress.description).toMatch(/floor-length dress/);
      expect(dress.descriptionSw).toMatch(/Gauni refu/);
      expect(dress.moreImageKeys.length).toBeGreaterThanOrEqual(1);
      expect(await storage.read(`${dress.moreImageKeys[0]}-800.webp`)).not.toBeNull();
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
  }, 180_000);
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
        // Only the seeded items' and tiles' pictures are left, and the landing page's hero.
        const folders = readdirSync(path.join(uploads, "images"));
        expect(folders).toContain("hero");
        expect(folders.length).toBe(demoItems.length + demoCategories.length + 1);
      } finally {
        for (const database of opened) await database.close();
        await server.drop();
        rmSync(uploads, { recursive: true, force: true });
      }
    }, 300_000);
  },
);
