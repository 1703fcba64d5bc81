// Applying M-Pesa results on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// the same STK callback or paybill confirmation arriving several times at once is applied once (one
// status change, one paid row); a result after the order was paid another way is held for staff.
import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { orderStatusChanges, orders, type Order } from "../../app/db/schema/orders.ts";
import { mpesaC2BPayments, payments } from "../../app/db/schema/payments.ts";
import { wholeShillings } from "../../app/lib/pricing.ts";
import { applyC2BConfirmation } from "../../app/modules/payments/mpesa/c2b.server.ts";
import { applyStkResult, type StkResult } from "../../app/modules/payments/mpesa/stk.server.ts";
import { shopperPromptRefusal } from "../../app/modules/payments/mpesa/prompt-caps.server.ts";
import { mpesaRules } from "../../app/lib/rules/mpesa.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeOrder } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const mail = { publicUrl: "http://shop.test" };
let counter = 0;

describe.each(databaseKinds)("applying M-Pesa results on %s", (kind) => {
  let database: Database;
  let shop: ReturnType<typeof testServices>;
  let customer: TestUser;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    shop = testServices(database.db);
    customer = await makeUser(shop.auth, database.db);
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  /** A placed order with one STK request waiting for its answer. */
  async function orderWithRequest(): Promise<{ order: Order; checkoutRequestId: string }> {
    const order = await makeOrder(database.db, customer.id);
    counter += 1;
    const checkoutRequestId = `ws_CO_test_${kind}_${counter}_${Date.now()}`;
    await database.db.insert(payments).values({
      orderId: order.id,
      provider: "mpesa-stk",
      method: "mpesa",
      state: "pending",
      amountCents: wholeShillings(order.totalCents) * 100,
      phone: "254712345000",
      providerRequestId: checkoutRequestId,
    });
    return { order, checkoutRequestId };
  }

  const paidCallback = (order: Order, checkoutRequestId: string, receipt: string): StkResult => ({
    checkoutRequestId,
    outcome: "paid",
    resultCode: "0",
    amountKsh: wholeShillings(order.totalCents),
    receipt,
    paidAt: new Date(),
    raw: { receipt },
  });

  const statusOf = async (orderId: string) =>
    (
      await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    )[0]!.status;
  const paidChanges = async (orderId: string) =>
    (
      await database.db
        .select()
        .from(orderStatusChanges)
        .where(
          and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, "paid")),
        )
    ).length;

  it("the same paid callback five times at once is applied once", async () => {
    const { order, checkoutRequestId } = await orderWithRequest();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyStkResult(database.db, paidCallback(order, checkoutRequestId, "SIM1AAAAAA"), mail),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await paidChanges(order.id)).toBe(1);
    const [change] = await database.db
      .select()
      .from(orderStatusChanges)
      .where(
        and(eq(orderStatusChanges.orderId, order.id), eq(orderStatusChanges.toStatus, "paid")),
      );
    expect(change).toMatchObject({
      actor: "system",
      changedBy: null,
      note: "SIM1AAAAAA",
      paidWith: "mpesa",
    });
    // A late failure for the same request changes nothing.
    const late = await applyStkResult(
      database.db,
      { checkoutRequestId, outcome: "cancelled", resultCode: "1032", raw: {} },
      mail,
    );
    expect(late).toEqual({ applied: false, reason: "already-final", orderId: order.id });
  });

  it("a result for an unknown request changes nothing; a wrong amount is held, with the amount received", async () => {
    expect(
      await applyStkResult(
        database.db,
        {
          checkoutRequestId: "ws_CO_nobody",
          outcome: "paid",
          resultCode: "0",
          amountKsh: 1,
          receipt: "SIM1BBBBBB",
          raw: {},
        },
        mail,
      ),
    ).toEqual({
      applied: false,
      reason: "unknown",
    });
    const { order, checkoutRequestId } = await orderWithRequest();
    const held = await applyStkResult(
      database.db,
      { ...paidCallback(order, checkoutRequestId, "SIM1CCCCCC"), amountKsh: 1 },
      mail,
    );
    expect(held).toMatchObject({ applied: true, state: "held" });
    expect(await statusOf(order.id)).toBe("pending");
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRequestId, checkoutRequestId));
    expect(row).toMatchObject({
      state: "held",
      failure: "amount-mismatch",
      reference: "SIM1CCCCCC",
      providerData: { receipt: "SIM1CCCCCC" },
      // What came, not what was asked: staff match or refund this amount.
      amountCents: 100,
    });
  });

  it("a paybill confirmation sent five times at once is applied once; a later STK payment for the paid order is held", async () => {
    const { order, checkoutRequestId } = await orderWithRequest();
    const confirmation = {
      transactionType: "Pay Bill",
      transId: `SIM2${String(counter).padStart(6, "0")}`,
      transTime: new Date(),
      amountKsh: wholeShillings(order.totalCents),
      businessShortCode: "174379",
      billRefNumber: order.orderNumber.toLowerCase(),
      invoiceNumber: "",
      orgAccountBalance: "",
      thirdPartyTransId: "",
      msisdn: "254708374149",
      payerName: "John Doe",
    };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyC2BConfirmation(database.db, confirmation, { TransID: confirmation.transId }, mail),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("paid");
    expect(await paidChanges(order.id)).toBe(1);
    expect(
      await database.db
        .select()
        .from(mpesaC2BPayments)
        .where(eq(mpesaC2BPayments.transId, confirmation.transId)),
    ).toHaveLength(1);

    const stk = await applyStkResult(
      database.db,
      paidCallback(order, checkoutRequestId, "SIM1DDDDDD"),
      mail,
    );
    expect(stk).toMatchObject({ applied: true, state: "held" });
    expect(await paidChanges(order.id)).toBe(1);
  });

  it("caps a shopper's payment prompts per order and per account an hour, and stops them once the order is given up; staff's are not counted", async () => {
    const shopper = await makeUser(shop.auth, database.db);
    const staff = await makeUser(shop.auth, database.db, "admin");
    const prompt = (orderId: string, createdBy: string | null = null, minutesAgo = 0) =>
      database.db.insert(payments).values({
        orderId,
        provider: "mpesa-stk",
        method: "mpesa",
        state: "failed",
        amountCents: 100,
        phone: "254712345032",
        createdBy,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    const first = await makeOrder(database.db, shopper.id);
    for (let n = 1; n < mpesaRules.shopperPromptsPerOrderPerHour; n++) await prompt(first.id);
    // Prompts from the desk and those older than an hour do not count.
    await prompt(first.id, staff.id);
    await prompt(first.id, null, 61);
    expect(await shopperPromptRefusal(database.db, first)).toBeNull();
    await prompt(first.id);
    expect(await shopperPromptRefusal(database.db, first)).toBe("capped");
    // The account's other orders: the account's prompts add up.
    const second = await makeOrder(database.db, shopper.id);
    for (
      let n = 0;
      n < mpesaRules.shopperPromptsPerAccountPerHour - mpesaRules.shopperPromptsPerOrderPerHour - 1;
      n++
    )
      await prompt(second.id);
    expect(await shopperPromptRefusal(database.db, second)).toBeNull();
    await prompt(second.id);
    expect(await shopperPromptRefusal(database.db, second)).toBe("capped");
    // Another account is not held back by this one's prompts.
    const other = await makeOrder(database.db, customer.id);
    expect(await shopperPromptRefusal(database.db, other)).toBeNull();
    // An order placed longer ago than the shopper's window is given up on its page.
    const old = {
      ...other,
      createdAt: new Date(Date.now() - (mpesaRules.shopperPromptsForMinutes + 1) * 60_000),
    };
    expect(await shopperPromptRefusal(database.db, old)).toBe("given-up");
  });
});
