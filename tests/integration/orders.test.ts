// Cart and orders on a real database: totals from current prices, duplicate adds, ownership,
// idempotent and atomic order placement, snapshots that survive catalogue changes.
import { flatDelivery } from "../../app/lib/delivery.ts";
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { items } from "../../app/db/schema/catalogue.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { orderLines, orders } from "../../app/db/schema/orders.ts";
import {
  addToCart,
  cartCount,
  getCart,
  removeLine,
  setQuantity,
  stepQuantity,
} from "../../app/modules/cart/cart.server.ts";
import { checkoutForm } from "../../app/modules/orders/checkout-form.ts";
import { getOrderForViewer } from "../../app/modules/orders/order-view.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import { fieldErrors } from "../../app/lib/forms.server.ts";
import { inEnglish } from "../support/english.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const options: PlaceOptions = {
  delivery: flatDelivery(0),
  publicUrl: "http://shop.test",
  shop: testShopContact,
};

const checkout = checkoutInput;

describe.each(databaseKinds)("cart and orders on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
    alice = await makeUser(shop.auth, database.db);
    bob = await makeUser(shop.auth, database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it("totals the cart from current catalogue prices", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    const dress = await makeItem(db, { priceCents: 2450_00 });
    const socks = await makeItem(db, { priceCents: 600_50 });
    expect(await addToCart(db, user.id, dress.id, 2, "Size M")).toBe("added");
    expect(await addToCart(db, user.id, socks.id, 3, "")).toBe("added");
    let cart = await getCart(db, user.id);
    expect(cart.totalQuantity).toBe(5);
    expect(cart.totalCents).toBe(2 * 2450_00 + 3 * 600_50);
    expect(await cartCount(db, user.id)).toBe(5);

    await db.update(items).set({ priceCents: 2000_00 }).where(eq(items.id, dress.id));
    cart = await getCart(db, user.id);
    expect(cart.totalCents).toBe(2 * 2000_00 + 3 * 600_50);
    expect(cart.lines.find((l) => l.itemId === dress.id)).toMatchObject({
      instructions: "Size M",
      lineTotalCents: 4000_00,
    });
  });

  it("does not add an item twice, nor an unknown or deleted item", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    const item = await makeItem(db);
    expect(await addToCart(db, user.id, item.id, 1, "")).toBe("added");
    expect(await addToCart(db, user.id, item.id, 5, "again")).toBe("already-in-cart");
    expect((await getCart(db, user.id)).lines).toHaveLength(1);
    expect(await addToCart(db, user.id, randomUUID(), 1, "")).toBe("no-such-item");
    expect(await addToCart(db, user.id, "not-a-uuid", 1, "")).toBe("no-such-item");

    await db.delete(items).where(eq(items.id, item.id));
    expect((await getCart(db, user.id)).lines).toEqual([]);
  });

  it("changes and removes only the owner's lines", async () => {
    const { db } = database;
    const item = await makeItem(db);
    await addToCart(db, alice.id, item.id, 2, "");
    const [line] = (await getCart(db, alice.id)).lines.filter((l) => l.itemId === item.id);
    expect(await setQuantity(db, bob.id, line!.lineId, 9)).toBe(false);
    expect(await removeLine(db, bob.id, line!.lineId)).toBe(false);
    expect(await stepQuantity(db, bob.id, line!.lineId, 1)).toBe(false);
    expect(
      (await getCart(db, alice.id)).lines.find((l) => l.lineId === line!.lineId)?.quantity,
    ).toBe(2);

    expect(await stepQuantity(db, alice.id, line!.lineId, 1)).toBe(true);
    expect(await setQuantity(db, alice.id, line!.lineId, 7)).toBe(true);
    expect(
      (await getCart(db, alice.id)).lines.find((l) => l.lineId === line!.lineId)?.quantity,
    ).toBe(7);
    expect(await removeLine(db, alice.id, line!.lineId)).toBe(true);
    expect(await removeLine(db, alice.id, line!.lineId)).toBe(false);
  });

  it("keeps quantities and instructions within the database's own limits", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    const item = await makeItem(db);
    await expect(addToCart(db, user.id, item.id, 0, "")).rejects.toThrow();
    await expect(addToCart(db, user.id, item.id, 10_001, "")).rejects.toThrow();
    await expect(addToCart(db, user.id, item.id, 1, "x".repeat(501))).rejects.toThrow();
    expect((await getCart(db, user.id)).lines).toEqual([]);
  });

  it("places an order: snapshot lines, totals with the delivery fee, empty cart, one queued e-mail", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    const shirt = await makeItem(db, { name: "Kitenge Shirt", type: "men", priceCents: 2100_00 });
    await addToCart(db, user.id, shirt.id, 3, "Size L");
    const input = checkout({ email: user.email });
    const placed = await placeOrder(db, user.id, input, {
      ...options,
      delivery: flatDelivery(250_00),
    });
    expect(placed).toMatchObject({ ok: true, repeated: false });
    if (!placed.ok) return;

    const found = await getOrderForViewer(db, placed.orderId, user);
    expect(found?.order).toMatchObject({
      status: "pending",
      paymentMethod: "mpesa",
      shippingCity: "Nakuru",
      itemsTotalCents: 6300_00,
      deliveryFeeCents: 250_00,
      totalCents: 6550_00,
    });
    expect(found?.lines).toEqual([
      expect.objectContaining({
        itemId: shirt.id,
        name: "Kitenge Shirt",
        type: "men",
        unitPriceCents: 2100_00,
        quantity: 3,
        instructions: "Size L",
        lineTotalCents: 6300_00,
      }),
    ]);
    expect(await cartCount(db, user.id)).toBe(0);
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(placed.orderId);
    expect(mails[0]!.text).toContain("Kitenge Shirt x 3: Ksh. 6,300.00");
    expect(mails[0]!.text).toContain("Delivery: Ksh. 250.00");
    expect(mails[0]!.text).toContain("Total: Ksh. 6,550.00");
    expect(mails[0]!.text).toContain("0700 000 000 (Test Shop)");
    expect(mails[0]!.text).toContain(`http://shop.test/order-confirmation/${placed.orderId}`);

    // The order keeps what was bought when the catalogue changes or the item goes away.
    await db.delete(items).where(eq(items.id, shirt.id));
    expect((await getOrderForViewer(db, placed.orderId, user))?.lines[0]?.name).toBe(
      "Kitenge Shirt",
    );
  });

  it("refuses an order from an empty cart", async () => {
    const user = await makeUser(shop.auth, database.db);
    expect(await placeOrder(database.db, user.id, checkout(), options)).toEqual({
      ok: false,
      reason: "empty-cart",
    });
  });

  it("places one order for two concurrent submits of the same form", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    await addToCart(db, user.id, (await makeItem(db)).id, 1, "");
    await addToCart(db, user.id, (await makeItem(db)).id, 2, "");
    const input = checkout();
    const [first, second] = await Promise.all([
      placeOrder(db, user.id, input, options),
      placeOrder(db, user.id, input, options),
    ]);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.orderId).toBe(second.orderId);
    expect([first.repeated, second.repeated].sort()).toEqual([false, true]);
    const [{ n }] = (await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id))) as [{ n: number }];
    expect(n).toBe(1);
    expect((await getOrderForViewer(db, first.orderId, user))?.lines).toHaveLength(2);
    // A later resubmission (a retried request) shows the same order again.
    expect(await placeOrder(db, user.id, input, options)).toEqual({
      ok: true,
      orderId: first.orderId,
      repeated: true,
    });
  });

  it("writes nothing when a step fails: no order, the cart intact, no e-mail", async () => {
    const { db } = database;
    const user = await makeUser(shop.auth, db);
    await addToCart(db, user.id, (await makeItem(db)).id, 2, "keep me");
    const mailsBefore = (await db.select().from(outbox)).length;
    // The last step (queueing the e-mail) fails inside the database, after the order, its lines and
    // the emptied cart were written.
    await db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    try {
      await expect(placeOrder(db, user.id, checkout(), options)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    const [{ n }] = (await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.id))) as [{ n: number }];
    expect(n).toBe(0);
    expect((await getCart(db, user.id)).lines).toEqual([
      expect.objectContaining({ quantity: 2, instructions: "keep me" }),
    ]);
    expect((await db.select().from(outbox)).length).toBe(mailsBefore);
    expect(
      await db
        .select()
        .from(orderLines)
        .where(sql`${orderLines.orderId} not in (select id from orders)`),
    ).toEqual([]);
  });

  it("shows an order to its owner and admins only", async () => {
    const { db } = database;
    const admin = await makeUser(shop.auth, db, "admin");
    await addToCart(db, alice.id, (await makeItem(db)).id, 1, "");
    const placed = await placeOrder(db, alice.id, checkout(), options);
    if (!placed.ok) throw new Error("not placed");
    expect(await getOrderForViewer(db, placed.orderId, alice)).toBeDefined();
    expect(await getOrderForViewer(db, placed.orderId, admin)).toBeDefined();
    expect(await getOrderForViewer(db, placed.orderId, bob)).toBeUndefined();
    expect(await getOrderForViewer(db, "not-a-uuid", alice)).toBeUndefined();
    expect(await getOrderForViewer(db, randomUUID(), alice)).toBeUndefined();
  });
});

describe("the checkout form", () => {
  const valid = { ...checkout(), phone: "0712 345 678" };
  const refusal = (fields: Record<string, unknown>) => {
    const parsed = checkoutForm.safeParse(fields);
    return parsed.success
      ? null
      : Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
            field,
            inEnglish(message),
          ]),
        );
  };

  it("accepts a complete form and defaults the country to Kenya", () => {
    const { country: _country, ...withoutCountry } = valid;
    expect(checkoutForm.parse(withoutCountry).country).toBe("KE");
  });

  it("refuses a missing payment method, empty fields and a malformed e-mail, each by name", () => {
    expect(refusal({ ...valid, paymentMethod: "select" })).toEqual({
      paymentMethod: "Choose a payment method",
    });
    expect(refusal({ ...valid, name: "   " })).toEqual({ name: "Enter your name" });
    expect(refusal({ ...valid, email: "wanjiru@" })).toEqual({
      email: "Enter a valid e-mail address",
    });
    expect(refusal({ ...valid, country: "US" })).toEqual({
      country: "Choose a country from the list",
    });
    expect(refusal({ ...valid, phone: "call me" })).toMatchObject({
      phone: expect.stringContaining("phone"),
    });
  });

  it("refuses line breaks in single-line fields (no header injection)", () => {
    expect(refusal({ ...valid, name: "Eve\r\nBcc: victim@example.com" })).toMatchObject({
      name: expect.any(String),
    });
    expect(
      refusal({ ...valid, email: "eve@example.com\r\nBcc: victim@example.com" }),
    ).toMatchObject({ email: expect.any(String) });
  });
});
