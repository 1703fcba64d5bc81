// The order life cycle on a real database: every legal and illegal status change, changes from a
// stale page and at the same moment, unique payment references, the history, the customer's
// e-mails, and the lists of My orders and the orders desk (filters, search, keyset pages).
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { payments } from "../../app/db/schema/payments.ts";
import { orderStatusChanges, orders, type Order } from "../../app/db/schema/orders.ts";
import {
  allowedNextStatuses,
  orderStatuses,
  type OrderStatus,
} from "../../app/lib/order-status.ts";
import { actionTargets, applyOrderAction } from "../../app/modules/desk/order-actions.server.ts";
import { orderActionForm, type OrderActionInput } from "../../app/modules/orders/desk-forms.ts";
import { orderHistory } from "../../app/modules/orders/history.server.ts";
import { listOrders, ordersPerPage } from "../../app/modules/orders/order-lists.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeOrder } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const mailOptions = { publicUrl: "http://shop.test" };
let referenceCounter = 0;

/** The form a member of staff posts to move an order from `from` to `to`. */
function actionFor(from: OrderStatus, to: OrderStatus): OrderActionInput {
  switch (to) {
    case "paid":
      referenceCounter += 1;
      return {
        intent: "record-payment",
        expectedStatus: from,
        paidWith: "mpesa",
        reference: `QK${Date.now()}${referenceCounter}`,
      };
    case "shipped":
      return { intent: "mark-shipped", expectedStatus: from, note: "G4S courier, waybill 123" };
    case "delivered":
      return { intent: "mark-delivered", expectedStatus: from };
    case "cancelled":
      return { intent: "cancel", expectedStatus: from, reason: "Customer asked to cancel" };
    default:
      throw new Error(`no action leads to ${to}`);
  }
}

/** The legal path from a new order to each status. */
const pathTo: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  paid: ["paid"],
  shipped: ["paid", "shipped"],
  delivered: ["paid", "shipped", "delivered"],
  cancelled: ["cancelled"],
};

describe.each(databaseKinds)("the order life cycle on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;
  let staff: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
    staff = await makeUser(shop.auth, database.db, "admin");
    customer = await makeUser(shop.auth, database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  async function orderIn(
    status: OrderStatus,
    overrides: Parameters<typeof makeOrder>[2] = {},
  ): Promise<Order> {
    const order = await makeOrder(database.db, customer.id, overrides);
    let current: OrderStatus = "pending";
    for (const next of pathTo[status]) {
      const outcome = await applyOrderAction(
        database.db,
        order.id,
        staff.id,
        actionFor(current, next),
        mailOptions,
      );
      expect(outcome.ok).toBe(true);
      current = next;
    }
    return order;
  }

  const statusOf = async (orderId: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const historyCount = async (orderId: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
    )[0]!.n;
  const mailsTo = async (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

  it("starts every order's history with its placing, by its customer", async () => {
    const order = await makeOrder(database.db, customer.id);
    const history = await orderHistory(database.db, order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: null,
      toStatus: "pending",
      changedBy: customer.id,
      changedByEmail: customer.email,
    });
  });

  for (const from of orderStatuses) {
    for (const to of orderStatuses.filter((s) => s !== "pending")) {
      const legal = allowedNextStatuses({ status: from, paymentMethod: "mpesa" }).includes(to);
      it(`${legal ? "allows" : "refuses"} ${from} -> ${to}`, async () => {
        const order = await orderIn(from);
        const before = await historyCount(order.id);
        const outcome = await applyOrderAction(
          database.db,
          order.id,
          staff.id,
          actionFor(from, to),
          mailOptions,
        );
        if (legal) {
          expect(outcome).toMatchObject({ ok: true, order: { status: to } });
          expect(await statusOf(order.id)).toBe(to);
          const history = await orderHistory(database.db, order.id);
          expect(history).toHaveLength(before + 1);
          expect(history.at(-1)).toMatchObject({
            fromStatus: from,
            toStatus: to,
            changedBy: staff.id,
            changedByEmail: staff.email,
          });
        } else {
          expect(outcome).toEqual({ ok: false, reason: "illegal", current: from });
          expect(await statusOf(order.id)).toBe(from);
          expect(await historyCount(order.id)).toBe(before);
        }
      });
    }
  }

  it("refuses a change made from a stale page, changing nothing", async () => {
    const order = await orderIn("paid");
    // The page was shown while the order was pending; someone has recorded the payment since.
    const outcome = await applyOrderAction(
      database.db,
      order.id,
      staff.id,
      actionFor("pending", "cancelled"),
      mailOptions,
    );
    expect(outcome).toEqual({ ok: false, reason: "stale", current: "paid" });
    expect(await statusOf(order.id)).toBe("paid");
    expect(await historyCount(order.id)).toBe(2);
  });

  it("applies the same change once when two staff click at the same moment", async () => {
    const email = `together-${randomUUID()}@example.com`;
    const order = await orderIn("paid", { email });
    const action = actionFor("paid", "shipped");
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => applyOrderAction(database.db, order.id, staff.id, action, mailOptions)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      { ok: false, reason: "stale", current: "shipped" },
      { ok: false, reason: "stale", current: "shipped" },
    ]);
    expect(await historyCount(order.id)).toBe(3);
    const shippedMails = (await mailsTo(email)).filter((m) => m.subject.includes("has shipped"));
    expect(shippedMails).toHaveLength(1);
  });

  it("keeps a payment reference to one order, whatever its case or spacing", async () => {
    const first = await orderIn("pending");
    const second = await orderIn("pending");
    const reference = `QK7${Date.now()}`;
    const recorded = await applyOrderAction(
      database.db,
      first.id,
      staff.id,
      { intent: "record-payment", expectedStatus: "pending", paidWith: "mpesa", reference },
      mailOptions,
    );
    expect(recorded).toMatchObject({
      ok: true,
      order: { paymentReference: reference, paidWith: "mpesa" },
    });

    const reused = orderActionForm.parse({
      intent: "record-payment",
      expectedStatus: "pending",
      paidWith: "mpesa",
      reference: `  ${reference.toLowerCase()} `,
    });
    const outcome = await applyOrderAction(database.db, second.id, staff.id, reused, mailOptions);
    expect(outcome).toEqual({
      ok: false,
      reason: "reference-taken",
      otherOrderId: first.id,
      otherOrderNumber: first.orderNumber,
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row).toMatchObject({ status: "pending", paymentReference: null, paidWith: null });
    expect(await historyCount(second.id)).toBe(1);
  });

  it("gives a reference to one order when two record it at the same moment", async () => {
    const [a, b] = [await orderIn("pending"), await orderIn("pending")];
    const reference = `RACE${Date.now()}`;
    const record = (order: Order) =>
      applyOrderAction(
        database.db,
        order.id,
        staff.id,
        { intent: "record-payment", expectedStatus: "pending", paidWith: "mpesa", reference },
        mailOptions,
      );
    const outcomes = await Promise.all([record(a), record(b)]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ ok: false, reason: "reference-taken" });
    const holders = await database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentReference, reference));
    expect(holders).toHaveLength(1);
  });

  it("records cash without a reference, and never blocks other cash payments", async () => {
    for (let i = 0; i < 2; i++) {
      const order = await orderIn("pending", { paymentMethod: "cashondelivery" });
      const action = orderActionForm.parse({
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "cashondelivery",
        reference: "",
      });
      const outcome = await applyOrderAction(database.db, order.id, staff.id, action, mailOptions);
      expect(outcome).toMatchObject({
        ok: true,
        order: { paidWith: "cashondelivery", paymentReference: null },
      });
      // The history keeps the method and the (absent) reference apart; pages word them ("Cash on delivery").
      expect((await orderHistory(database.db, order.id)).at(-1)).toMatchObject({
        paidWith: "cashondelivery",
        note: "",
      });
    }
  });

  it("e-mails the customer once when the order is paid, ships or is cancelled, and not otherwise", async () => {
    const shippedEmail = `ship-${randomUUID()}@example.com`;
    const shipped = await orderIn("delivered", { email: shippedEmail, city: "Eldoret" });
    const shippedMails = await mailsTo(shippedEmail);
    // The confirmation, then one e-mail for the payment and one for shipping; delivering sends none.
    expect(shippedMails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Duka Fashions order [0-9A-Z]{8}$/),
      expect.stringMatching(/^Payment received for your Duka Fashions order [0-9A-Z]{8}$/),
      expect.stringContaining("has shipped"),
    ]);
    expect(shippedMails[2]!.text).toContain("on its way to Eldoret");
    expect(shippedMails[2]!.text).toContain("Courier: G4S courier, waybill 123");
    expect(shippedMails[2]!.text).toContain(`/order-confirmation/${shipped.id}`);

    const cancelledEmail = `cancel-${randomUUID()}@example.com`;
    const order = await orderIn("pending", { email: cancelledEmail });
    const outcome = await applyOrderAction(
      database.db,
      order.id,
      staff.id,
      { intent: "cancel", expectedStatus: "pending", reason: "Out of stock <b>sorry</b>" },
      mailOptions,
    );
    expect(outcome.ok).toBe(true);
    const cancelledMails = (await mailsTo(cancelledEmail)).filter((m) =>
      m.subject.includes("was cancelled"),
    );
    expect(cancelledMails).toHaveLength(1);
    expect(cancelledMails[0]!.text).toContain("Reason: Out of stock <b>sorry</b>");
    expect(cancelledMails[0]!.html).toContain("Out of stock &lt;b&gt;sorry&lt;/b&gt;");
  });

  it("ships a cash-on-delivery order unpaid and records the cash when it is delivered; other methods must be paid first", async () => {
    const email = `cod-${randomUUID()}@example.com`;
    const cod = await makeOrder(database.db, customer.id, {
      paymentMethod: "cashondelivery",
      email,
    });
    const act = (orderId: string, action: OrderActionInput) =>
      applyOrderAction(database.db, orderId, staff.id, action, mailOptions);
    expect(await act(cod.id, actionFor("pending", "shipped"))).toMatchObject({
      ok: true,
      order: { status: "shipped", paidWith: null },
    });
    expect(
      await act(cod.id, { intent: "mark-delivered", expectedStatus: "shipped" }),
    ).toMatchObject({ ok: true, order: { status: "delivered", paidWith: "cashondelivery" } });
    // The cash: how much, by whom, when.
    const cash = await database.db.select().from(payments).where(eq(payments.orderId, cod.id));
    expect(cash).toEqual([
      expect.objectContaining({
        method: "cashondelivery",
        state: "paid",
        amountCents: cod.totalCents,
        createdBy: staff.id,
        completedAt: expect.any(Date),
      }),
    ]);
    const history = await orderHistory(database.db, cod.id);
    expect(history.map((entry) => [entry.toStatus, entry.paidWith])).toEqual([
      ["pending", null],
      ["shipped", null],
      ["delivered", "cashondelivery"],
    ]);
    // Shipped, then Payment received when the cash came.
    expect((await mailsTo(email)).map((mail) => mail.kind).sort()).toEqual(
      ["order-confirmation", "order-paid", "order-shipped"].sort(),
    );

    // An M-Pesa order is not shipped before it is paid; a paid cash order is not paid twice.
    const mpesa = await orderIn("pending");
    expect(await act(mpesa.id, actionFor("pending", "shipped"))).toEqual({
      ok: false,
      reason: "illegal",
      current: "pending",
    });
    const paidCash = await makeOrder(database.db, customer.id, { paymentMethod: "cashondelivery" });
    await act(paidCash.id, {
      intent: "record-payment",
      expectedStatus: "pending",
      paidWith: "cashondelivery",
      reference: "",
    });
    await act(paidCash.id, actionFor("paid", "shipped"));
    await act(paidCash.id, { intent: "mark-delivered", expectedStatus: "shipped" });
    expect(
      await database.db.select().from(payments).where(eq(payments.orderId, paidCash.id)),
    ).toHaveLength(1);
  });

  it("refuses an unknown or malformed order id", async () => {
    for (const id of [randomUUID(), "not-an-id", "'; drop table orders; --"]) {
      expect(
        await applyOrderAction(
          database.db,
          id,
          staff.id,
          actionFor("pending", "cancelled"),
          mailOptions,
        ),
      ).toEqual({ ok: false, reason: "not-found" });
    }
  });

  it("lists a customer's orders newest first, a page of 25 at a time, and nobody else's", async () => {
    const db = database.db;
    const shopper = await makeUser(shop.auth, db);
    const other = await makeUser(shop.auth, db);
    await makeOrder(db, other.id);
    const placed: string[] = [];
    for (let i = 0; i < ordersPerPage + 3; i++)
      placed.push((await makeOrder(db, shopper.id, {}, { quantity: 1 + (i % 3) })).id);
    const newestFirst = [...placed].reverse();

    const first = await listOrders(db, { userId: shopper.id });
    expect(first.entries.map((o) => o.id)).toEqual(newestFirst.slice(0, ordersPerPage));
    expect(first.entries[0]!.itemCount).toBe(1 + ((ordersPerPage + 2) % 3));
    expect(first.newer).toBeNull();
    expect(first.older).toEqual({ direction: "older", orderId: newestFirst[ordersPerPage - 1] });

    const second = await listOrders(db, { userId: shopper.id }, first.older);
    expect(second.entries.map((o) => o.id)).toEqual(newestFirst.slice(ordersPerPage));
    expect(second.older).toBeNull();
    const back = await listOrders(db, { userId: shopper.id }, second.newer);
    expect(back.entries.map((o) => o.id)).toEqual(newestFirst.slice(0, ordersPerPage));
    expect(back.newer).toBeNull();
    expect(back.older).toEqual(first.older);
  });

  it("filters the desk by status and finds orders by number, e-mail or phone", async () => {
    const db = database.db;
    const marker = randomUUID().slice(0, 8);
    const email = `Njeri.${marker}@Example.com`;
    const phoneDigits = String(Date.now()).slice(-8);
    const found = await orderIn("paid", { email, phone: `+254 7${phoneDigits}` });

    const paid = await listOrders(db, { status: "paid" });
    expect(paid.entries.every((o) => o.status === "paid")).toBe(true);
    expect(paid.entries.map((o) => o.id)).toContain(found.id);
    expect((await listOrders(db, { status: "cancelled" })).entries.map((o) => o.id)).not.toContain(
      found.id,
    );

    for (const search of [
      found.id,
      found.id.slice(0, 8).toUpperCase(),
      found.orderNumber.toLowerCase(),
      `njeri.${marker}`,
      email.toUpperCase(),
      `07${phoneDigits}`,
      `7${phoneDigits.slice(0, 5)}`,
    ]) {
      const result = await listOrders(db, { search });
      expect(
        result.entries.map((o) => o.id),
        `search ${search}`,
      ).toEqual([found.id]);
    }
    expect((await listOrders(db, { search: `zz-${marker}-nobody` })).entries).toEqual([]);
    // Wildcards are literal; a search too short to use an index finds nothing.
    expect((await listOrders(db, { search: "%%%" })).entries).toEqual([]);
    expect((await listOrders(db, { search: "ab" })).entries).toEqual([]);
    expect((await listOrders(db, { search: found.id, status: "cancelled" })).entries).toEqual([]);
  });

  it("changes nothing when a form is refused", async () => {
    const order = await orderIn("pending");
    const hostile = [
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "mpesa",
        reference: "<script>alert(1)</script>",
      },
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "mpesa",
        reference: "Q".repeat(1000),
      },
      { intent: "record-payment", expectedStatus: "pending", paidWith: "mpesa", reference: "" },
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "bitcoin",
        reference: "QK1",
      },
      { intent: "cancel", expectedStatus: "pending", reason: "" },
      { intent: "cancel", expectedStatus: "pending", reason: "x".repeat(1000) },
      { intent: "cancel", expectedStatus: "pending", reason: "bell\u0007" },
      { intent: "mark-shipped", expectedStatus: "lost", note: "" },
      { intent: "refund", expectedStatus: "pending" },
    ];
    for (const fields of hostile)
      expect(orderActionForm.safeParse(fields).success, JSON.stringify(fields).slice(0, 80)).toBe(
        false,
      );
    expect(await statusOf(order.id)).toBe("pending");
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(orderStatusChanges)
      .where(and(eq(orderStatusChanges.orderId, order.id)))) as [{ n: number }];
    expect(n).toBe(1);
    expect(Object.keys(actionTargets).sort()).toEqual([
      "cancel",
      "mark-delivered",
      "mark-shipped",
      "record-payment",
    ]);
  });

  const db = () => database.db;
});
