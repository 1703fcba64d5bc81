// The whole catalogue (/shop's listing) on a real database: every item, newest first or by price
// either way, 24 a page with no item on two pages; and the price a card shows ("From" the lowest
// when the sizes on sale cost differently; retired sizes do not count).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { itemSizes, items } from "../../app/db/schema/catalogue.ts";
import { toSummary } from "../../app/lib/item-summary.ts";
import { listCatalogue, pageSize } from "../../app/modules/catalogue/catalogue.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeItem } from "../support/factories.ts";

describe.each(databaseKinds)("the whole catalogue on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists every item newest first or by price, a page at a time, each item once", async () => {
    const { db } = database;
    await db.delete(items);
    const base = Date.UTC(2026, 0, 1);
    // Prices repeat (ties must still page cleanly); types differ (every category is listed).
    for (let n = 0; n < pageSize + 6; n++)
      await makeItem(db, {
        type: n % 3 ? "men" : "households",
        priceCents: (1 + (n % 7)) * 100_00,
        createdAt: new Date(base + n * 60_000),
      });
    const all = async (sort: "newest" | "price-asc" | "price-desc") => {
      const first = await listCatalogue(db, { sort, page: 1 });
      const second = await listCatalogue(db, { sort, page: 2 });
      expect(first.entries).toHaveLength(pageSize);
      expect(first.hasNext).toBe(true);
      expect(second.entries).toHaveLength(6);
      expect(second.hasNext).toBe(false);
      return [...first.entries, ...second.entries];
    };
    const newest = await all("newest");
    const times = newest.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const sort of ["price-asc", "price-desc"] as const) {
      const listed = await all(sort);
      expect(new Set(listed.map((item) => item.id)).size).toBe(pageSize + 6);
      const prices = listed.map((item) => item.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === "price-asc" ? a - b : b - a)));
    }
  });

  it("says From the lowest price when the sizes on sale cost differently", async () => {
    const { db } = database;
    await db.delete(items);
    const plain = await makeItem(db, { name: "Plain", priceCents: 500_00 });
    const samePrice = await makeItem(db, { name: "Same", priceCents: 800_00 });
    const dearer = await makeItem(db, { name: "Dearer", priceCents: 2_000_00 });
    await db.insert(itemSizes).values([
      { itemId: samePrice.id, label: "S", position: 0 },
      { itemId: samePrice.id, label: "M", position: 1, priceCents: 800_00 },
      { itemId: dearer.id, label: "40", position: 0 },
      { itemId: dearer.id, label: "46", position: 1, priceCents: 2_400_00 },
      // Retired sizes are no longer sold: their price is not "from".
      { itemId: dearer.id, label: "30", position: 2, priceCents: 900_00, retiredAt: new Date() },
    ]);
    const { entries } = await listCatalogue(db, { sort: "price-asc", page: 1 });
    const shown = Object.fromEntries(
      entries.map((item) => [item.name, toSummary(item, "en").listPrice]),
    );
    expect(shown).toEqual({
      Plain: { cents: 500_00, from: false },
      Same: { cents: 800_00, from: false },
      Dearer: { cents: 2_000_00, from: true },
    });
    expect(plain.priceCents).toBe(500_00);
  });
});
