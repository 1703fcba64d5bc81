// What protects a shopper and the shop at Place Order: an order is placed only at the total the page
// showed (a price changed, an item deleted or a new delivery fee refuses it, placing nothing), never
// above the largest order taken online (with 64-bit totals, a wholesale order of Ksh 30 million fits),
// and no account places more than its hour's orders, however many it sends at once.
import { flatDelivery } from "../../app/lib/delivery.ts";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { items } from "../../app/db/schema/catalogue.ts";
import { orders } from "../../app/db/schema/orders.ts";
import { itemRules } from "../../app/lib/rules/item.ts";
import { addToCart, getCart } from "../../app/modules/cart/cart.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import { databaseKinds } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { useTestShop } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const options: PlaceOptions = {
  delivery: flatDelivery(0),
  publicUrl: "http://shop.test",
  shop: testShopContact,
};

describe.each(databaseKinds)("checkout limits on %s", (kind) => {
  const test = useTestShop(kind);

  const ordersOf = async (userId: string) =>
    (await test.db.select().from(orders).where(eq(orders.userId, userId))).length;

  it("refuses an order whose total changed since the page showed it, placing nothing, and takes it at the new total", async () => {
    const shopper = await makeUser(test.shop.auth, test.db);
    const item = await makeItem(test.db, { priceCents: 1000_00 });
    const other = await makeItem(test.db, { priceCents: 500_00 });
    await addToCart(test.db, shopper.id, item.id, 2, "");
    await addToCart(test.db, shopper.id, other.id, 1, "");
    const shown = (await getCart(test.db, shopper.id)).totalCents;
    expect(shown).toBe(2500_00);

    // Staff raise a price meanwhile.
    await test.db.update(items).set({ priceCents: 1100_00 }).where(eq(items.id, item.id));
    expect(
      await placeOrder(test.db, shopper.id, checkoutInput({ shownTotalCents: shown }), options),
    ).toEqual({ ok: false, reason: "total-changed", totalCents: 2700_00 });
    // ... and delete an item.
    await test.db.delete(items).where(eq(items.id, other.id));
    expect(
      await placeOrder(test.db, shopper.id, checkoutInput({ shownTotalCents: 2700_00 }), options),
    ).toEqual({ ok: false, reason: "total-changed", totalCents: 2200_00 });
    // ... and the delivery fee changes.
    expect(
      await placeOrder(test.db, shopper.id, checkoutInput({ shownTotalCents: 2200_00 }), {
        ...options,
        delivery: flatDelivery(300_00),
      }),
    ).toEqual({
      ok: false,
      reason: "total-changed",
      totalCents: 2500_00,
    });
    expect(await ordersOf(shopper.id)).toBe(0);
    expect((await getCart(test.db, shopper.id)).lines).toHaveLength(1);

    const placed = await placeOrder(
      test.db,
      shopper.id,
      checkoutInput({ shownTotalCents: 2500_00 }),
      { ...options, delivery: flatDelivery(300_00) },
    );
    expect(placed).toMatchObject({ ok: true, repeated: false });
  });

  it("takes a wholesale order above what 32 bits hold, and refuses one above the largest taken online", async () => {
    const shopper = await makeUser(test.shop.auth, test.db);
    const dear = await makeItem(test.db, { priceCents: itemRules.priceCents.max });
    await addToCart(test.db, shopper.id, dear.id, 3, "");
    const total = 3 * itemRules.priceCents.max;
    expect(
      await placeOrder(test.db, shopper.id, checkoutInput(), {
        ...options,
        maxTotalCents: total - 1,
      }),
    ).toEqual({ ok: false, reason: "over-limit", maxCents: total - 1 });
    expect(await ordersOf(shopper.id)).toBe(0);

    const placed = await placeOrder(
      test.db,
      shopper.id,
      checkoutInput({ shownTotalCents: total }),
      { ...options, maxTotalCents: total },
    );
    if (!placed.ok) throw new Error(placed.reason);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.totalCents).toBe(3_000_000_000);
  });

  it("places at most the hour's orders of an account, also when they are sent at once", async () => {
    const shopper = await makeUser(test.shop.auth, test.db);
    const item = await makeItem(test.db, { priceCents: 100_00 });
    const limited = { ...options, ordersPerHour: 2 };
    const placeOne = async () => {
      await addToCart(test.db, shopper.id, item.id, 1, "");
      return placeOrder(
        test.db,
        shopper.id,
        checkoutInput({ idempotencyKey: randomUUID() }),
        limited,
      );
    };
    expect(await placeOne()).toMatchObject({ ok: true });
    const rest = await Promise.all([placeOne(), placeOne(), placeOne(), placeOne()]);
    expect(rest.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(rest.filter((outcome) => !outcome.ok)).toEqual(
      Array(3).fill({ ok: false, reason: "too-many-orders", limit: 2 }),
    );
    expect(await ordersOf(shopper.id)).toBe(2);
    // Another account is not held back.
    const other = await makeUser(test.shop.auth, test.db);
    await addToCart(test.db, other.id, item.id, 1, "");
    expect(await placeOrder(test.db, other.id, checkoutInput(), limited)).toMatchObject({
      ok: true,
    });
  });
});
