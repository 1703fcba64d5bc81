// Sizes and stock on a real database: sizes edited (added, retired, brought back) with their stock
// kept, every staff change of stock in the history, the cart's rules per size, shoppers racing for
// the last pieces (exactly as many orders as pieces, never below zero, nothing half-done), and a
// cancelled order's pieces put back.
import { announceChange } from "../../app/db/changes.server.ts";
import { flatDelivery } from "../../app/lib/delivery.ts";
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createChangeFeed, type ChangeTopic } from "../../app/db/changes.server.ts";
import type { Database, Db } from "../../app/db/client.server.ts";
import { items, itemSizes, stockChanges } from "../../app/db/schema/catalogue.ts";
import { cartLines } from "../../app/db/schema/cart.ts";
import { orderLines, orders } from "../../app/db/schema/orders.ts";
import { addToCart, getCart, setQuantity } from "../../app/modules/cart/cart.server.ts";
import { listByType, listForDesk } from "../../app/modules/catalogue/catalogue.server.ts";
import { saveSizesAndStock } from "../../app/modules/catalogue/sizes.server.ts";
import { applyOrderAction } from "../../app/modules/desk/order-actions.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const placeOptions: PlaceOptions = {
  delivery: flatDelivery(0),
  publicUrl: "http://shop.test",
  shop: testShopContact,
};
const noSizeFields = {
  sizeStock: new Map<string, number | null>(),
  sizePrice: new Map<string, number | null>(),
};

describe.each(databaseKinds)("sizes and stock on %s", (kind) => {
  let database: Database;
  let db: Db;
  let shop: ReturnType<typeof testServices>;
  let staff: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    shop = testServices(db);
    staff = await makeUser(shop.auth, db, "admin");
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  /** An item with these sizes and the same stock for each (or, without sizes, its own stock), as staff add it. */
  async function stockedItem(labels: string[], stock: number | null, type = "women") {
    const item = await makeItem(db, { type });
    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, null, {
        labels,
        stock,
        ...noSizeFields,
        reason: "received",
        staffId: staff.id,
      }),
    );
    return item;
  }
  const sizesOf = (itemId: string) =>
    db
      .select()
      .from(itemSizes)
      .where(eq(itemSizes.itemId, itemId))
      .orderBy(asc(itemSizes.position));
  const sizeNamed = async (itemId: string, label: string) =>
    (await sizesOf(itemId)).find((size) => size.label === label)!;
  const itemStock = async (itemId: string) =>
    (await db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId)))[0]!.stock;
  const customer = () => makeUser(shop.auth, db);
  const place = (userId: string) => placeOrder(db, userId, checkoutInput(), placeOptions);

  it("keeps each size's stock when sizes are added, taken off and typed again, and records every change", async () => {
    const item = await stockedItem(["S", "M", "L"], 5);
    expect(
      (await sizesOf(item.id)).map((size) => [size.label, size.stock, size.retiredAt]),
    ).toEqual([
      ["S", 5, null],
      ["M", 5, null],
      ["L", 5, null],
    ]);
    const shopper = await customer();
    const small = await sizeNamed(item.id, "S");
    expect(await addToCart(db, shopper.id, item.id, 1, "", small.id)).toBe("added");

    const medium = await sizeNamed(item.id, "M");
    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, null, {
        labels: ["m", "L", "XL"],
        stock: 7,
        sizeStock: new Map([[medium.id, 4]]),
        sizePrice: new Map([[medium.id, 150_00]]),
        reason: "damaged",
        staffId: staff.id,
      }),
    );
    const after = await sizesOf(item.id);
    expect(
      after
        .filter((size) => !size.retiredAt)
        .map((size) => [size.label, size.stock, size.priceCents]),
    ).toEqual([
      ["m", 4, 150_00],
      ["L", 5, null],
      ["XL", 7, null],
    ]);
    // S is retired, not deleted: it left the shopper's cart, and its stock stays for when it comes back.
    expect(after.find((size) => size.id === small.id)).toMatchObject({
      stock: 5,
      retiredAt: expect.any(Date),
    });
    expect((await getCart(db, shopper.id)).lines).toEqual([]);

    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, null, {
        labels: ["S", "M", "L", "XL"],
        stock: null,
        ...noSizeFields,
        reason: "counted",
        staffId: staff.id,
      }),
    );
    expect(
      (await sizesOf(item.id)).map((size) => [size.label, size.stock, size.retiredAt]),
    ).toEqual([
      ["S", 5, null],
      ["M", 4, null],
      ["L", 5, null],
      ["XL", 7, null],
    ]);

    const history = await db
      .select({
        sizeId: stockChanges.sizeId,
        from: stockChanges.fromStock,
        to: stockChanges.toStock,
        reason: stockChanges.reason,
        by: stockChanges.changedBy,
      })
      .from(stockChanges)
      .where(eq(stockChanges.itemId, item.id))
      .orderBy(asc(stockChanges.createdAt), asc(stockChanges.reason));
    const xl = await sizeNamed(item.id, "XL");
    expect(history).toEqual(
      expect.arrayContaining([
        { sizeId: small.id, from: null, to: 5, reason: "received", by: staff.id },
        { sizeId: medium.id, from: 5, to: 4, reason: "damaged", by: staff.id },
        { sizeId: xl.id, from: null, to: 7, reason: "damaged", by: staff.id },
      ]),
    );
    // Unchanged figures are not changes.
    expect(history.filter((change) => change.from === change.to)).toEqual([]);
    expect(history).toHaveLength(5);
  });

  it("counts an item without sizes on the item itself, and drops that count when it gets sizes", async () => {
    const item = await stockedItem([], 12, "households");
    expect(await itemStock(item.id)).toBe(12);
    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, 12, {
        labels: ["Small", "Large"],
        stock: 3,
        ...noSizeFields,
        reason: "counted",
        staffId: staff.id,
      }),
    );
    expect(await itemStock(item.id)).toBeNull();
    expect((await sizesOf(item.id)).map((size) => size.stock)).toEqual([3, 3]);
  });

  it("keeps one cart line per item and size, and never more than is left", async () => {
    const item = await stockedItem(["S", "M", "XL"], 3);
    const [small, medium, extraLarge] = await sizesOf(item.id);
    await db.update(itemSizes).set({ stock: 0 }).where(eq(itemSizes.id, extraLarge!.id));
    const shopper = await customer();

    expect(await addToCart(db, shopper.id, item.id, 1, "")).toBe("choose-size");
    expect(await addToCart(db, shopper.id, item.id, 1, "", randomUUID())).toBe("choose-size");
    expect(await addToCart(db, shopper.id, item.id, 1, "", extraLarge!.id)).toBe("sold-out");
    expect(await addToCart(db, shopper.id, item.id, 4, "", small!.id)).toEqual({
      tooMany: true,
      left: 3,
    });
    expect(await addToCart(db, shopper.id, item.id, 2, "S please", small!.id)).toBe("added");
    expect(await addToCart(db, shopper.id, item.id, 1, "", small!.id)).toBe("already-in-cart");
    expect(await addToCart(db, shopper.id, item.id, 1, "", medium!.id)).toBe("added");

    const cart = await getCart(db, shopper.id);
    expect(cart.lines.map((line) => [line.sizeLabel, line.quantity, line.left])).toEqual([
      ["S", 2, 3],
      ["M", 1, 3],
    ]);
    expect(cart.shortLines).toEqual([]);
    const smallLine = cart.lines[0]!;
    expect(await setQuantity(db, shopper.id, smallLine.lineId, 4)).toEqual({
      tooMany: true,
      left: 3,
    });
    expect(await setQuantity(db, shopper.id, smallLine.lineId, 3)).toBe(true);

    // The shelf empties under the cart: the line is short, and lowering it is always allowed.
    await db.update(itemSizes).set({ stock: 1 }).where(eq(itemSizes.id, small!.id));
    expect((await getCart(db, shopper.id)).shortLines).toEqual([smallLine.lineId]);
    expect(await setQuantity(db, shopper.id, smallLine.lineId, 2)).toBe(true);
    expect(await setQuantity(db, shopper.id, smallLine.lineId, 1)).toBe(true);
    expect((await getCart(db, shopper.id)).shortLines).toEqual([]);
  });

  it("prices a size with its own price, and the order keeps the size it was sold in", async () => {
    const item = await makeItem(db, { type: "shoes", priceCents: 4200_00 });
    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, null, {
        labels: ["44", "45"],
        stock: 5,
        ...noSizeFields,
        reason: "received",
        staffId: staff.id,
      }),
    );
    const large = await sizeNamed(item.id, "45");
    await db.update(itemSizes).set({ priceCents: 4500_00 }).where(eq(itemSizes.id, large.id));
    const shopper = await customer();
    await addToCart(db, shopper.id, item.id, 2, "", large.id);
    expect((await getCart(db, shopper.id)).totalCents).toBe(9000_00);
    const placed = await place(shopper.id);
    if (!placed.ok) throw new Error(placed.reason);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(line).toMatchObject({
      sizeId: large.id,
      sizeLabel: "45",
      unitPriceCents: 4500_00,
      quantity: 2,
      lineTotalCents: 9000_00,
    });
    expect((await sizeNamed(item.id, "45")).stock).toBe(3);
  });

  for (const sized of [false, true]) {
    it(`sells ${sized ? "the last pieces of a size" : "the last pieces of an item"} once: 20 shoppers race for 5, exactly 5 orders`, async () => {
      const item = await stockedItem(sized ? ["M"] : [], 5);
      const sizeId = sized ? (await sizeNamed(item.id, "M")).id : null;
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer()));
      for (const shopper of shoppers)
        expect(await addToCart(db, shopper.id, item.id, 1, "", sizeId)).toBe("added");

      const outcomes = await Promise.all(shoppers.map((shopper) => place(shopper.id)));
      const placed = outcomes.filter((outcome) => outcome.ok);
      expect(placed).toHaveLength(5);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      expect(refused).toHaveLength(15);
      for (const outcome of refused) {
        // The refusal names the item (and size) and says how many are left: none.
        expect(outcome).toEqual({
          ok: false,
          reason: "out-of-stock",
          name: item.name,
          sizeLabel: sized ? "M" : null,
          left: 0,
        });
      }
      expect(sized ? (await sizeNamed(item.id, "M")).stock : await itemStock(item.id)).toBe(0);
      // Nothing half-done: the refused shoppers have their carts and no order.
      const refusedShoppers = shoppers.filter((_, index) => !outcomes[index]!.ok);
      for (const shopper of refusedShoppers) {
        expect(await db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
        expect(
          (await db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).map(
            (line) => line.itemId,
          ),
        ).toEqual([item.id]);
      }
    });
  }

  it("refuses a whole order when one of its lines is short, taking nothing", async () => {
    const plenty = await stockedItem([], 10, "households");
    const scarce = await stockedItem([], 1, "households");
    const shopper = await customer();
    await addToCart(db, shopper.id, plenty.id, 3, "");
    await addToCart(db, shopper.id, scarce.id, 1, "");
    await db.update(items).set({ stock: 0 }).where(eq(items.id, scarce.id));
    expect(await place(shopper.id)).toEqual({
      ok: false,
      reason: "out-of-stock",
      name: scarce.name,
      sizeLabel: null,
      left: 0,
    });
    expect(await itemStock(plenty.id)).toBe(10);
    expect((await getCart(db, shopper.id)).lines).toHaveLength(2);
  });

  it("tells every server's kept pages when an order takes counted stock, and not when it took none", async () => {
    const uncounted = await stockedItem([], null, "households");
    const counted = await stockedItem(["M"], 4);
    const feed = createChangeFeed();
    await feed.listenTo(database.listen);
    const heard: (ChangeTopic | null)[] = [];
    feed.subscribe((topic) => heard.push(topic));
    try {
      const shopper = await customer();
      await addToCart(db, shopper.id, uncounted.id, 1, "");
      expect(await place(shopper.id)).toMatchObject({ ok: true });
      await addToCart(db, shopper.id, counted.id, 1, "", (await sizeNamed(counted.id, "M")).id);
      expect(await place(shopper.id)).toMatchObject({ ok: true });
      // Notices arrive in commit order: a notice of the first order would come before this one.
      await vi.waitFor(() => expect(heard).not.toHaveLength(0));
      expect(heard).toEqual(["catalogue"]);
    } finally {
      await feed.stop();
    }
  });

  it("puts a cancelled order's pieces back in the same change; a delivered order keeps them taken", async () => {
    const item = await stockedItem(["M"], 5);
    const medium = await sizeNamed(item.id, "M");
    const unsized = await stockedItem([], 4, "households");
    const shopper = await customer();

    const order = async () => {
      await addToCart(db, shopper.id, item.id, 2, "", medium.id);
      await addToCart(db, shopper.id, unsized.id, 1, "");
      const placed = await place(shopper.id);
      if (!placed.ok) throw new Error(placed.reason);
      return placed.orderId;
    };
    const cancelled = await order();
    expect((await sizeNamed(item.id, "M")).stock).toBe(3);
    expect(await itemStock(unsized.id)).toBe(3);
    const outcome = await applyOrderAction(
      db,
      cancelled,
      staff.id,
      { intent: "cancel", expectedStatus: "pending", reason: "Customer changed her mind" },
      placeOptions,
    );
    expect(outcome.ok).toBe(true);
    expect((await sizeNamed(item.id, "M")).stock).toBe(5);
    expect(await itemStock(unsized.id)).toBe(4);

    const delivered = await order();
    for (const action of [
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "cashondelivery",
        reference: "",
      },
      { intent: "mark-shipped", expectedStatus: "paid", note: "" },
      { intent: "mark-delivered", expectedStatus: "shipped" },
    ] as const) {
      expect((await applyOrderAction(db, delivered, staff.id, action, placeOptions)).ok).toBe(true);
    }
    expect((await sizeNamed(item.id, "M")).stock).toBe(3);
    expect(await itemStock(unsized.id)).toBe(3);
  });

  it("says in listings which items are sold out, and finds low and sold-out stock for the desk", async () => {
    const type = `stock-${randomUUID().slice(0, 8)}`;
    const soldOutSizes = await stockedItem(["S", "M"], 0, type);
    const soldOutItem = await stockedItem([], 0, type);
    const low = await stockedItem(["S", "M"], 8, type);
    await db
      .update(itemSizes)
      .set({ stock: 2 })
      .where(and(eq(itemSizes.itemId, low.id), eq(itemSizes.label, "M")));
    const plenty = await stockedItem(["S"], 8, type);
    const uncounted = await makeItem(db, { type });

    const listed = (await listByType(db, type, 1)).entries;
    const soldOutOf = new Map(listed.map((item) => [item.id, item.soldOut]));
    expect(soldOutOf).toEqual(
      new Map([
        [soldOutSizes.id, true],
        [soldOutItem.id, true],
        [low.id, false],
        [plenty.id, false],
        [uncounted.id, false],
      ]),
    );
    const ids = async (stock: "low" | "sold-out") =>
      (await listForDesk(db, { page: 1, search: "", stock })).entries
        .filter((item) => item.type === type)
        .map((item) => item.id)
        .sort();
    expect(await ids("low")).toEqual([soldOutSizes.id, soldOutItem.id, low.id].sort());
    expect(await ids("sold-out")).toEqual([soldOutSizes.id, soldOutItem.id].sort());
  });

  it("announces a catalogue change for an order only when pages then show what is left", async () => {
    // Every notice on the change feed, in commit order; a "settings" notice sent after each step
    // marks where that step's notices end.
    const notices: (string | null)[] = [];
    const stopListening = await database.listen("shop_changes", (topic) => notices.push(topic));
    const noticesOf = async (step: () => Promise<unknown>) => {
      notices.length = 0;
      await step();
      await announceChange(db, "settings");
      await expect.poll(() => notices.includes("settings")).toBe(true);
      return notices.slice(0, notices.indexOf("settings"));
    };
    try {
      // The low-stock mark is 3: 6 left shows nothing, 3 left shows "Only 3 left".
      const sized = await stockedItem(["S"], 8);
      const plain = await stockedItem([], 8);
      const small = await sizeNamed(sized.id, "S");
      const buy = async (itemId: string, quantity: number, sizeId: string | null) => {
        const shopper = await customer();
        expect(await addToCart(db, shopper.id, itemId, quantity, "", sizeId)).toBe("added");
        expect((await place(shopper.id)).ok).toBe(true);
      };
      expect(await noticesOf(() => buy(sized.id, 2, small.id))).toEqual([]);
      expect(await noticesOf(() => buy(plain.id, 2, null))).toEqual([]);
      expect(await noticesOf(() => buy(sized.id, 3, small.id))).toEqual(["catalogue"]);
      expect(await noticesOf(() => buy(plain.id, 3, null))).toEqual(["catalogue"]);
    } finally {
      await stopListening();
    }
  });
});
