// Wholesale on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): applying,
// staff's decisions with who and when and the customer's e-mail; the item forms' breaks and pack
// size; the cart and the order priced for the buyer inside the order's transaction (breaks over all
// sizes, a size with its own price, pack sizes, a break or the standing changed between cart and
// order, ORDER_MAX_KSH, the wholesale order limit), and buyers racing for stock at wholesale quantities.
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../app/db/client.server.ts";
import { items, itemSizes } from "../../app/db/schema/catalogue.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { orderLines, orders } from "../../app/db/schema/orders.ts";
import { flatDelivery } from "../../app/lib/delivery.ts";
import { fieldErrors } from "../../app/lib/forms.server.ts";
import { addToCart, getCart } from "../../app/modules/cart/cart.server.ts";
import { itemForm } from "../../app/modules/catalogue/item-form.ts";
import { saveSizesAndStock } from "../../app/modules/catalogue/sizes.server.ts";
import { placeOrder, type PlaceOptions } from "../../app/modules/orders/placing.server.ts";
import {
  applicationForm,
  applyForWholesale,
  buyerOf,
  decideWholesale,
  listApplications,
  wholesaleStanding,
} from "../../app/modules/wholesale/index.server.ts";
import { dashboardFigures } from "../../app/modules/desk/dashboard.server.ts";
import { ordersCsv, type CsvWords } from "../../app/modules/desk/orders-csv.server.ts";
import { listOrders } from "../../app/modules/orders/order-lists.server.ts";
import { parseCsv } from "../support/csv.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const placeOptions: PlaceOptions = {
  delivery: flatDelivery(0),
  publicUrl: "http://shop.test",
  shop: testShopContact,
};
const business = {
  businessName: "Mama Njeri Boutique",
  kraPin: "P051234567Q",
  businessPhone: "0722 111 222",
  town: "Nakuru",
};
const breaks = [
  { minQuantity: 6, priceCents: 1200_00 },
  { minQuantity: 12, priceCents: 1100_00 },
];

describe("the wholesale forms", () => {
  const itemFields = { name: "Kitenge shirt", type: "men", price: "1500" };
  const refusal = (fields: Record<string, string>) => {
    const parsed = itemForm.safeParse({ ...itemFields, ...fields });
    return parsed.success ? null : fieldErrors(parsed.error);
  };

  it("takes breaks and a pack size on the item forms, and names each mistake", () => {
    const parsed = itemForm.parse({
      ...itemFields,
      wholesalePrices: "6+ 1200, 12+ 1100",
      packSize: "6",
    });
    expect(parsed).toMatchObject({ wholesalePrices: breaks, packSize: 6 });
    expect(itemForm.parse(itemFields)).toMatchObject({ wholesalePrices: [], packSize: null });
    expect(refusal({ wholesalePrices: "6+ 1600" })).toEqual({
      wholesalePrices: { key: "wholesale.error.breakNotBelowRetail", values: { entry: "6+ 1600" } },
    });
    expect(refusal({ wholesalePrices: "12+ 1100, 6+ 1200" })?.wholesalePrices?.key).toBe(
      "wholesale.error.breakQuantityOrder",
    );
    expect(refusal({ wholesalePrices: "6+ 1200", packSize: "1" })).toEqual({
      packSize: { key: "wholesale.error.packSizeInvalid" },
    });
    expect(refusal({ packSize: "6" })).toEqual({
      packSize: { key: "wholesale.error.packSizeWithoutBreaks" },
    });
  });

  it("checks the KRA PIN's form and keeps it upper-cased", () => {
    expect(applicationForm.parse({ ...business, kraPin: " p051234567q " }).kraPin).toBe(
      "P051234567Q",
    );
    for (const kraPin of ["P05123456Q", "051234567QQ", "PP51234567Q", ""]) {
      const parsed = applicationForm.safeParse({ ...business, kraPin });
      expect(parsed.success && kraPin).toBe(false);
      if (!parsed.success)
        expect(fieldErrors(parsed.error).kraPin).toEqual({ key: "wholesale.error.kraPinInvalid" });
    }
  });
});

describe.each(databaseKinds)("wholesale on %s", (kind) => {
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

  const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.to, email));
  const decide = (userId: string, decision: "approve" | "decline" | "end") =>
    decideWholesale(db, { userId, decision, staffId: staff.id, publicUrl: "http://shop.test" });

  async function wholesaleBuyer(): Promise<TestUser> {
    const buyer = await makeUser(shop.auth, db);
    expect(await applyForWholesale(db, buyer.id, business, "en")).toBe(true);
    expect((await decide(buyer.id, "approve")).ok).toBe(true);
    return buyer;
  }

  /** An item at Ksh 1,500 with breaks 6+ 1,200 and 12+ 1,100, sizes M and L (and XL at Ksh 1,700) with this stock each. */
  async function shirt(stock: number | null, packSize: number | null = null) {
    const item = await makeItem(db, { priceCents: 1500_00 });
    await db.update(items).set({ wholesaleBreaks: breaks, packSize }).where(eq(items.id, item.id));
    await db.transaction((tx) =>
      saveSizesAndStock(tx, item.id, null, {
        labels: ["M", "L", "XL"],
        stock,
        sizeStock: new Map(),
        sizePrice: new Map(),
        reason: "received",
        staffId: staff.id,
      }),
    );
    const sizes = await db.query.itemSizes.findMany({
      where: (size, { eq }) => eq(size.itemId, item.id),
    });
    const size = (label: string) => sizes.find((candidate) => candidate.label === label)!.id;
    return { item, size };
  }

  it("takes an application, lets staff approve, decline and end it with who and when, and e-mails the customer each time", async () => {
    const customer = await makeUser(shop.auth, db);
    expect(await buyerOf(db, customer.id)).toBe("retail");
    expect(await applyForWholesale(db, customer.id, business, "sw")).toBe(true);
    // A second application while one waits changes nothing.
    expect(await applyForWholesale(db, customer.id, { ...business, town: "Eldoret" }, "sw")).toBe(
      false,
    );
    expect(await wholesaleStanding(db, customer.id)).toMatchObject({
      status: "pending",
      town: "Nakuru",
      decidedBy: null,
    });
    expect(await buyerOf(db, customer.id)).toBe("retail");
    expect((await listApplications(db))[0]).toMatchObject({
      userId: customer.id,
      email: customer.email,
    });

    // Ending a waiting application is not a decision staff can take.
    expect(await decide(customer.id, "end")).toEqual({ ok: false });
    expect(await decide(customer.id, "decline")).toMatchObject({ ok: true, status: "declined" });
    expect(await decide(customer.id, "approve")).toEqual({ ok: false });
    const declined = await wholesaleStanding(db, customer.id);
    expect(declined).toMatchObject({
      status: "declined",
      decidedBy: staff.id,
      decidedAt: expect.any(Date),
    });

    // Applying again after a decline starts over; staff approve.
    expect(await applyForWholesale(db, customer.id, { ...business, town: "Eldoret" }, "en")).toBe(
      true,
    );
    expect(await wholesaleStanding(db, customer.id)).toMatchObject({
      status: "pending",
      town: "Eldoret",
      decidedBy: null,
    });
    expect(await decide(customer.id, "approve")).toMatchObject({ ok: true, status: "approved" });
    expect(await buyerOf(db, customer.id)).toBe("wholesale");
    const listed = (await listApplications(db)).find((row) => row.userId === customer.id);
    expect(listed).toMatchObject({ status: "approved", decidedByEmail: staff.email });

    expect(await decide(customer.id, "end")).toMatchObject({ ok: true, status: "ended" });
    expect(await buyerOf(db, customer.id)).toBe("retail");

    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => [mail.kind, mail.language, mail.subject])).toEqual([
      ["wholesale-decision", "sw", "Ombi lako la jumla"],
      ["wholesale-decision", "en", "Your wholesale account is approved"],
      ["wholesale-decision", "en", "Your wholesale account has ended"],
    ]);
    expect(mails[1]!.text).toContain("Mama Njeri Boutique");
    expect(mails[1]!.text).toContain("http://shop.test/wholesale");
  });

  it("prices the cart for the buyer: the break over all sizes, every size at the break price, retail for others", async () => {
    const { item, size } = await shirt(100);
    const buyer = await wholesaleBuyer();
    const retail = await makeUser(shop.auth, db);
    for (const who of [buyer, retail]) {
      await addToCart(db, who.id, item.id, 3, "", size("M"));
      await addToCart(db, who.id, item.id, 2, "", size("L"));
    }
    // 5 pieces: below the first break, retail for both, and the next break is near for the buyer.
    const below = await getCart(db, buyer.id);
    expect(below.totalCents).toBe(5 * 1500_00);
    expect(below.lines[0]!.nextBreak).toEqual({ addQuantity: 1, priceCents: 1200_00 });
    expect((await getCart(db, retail.id)).lines[0]!.nextBreak).toBeNull();

    await db
      .update(itemSizes)
      .set({ priceCents: 1700_00 })
      .where(eq(itemSizes.id, size("XL")));
    for (const who of [buyer, retail]) await addToCart(db, who.id, item.id, 1, "", size("XL"));
    const wholesaleCart = await getCart(db, buyer.id);
    expect(wholesaleCart.buyer).toBe("wholesale");
    expect(
      wholesaleCart.lines.map((line) => [line.sizeLabel, line.unitPriceCents, line.wholesale]),
    ).toEqual([
      ["M", 1200_00, true],
      ["L", 1200_00, true],
      ["XL", 1200_00, true],
    ]);
    expect(wholesaleCart.totalCents).toBe(6 * 1200_00);
    const retailCart = await getCart(db, retail.id);
    expect(retailCart.totalCents).toBe(5 * 1500_00 + 1700_00);
    expect(retailCart.lines.every((line) => !line.wholesale)).toBe(true);

    // The order records the unit price, that it was wholesale, and the business.
    const placed = await placeOrder(
      db,
      buyer.id,
      checkoutInput({ shownTotalCents: 6 * 1200_00 }),
      placeOptions,
    );
    expect(placed).toMatchObject({ ok: true, totalCents: 6 * 1200_00 });
    if (!placed.ok) return;
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      wholesale: true,
      businessName: "Mama Njeri Boutique",
      kraPin: "P051234567Q",
      totalCents: 6 * 1200_00,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    expect(lines.map((line) => [line.unitPriceCents, line.wholesale]).sort()).toEqual([
      [1200_00, true],
      [1200_00, true],
      [1200_00, true],
    ]);
    const retailOrder = await placeOrder(db, retail.id, checkoutInput(), placeOptions);
    if (!retailOrder.ok) throw new Error(retailOrder.reason);
    await afterTheOrder(placed.orderId, retailOrder.orderId);
    const [retailRow] = await db.select().from(orders).where(eq(orders.id, retailOrder.orderId));
    expect(retailRow).toMatchObject({
      wholesale: false,
      businessName: null,
      kraPin: null,
      totalCents: 5 * 1500_00 + 1700_00,
    });
  });

  /** The desk's wholesale filter, the CSV's columns, the e-mail and the dashboard's split. */
  async function afterTheOrder(wholesaleId: string, retailId: string) {
    const listed = (await listOrders(db, { wholesale: true })).entries.map((order) => order.id);
    expect(listed).toContain(wholesaleId);
    expect(listed).not.toContain(retailId);
    const entry = (await listOrders(db, {})).entries.find((order) => order.id === wholesaleId);
    expect(entry).toMatchObject({ businessName: "Mama Njeri Boutique", kraPin: "P051234567Q" });

    const words: CsvWords = {
      header: [
        "order",
        "date",
        "customer",
        "phone",
        "city",
        "country",
        "payment",
        "status",
        "items",
        "delivery",
        "total",
        "business",
        "KRA PIN",
      ],
      status: (status) => status,
      payment: (method) => method,
      country: (code) => code,
      line: (line) => `${line.quantity} x ${line.name}`,
    };
    const csv = await new Response(ordersCsv(db, { wholesale: true }, words)).text();
    const rows = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(
      rows
        .slice(1)
        .every((row) => row.at(-2) === "Mama Njeri Boutique" && row.at(-1) === "P051234567Q"),
    ).toBe(true);
    expect(rows.slice(1).map((row) => row[0])).toContain(wholesaleId);

    const [confirmation] = await db.select().from(outbox).where(eq(outbox.orderId, wholesaleId));
    expect(confirmation!.text).toContain("Business: Mama Njeri Boutique, KRA PIN P051234567Q");
    expect(confirmation!.text).toContain("Ksh. 7,200.00");

    const { salesByKind } = await dashboardFigures(db);
    expect(salesByKind.wholesale.orders).toBeGreaterThanOrEqual(1);
    expect(salesByKind.wholesale.revenueCents).toBeGreaterThanOrEqual(6 * 1200_00);
    expect(salesByKind.retail.orders).toBeGreaterThanOrEqual(1);
  }

  it("refuses an order whose break, or whose buyer's standing, changed since the cart showed its total", async () => {
    const { item, size } = await shirt(100);
    const buyer = await wholesaleBuyer();
    await addToCart(db, buyer.id, item.id, 12, "", size("M"));
    const shown = (await getCart(db, buyer.id)).totalCents;
    expect(shown).toBe(12 * 1100_00);
    await db
      .update(items)
      .set({ wholesaleBreaks: [{ minQuantity: 6, priceCents: 1250_00 }] })
      .where(eq(items.id, item.id));
    expect(
      await placeOrder(db, buyer.id, checkoutInput({ shownTotalCents: shown }), placeOptions),
    ).toEqual({
      ok: false,
      reason: "total-changed",
      totalCents: 12 * 1250_00,
    });
    await decide(buyer.id, "end");
    expect(
      await placeOrder(
        db,
        buyer.id,
        checkoutInput({ shownTotalCents: 12 * 1250_00 }),
        placeOptions,
      ),
    ).toEqual({
      ok: false,
      reason: "total-changed",
      totalCents: 12 * 1500_00,
    });
    expect(await db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });

  it("asks whole packs of a wholesale-priced item, over all its sizes", async () => {
    const { item, size } = await shirt(100, 6);
    const buyer = await wholesaleBuyer();
    await addToCart(db, buyer.id, item.id, 5, "", size("M"));
    await addToCart(db, buyer.id, item.id, 2, "", size("L"));
    const cart = await getCart(db, buyer.id);
    expect(cart.packShort).toEqual([
      { itemId: item.id, name: item.name, packSize: 6, quantity: 7 },
    ]);
    expect(await placeOrder(db, buyer.id, checkoutInput(), placeOptions)).toEqual({
      ok: false,
      reason: "pack-size",
      name: item.name,
      packSize: 6,
    });
    // A retail buyer of the same seven pieces is not asked packs.
    const retail = await makeUser(shop.auth, db);
    await addToCart(db, retail.id, item.id, 7, "", size("M"));
    expect((await placeOrder(db, retail.id, checkoutInput(), placeOptions)).ok).toBe(true);
  });

  it("holds ORDER_MAX_KSH and its own order limit per hour for wholesale buyers", async () => {
    const { item, size } = await shirt(null);
    const buyer = await wholesaleBuyer();
    await addToCart(db, buyer.id, item.id, 300, "", size("M"));
    expect(
      await placeOrder(db, buyer.id, checkoutInput(), {
        ...placeOptions,
        maxTotalCents: 300_000_00,
      }),
    ).toEqual({ ok: false, reason: "over-limit", maxCents: 300_000_00 });
    const limits = { ...placeOptions, ordersPerHour: 1, wholesaleOrdersPerHour: 2 };
    for (let order = 0; order < 2; order += 1) {
      await addToCart(db, buyer.id, item.id, 12, "", size("L"));
      expect((await placeOrder(db, buyer.id, checkoutInput(), limits)).ok).toBe(true);
    }
    await addToCart(db, buyer.id, item.id, 12, "", size("L"));
    expect(await placeOrder(db, buyer.id, checkoutInput(), limits)).toEqual({
      ok: false,
      reason: "too-many-orders",
      limit: 2,
    });
  });

  it("refuses 300 pieces with the stock message when 200 are left, and lets exactly one of two racing buyers have the last 200", async () => {
    const { item, size } = await shirt(200);
    const first = await wholesaleBuyer();
    const second = await wholesaleBuyer();
    // The cart takes 200 (all that is left); another buyer's 300 is refused at once.
    expect(await addToCart(db, first.id, item.id, 300, "", size("M"))).toEqual({
      tooMany: true,
      left: 200,
    });
    for (const buyer of [first, second]) await addToCart(db, buyer.id, item.id, 200, "", size("M"));
    const outcomes = await Promise.all(
      [first, second].map((buyer) => placeOrder(db, buyer.id, checkoutInput(), placeOptions)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      reason: "out-of-stock",
      name: item.name,
      sizeLabel: "M",
      left: 0,
    });
    const [left] = await db
      .select()
      .from(itemSizes)
      .where(eq(itemSizes.id, size("M")));
    expect(left!.stock).toBe(0);
  });
});
