// Delivery by zone at Place Order: the fee of the most specific zone that covers the shipping City
// and Country (a city zone before its country's zone, the default fee when none covers it, free
// above the shop's threshold), decided in the order's transaction and recorded with the order; a
// page that showed another zone's fee places nothing and says the new total. The confirmation
// e-mail ends with the shop's contacts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../app/db/schema/mail.ts";
import { orders } from "../../app/db/schema/orders.ts";
import type { DeliveryRules } from "../../app/lib/delivery.ts";
import { addToCart } from "../../app/modules/cart/cart.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import { databaseKinds } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { useTestShop } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const zones: DeliveryRules = {
  zones: [
    { name: "Kenya", feeCents: 300_00, countries: ["KE"], cities: [] },
    { name: "Nairobi", feeCents: 150_00, countries: ["KE"], cities: ["Nairobi", "Kiambu"] },
    { name: "Kampala", feeCents: 900_00, countries: ["UG"], cities: ["Kampala"] },
  ],
  defaultFeeCents: 1200_00,
  freeAboveCents: 10_000_00,
};

const options: PlaceOptions = {
  delivery: zones,
  publicUrl: "http://shop.test",
  shop: testShopContact,
};

describe.each(databaseKinds)("delivery zones at Place Order on %s", (kind) => {
  const test = useTestShop(kind);

  /** Places an order of one Ksh 1,000 item (or `priceCents`) shipped to the city and country. */
  const placeTo = async (city: string, country: string, priceCents = 1000_00) => {
    const shopper = await makeUser(test.shop.auth, test.db);
    const item = await makeItem(test.db, { priceCents });
    await addToCart(test.db, shopper.id, item.id, 1, "");
    const outcome = await placeOrder(
      test.db,
      shopper.id,
      checkoutInput({ city, country: country as "KE" }),
      options,
    );
    if (!outcome.ok) throw new Error(`not placed: ${outcome.reason}`);
    const [order] = await test.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    return order!;
  };

  it("charges the most specific zone's fee, the default where no zone covers the address, and records the zone", async () => {
    const cases = [
      { city: "  nairobi ", country: "KE", fee: 150_00, zone: "Nairobi" },
      { city: "KIAMBU", country: "KE", fee: 150_00, zone: "Nairobi" },
      { city: "Mombasa", country: "KE", fee: 300_00, zone: "Kenya" },
      { city: "Kampala", country: "UG", fee: 900_00, zone: "Kampala" },
      { city: "Jinja", country: "UG", fee: 1200_00, zone: null },
      // A city's name alone is not enough: Nairobi in another country is not the Nairobi zone.
      { city: "Nairobi", country: "TZ", fee: 1200_00, zone: null },
    ];
    for (const { city, country, fee, zone } of cases) {
      const order = await placeTo(city, country);
      expect({
        city,
        fee: order.deliveryFeeCents,
        zone: order.deliveryZone,
        total: order.totalCents,
      }).toEqual({ city, fee, zone, total: 1000_00 + fee });
    }
  });

  it("delivers free at or above the shop's threshold, still naming the zone", async () => {
    const order = await placeTo("Nairobi", "KE", 10_000_00);
    expect({
      fee: order.deliveryFeeCents,
      zone: order.deliveryZone,
      total: order.totalCents,
    }).toEqual({ fee: 0, zone: "Nairobi", total: 10_000_00 });
    expect((await placeTo("Nairobi", "KE", 9_999_99)).deliveryFeeCents).toBe(150_00);
  });

  it("refuses an order whose page showed another zone's fee, placing nothing, and places it at the new total", async () => {
    const shopper = await makeUser(test.shop.auth, test.db);
    const item = await makeItem(test.db, { priceCents: 1000_00 });
    await addToCart(test.db, shopper.id, item.id, 1, "");
    // The page showed Kenya's fee (the country was chosen before the city was typed).
    const shown = 1000_00 + 300_00;
    const refused = await placeOrder(
      test.db,
      shopper.id,
      checkoutInput({ city: "Nairobi", shownTotalCents: shown }),
      options,
    );
    expect(refused).toEqual({ ok: false, reason: "total-changed", totalCents: 1000_00 + 150_00 });
    expect(await test.db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);

    const placed = await placeOrder(
      test.db,
      shopper.id,
      checkoutInput({ city: "Nairobi", shownTotalCents: 1000_00 + 150_00 }),
      options,
    );
    expect(placed.ok).toBe(true);
  });

  it("ends the confirmation e-mail with the shop's phone and e-mail", async () => {
    const order = await placeTo("Nakuru", "KE");
    const [mail] = await test.db.select().from(outbox).where(eq(outbox.orderId, order.id));
    expect(mail!.text).toContain(
      `Questions? Call us on ${testShopContact.phone} or write to ${testShopContact.email}.`,
    );
    expect(mail!.text).toContain("Delivery: Ksh. 300.00");
  });
});
