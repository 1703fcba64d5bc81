// The order number on a real database: every order gets a short one of the readable alphabet, no
// two orders share one (the unique index, and placing tries again with a new number after a clash,
// taking the cart and stock once), the desk's search and an M-Pesa account number find it as people
// type it, and orders placed before the number existed keep the short id their customers were told.
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { orders } from "../../app/db/schema/orders.ts";
import { flatDelivery } from "../../app/lib/delivery.ts";
import { orderNumberAlphabet } from "../../app/lib/order-number.ts";
import { addToCart, getCart } from "../../app/modules/cart/cart.server.ts";
import { listOrders } from "../../app/modules/orders/order-lists.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { checkoutInput, makeItem, makeOrder, testShopContact } from "../support/factories.ts";
import { apply, migrationNamed, migrations, scratch } from "../support/migration-steps.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const options: PlaceOptions = {
  delivery: flatDelivery(0),
  publicUrl: "http://shop.test",
  shop: testShopContact,
};
const readable = new RegExp(`^[${orderNumberAlphabet}]{8}$`);

describe.each(databaseKinds)("order numbers on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it("gives each order a different readable number of 8 characters, named in its e-mail", async () => {
    const user = await makeUser(shop.auth, database.db);
    const placed = [];
    for (let n = 0; n < 5; n++)
      placed.push(await makeOrder(database.db, user.id, { email: user.email }));
    const numbers = placed.map((order) => order.orderNumber);
    for (const orderNumber of numbers) expect(orderNumber).toMatch(readable);
    expect(new Set(numbers).size).toBe(5);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.orderId, placed[0]!.id));
    expect(mail!.subject).toContain(placed[0]!.orderNumber);
    expect(mail!.text).toContain(`Order number: ${placed[0]!.orderNumber}`);
  });

  it("refuses a second order with a number already given", async () => {
    const user = await makeUser(shop.auth, database.db);
    const first = await makeOrder(database.db, user.id);
    const second = await makeOrder(database.db, user.id);
    await expect(
      database.db
        .update(orders)
        .set({ orderNumber: first.orderNumber })
        .where(eq(orders.id, second.id)),
    ).rejects.toThrow();
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, second.id));
    expect(kept!.orderNumber).toBe(second.orderNumber);
  });

  it("places the order under a new number when the first one drawn is taken, once", async () => {
    const user = await makeUser(shop.auth, database.db);
    const taken = (await makeOrder(database.db, user.id)).orderNumber;
    const item = await makeItem(database.db);
    await addToCart(database.db, user.id, item.id, 2, "");
    const drawn = [taken, "ZZZZ2345"];
    const outcome = await placeOrder(database.db, user.id, checkoutInput(), {
      ...options,
      orderNumber: () => drawn.shift()!,
    });
    expect(outcome).toMatchObject({ ok: true, repeated: false, orderNumber: "ZZZZ2345" });
    expect(drawn).toEqual([]);
    const mine = await database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine.map((order) => order.orderNumber).sort()).toEqual([taken, "ZZZZ2345"].sort());
    expect((await getCart(database.db, user.id)).lines).toEqual([]);
    // One confirmation e-mail for the order placed: the undone attempt queued nothing.
    const placedId = (outcome as { orderId: string }).orderId;
    expect(
      await database.db.select().from(outbox).where(eq(outbox.orderId, placedId)),
    ).toHaveLength(1);
  });

  it("finds an order on the desk by its number as it is read out", async () => {
    const user = await makeUser(shop.auth, database.db);
    const order = await makeOrder(database.db, user.id);
    const spoken = `${order.orderNumber.slice(0, 4)}-${order.orderNumber.slice(4)}`.toLowerCase();
    const found = await listOrders(database.db, { search: spoken });
    expect(found.entries.map((entry) => entry.orderNumber)).toEqual([order.orderNumber]);
  });
});

describe.each(databaseKinds)("the order number migration on %s", (kind) => {
  it("gives orders placed before it their old short id, unless two share it", async () => {
    const database = await scratch(kind);
    const numberMigration = migrationNamed("order_number");
    try {
      await apply(
        database.query,
        migrations.filter((file) => file < numberMigration),
      );
      await database.query(
        `insert into "user" (id, name, email) values ('u1', 'Wanjiru', 'wanjiru@example.com')`,
      );
      const ids = [
        "3f2a9c01-0000-4000-8000-000000000001",
        "7b7b7b7b-0000-4000-8000-000000000001",
        "7b7b7b7b-0000-4000-8000-000000000002",
      ];
      for (const [index, id] of ids.entries())
        await database.query(`insert into orders (id, user_id, idempotency_key, payment_method, shipping_name, shipping_email,
            shipping_address, shipping_phone, shipping_city, shipping_postal_code, shipping_country,
            items_total_cents, delivery_fee_cents, total_cents)
          values ('${id}', 'u1', 'k${index}', 'mpesa', 'Wanjiru', 'w@example.com', 'Moi Avenue', '0712345678',
            'Nakuru', '20100', 'KE', 100, 0, 100)`);
      await apply(database.query, [numberMigration]);
      const rows = (await database.query(
        `select id::text as id, order_number as "orderNumber" from orders order by id`,
      )) as { id: string; orderNumber: string }[];
      expect(rows[0]).toEqual({ id: ids[0], orderNumber: "3F2A9C01" });
      // The two that shared "7B7B7B7B" keep distinct numbers of their own, never the shared one.
      const shared = rows.slice(1).map((row) => row.orderNumber);
      expect(new Set(shared).size).toBe(2);
      for (const orderNumber of shared) {
        expect(orderNumber).toMatch(/^[0-9A-F]{12}$/);
        expect(orderNumber).not.toBe("7B7B7B7B");
      }
    } finally {
      await database.close();
    }
  });
});
