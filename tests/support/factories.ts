// Small factories for test data, drawing pictures the same way as the demo seed.
import { flatDelivery } from "../../app/lib/delivery.ts";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";
import { orders, type Order } from "../../app/db/schema/orders.ts";
import { addToCart } from "../../app/modules/cart/cart.server.ts";
import type { CheckoutInput } from "../../app/modules/orders/checkout-form.ts";
import { placeOrder } from "../../app/modules/orders/placing.server.ts";
import type { ShopContact } from "../../app/modules/mail/messages.server.ts";
import { insertItem, type Item } from "../../app/modules/catalogue/catalogue.server.ts";

/** The shop's contacts as order e-mails show them in tests. */
export const testShopContact: ShopContact = {
  mpesaNumber: "0700 000 000",
  mpesaName: "Test Shop",
  phone: "+254 700 000 000",
  email: "shop@example.com",
};

let counter = 0;

export async function makeItem(
  db: Db,
  overrides: Partial<{ name: string; type: string; priceCents: number; createdAt: Date }> = {},
): Promise<Item> {
  counter += 1;
  const id = randomUUID();
  return insertItem(db, {
    id,
    name: overrides.name ?? `Test item ${counter}`,
    type: overrides.type ?? "women",
    priceCents: overrides.priceCents ?? 100_00 + counter,
    imageKey: `images/${id}/test`,
    createdAt: overrides.createdAt,
  });
}

/** A placed order: an item in the user's cart, checked out the way the checkout page does it. */
export async function makeOrder(
  db: Db,
  userId: string,
  overrides: Partial<CheckoutInput> = {},
  { quantity = 1 }: { quantity?: number } = {},
): Promise<Order> {
  const item = await makeItem(db);
  await addToCart(db, userId, item.id, quantity, "");
  const outcome = await placeOrder(db, userId, checkoutInput(overrides), {
    delivery: flatDelivery(0),
    publicUrl: "http://shop.test",
    shop: testShopContact,
  });
  if (!outcome.ok) throw new Error(`could not place the test order: ${outcome.reason}`);
  const [order] = await db.select().from(orders).where(eq(orders.id, outcome.orderId));
  return order!;
}

export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    idempotencyKey: randomUUID(),
    paymentMethod: "mpesa",
    name: "Wanjiru Kamau",
    email: "wanjiru@example.com",
    address: "Moi Avenue 12",
    phone: "0712 345 678",
    city: "Nakuru",
    postalCode: "20100",
    country: "KE",
    ...overrides,
  };
}
