// Card payments through Pesapal, against the Pesapal simulator as its own process, on a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the shop's card service submits
// the order, the test pays on the hosted page as a browser would (its form posted), and the
// simulator's IPNs reach the shop's IPN handler over HTTP. Every test card, Cancel, Try again on the
// same order, duplicate, late and forged IPNs, an amount that differs, no IPN then the status
// worker, a restart in the middle, two servers' workers at once, and refunds asked once.
import { rmSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { orderStatusChanges, orders, type Order } from "../../app/db/schema/orders.ts";
import { payments, pesapalIpnRegistrations } from "../../app/db/schema/payments.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { dashboardFigures, ordersCsv } from "../../app/modules/desk/index.server.ts";
import { cardRefundsOf } from "../../app/modules/payments/index.server.ts";
import { startCardStatusWorker } from "../../app/modules/payments/pesapal/card-worker.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeOrder } from "../support/factories.ts";
import { serveFetch, type Served } from "../support/fetch-server.ts";
import { testServices } from "../support/services.ts";
import { startSimulatorProcess, type SimulatorProcess } from "../support/simulator-process.ts";
import { waitForValue } from "../support/wait-for.ts";
import { makeUser, type TestUser } from "../support/users.ts";

const cards = {
  paid: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  silent: "4000 0000 0000 0119",
} as const;
const log = createLogger("silent");
/** Waits for `read` to give a value (an IPN applied, a worker's round): the event, not a time. */
const waitFor = <T>(read: () => Promise<T | undefined | false>, what: string): Promise<T> =>
  waitForValue(read, what, { timeout: 15_000, interval: 50 });

describe.each(databaseKinds)("card payments through Pesapal on %s", (kind) => {
  let simulator: SimulatorProcess;
  let database: Database;
  /** The shop's side on HTTP: Pesapal's IPNs reach the card service's handler here. */
  let shopSide: Served;
  let shop: ReturnType<typeof testServices>;
  let customer: TestUser;
  const ipnsReceived: string[] = [];

  const services = (db = database.db) =>
    testServices(db, {
      PUBLIC_URL: shopSide.url,
      PESAPAL_ENV: "sandbox",
      PESAPAL_API_URL: `${simulator.origin}/simulator/pesapal`,
      PESAPAL_CONSUMER_KEY: "card-test-key",
      PESAPAL_CONSUMER_SECRET: "card-test-secret",
      PESAPAL_QUERY_AFTER: "1",
    });

  beforeAll(async () => {
    simulator = await startSimulatorProcess({
      name: "pesapal",
      portVariable: "PESAPAL_SIMULATOR_PORT",
      readyName: "Pesapal simulator",
      env: { PESAPAL_CONSUMER_KEY: "card-test-key", PESAPAL_CONSUMER_SECRET: "card-test-secret" },
    });
    database = await openTestDatabase(kind);
    shopSide = await serveFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname !== "/payments/card/ipn" || request.method !== "POST")
        return new Response("Not found", { status: 404 });
      const body = await request.text();
      ipnsReceived.push(body);
      const answer = await shop.card!.ipn(body);
      return Response.json(answer.body, { status: answer.status });
    });
    shop = services();
    customer = await makeUser(shop.auth, database.db);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
    await shopSide?.close();
    await database?.close();
    simulator?.kill();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  const orderRow = async (orderId: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const paymentRow = async (paymentId: string) =>
    (await database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;
  const paidChanges = async (orderId: string) =>
    (
      await database.db
        .select()
        .from(orderStatusChanges)
        .where(
          and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.toStatus, "paid")),
        )
    ).length;

  /** The wait before the worker asks (PESAPAL_QUERY_AFTER) is over: moved to now, not waited out. */
  const dueNow = () =>
    database.db
      .update(payments)
      .set({ checkAt: sql`now()` })
      .where(eq(payments.state, "pending"));

  /** A placed card order and its first request: the payment row and the hosted page. */
  async function cardOrder(
    card = shop.card!,
  ): Promise<{ order: Order; paymentId: string; page: string }> {
    const order = await makeOrder(database.db, customer.id, { paymentMethod: "creditcard" });
    return { order, ...(await ask(order, card)) };
  }

  async function ask(order: Order, card = shop.card!) {
    const asked = await card.provider.request({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountKsh: 0,
    });
    if (!asked.ok || !asked.paymentId || !asked.redirectTo) throw new Error("not asked");
    return { paymentId: asked.paymentId, page: asked.redirectTo };
  }

  /** Posts the hosted page's form as the shopper's browser does; returns where it sends them. */
  async function payOnPage(page: string, fields: Record<string, string>): Promise<URL> {
    const answer = await fetch(page, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: new URL(page).origin,
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get("location")!);
  }
  const pay = (page: string, card: string) =>
    payOnPage(page, { cardNumber: card, expiry: "12/39", cvv: "123", action: "pay" });

  const ipnBody = (payment: { providerRequestId: string | null; id: string }, reference?: string) =>
    JSON.stringify({
      OrderTrackingId: payment.providerRequestId,
      OrderNotificationType: "IPNCHANGE",
      OrderMerchantReference: reference ?? payment.id,
    });

  it("the paying test card: the IPN is verified by asking, and the order is paid with the confirmation code", async () => {
    const { order, paymentId, page } = await cardOrder();
    const back = await pay(page, cards.paid);
    expect(back.origin + back.pathname).toBe(`${shopSide.url}/payments/card/return`);
    expect(back.searchParams.get("OrderMerchantReference")).toBe(paymentId);
    const payment = await waitFor(async () => {
      const row = await paymentRow(paymentId);
      return row.state !== "pending" && row;
    }, "the IPN to be applied");
    expect(payment.state).toBe("paid");
    expect(payment.amountCents).toBe(order.totalCents);
    expect(payment.reference).toMatch(/\S+/);
    // Masked as Pesapal masks it: never the whole number.
    expect(payment.instrument).toBe("Visa 411111xxxxxx1111");
    expect(JSON.stringify(payment)).not.toContain("4111111111111111");
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidWith).toBe("creditcard");
    expect(paid.paymentReference).toBe(payment.reference);
    // The shopper's return asks again: nothing changes.
    expect(await shop.card!.returned(back.searchParams)).toEqual({ orderId: order.id });
    expect(await paidChanges(order.id)).toBe(1);
  });

  it("the IPN id is registered once and kept in the database", async () => {
    const rows = await database.db.select().from(pesapalIpnRegistrations);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ipnUrl).toBe(`${shopSide.url}/payments/card/ipn`);
  });

  it("a declined card says so; Try again is a new request for the same order, and it pays", async () => {
    const { order, paymentId, page } = await cardOrder();
    await pay(page, cards.declined);
    const failed = await waitFor(async () => {
      const row = await paymentRow(paymentId);
      return row.state !== "pending" && row;
    }, "the decline");
    expect(failed).toMatchObject({ state: "failed", failure: "declined" });
    expect((await orderRow(order.id)).status).toBe("pending");

    const again = await ask(order);
    expect(again.paymentId).not.toBe(paymentId);
    // A second click while that request is open gets its page: Pesapal is asked once.
    expect(await ask(order)).toEqual(again);
    expect(again.page).not.toBe(page);
    await pay(again.page, cards.paid);
    await waitFor(async () => (await orderRow(order.id)).status === "paid", "the order paid");
    const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => row.state).sort()).toEqual(["failed", "paid"]);
    expect(await paidChanges(order.id)).toBe(1);
  });

  it("insufficient funds fail in those words' code, and the order keeps waiting", async () => {
    const { order, paymentId, page } = await cardOrder();
    await pay(page, cards.insufficient);
    const failed = await waitFor(async () => {
      const row = await paymentRow(paymentId);
      return row.state !== "pending" && row;
    }, "the failure");
    expect(failed.failure).toBe("insufficient-funds");
    expect((await orderRow(order.id)).status).toBe("pending");
  });

  it("Cancel on the payment page brings the shopper back to a cancelled attempt", async () => {
    const { order, paymentId, page } = await cardOrder();
    const back = await payOnPage(page, { action: "cancel" });
    expect(back.searchParams.get("cancelled")).toBe("1");
    expect(await shop.card!.returned(back.searchParams)).toEqual({ orderId: order.id });
    expect(await paymentRow(paymentId)).toMatchObject({ state: "failed", failure: "cancelled" });
  });

  it("the same IPN five times at once, and again later, is applied once", async () => {
    const { order, paymentId, page } = await cardOrder();
    await pay(page, cards.silent); // no IPN of the simulator's: the test sends them
    const payment = await paymentRow(paymentId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.card!.ipn(ipnBody(payment))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        orderTrackingId: payment.providerRequestId,
        status: 200,
      });
    }
    expect(await paidChanges(order.id)).toBe(1);
    // A late repeat (after the order moved on) changes nothing either.
    const late = await shop.card!.ipn(ipnBody(payment));
    expect(late.body).toMatchObject({ status: 200 });
    expect(await paidChanges(order.id)).toBe(1);
    expect(ipnsReceived.some((body) => body.includes(payment.providerRequestId!))).toBe(false);
  });

  it("a late IPN after a decline changes nothing", async () => {
    const { paymentId, page } = await cardOrder();
    await pay(page, cards.declined);
    await waitFor(async () => (await paymentRow(paymentId)).state === "failed", "the decline");
    const before = await paymentRow(paymentId);
    await shop.card!.ipn(ipnBody(before));
    expect(await paymentRow(paymentId)).toEqual(before);
  });

  it("a forged IPN can only make the shop ask: an unpaid order stays unpaid, unknown ids are ignored", async () => {
    const { order, paymentId } = await cardOrder();
    const payment = await paymentRow(paymentId);
    // Names a real payment that nobody paid: Pesapal says INVALID, so nothing changes.
    const forged = await shop.card!.ipn(ipnBody(payment));
    expect(forged.status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ state: "pending" });
    // Another merchant reference, an unknown tracking id, and not an IPN at all.
    await shop.card!.ipn(ipnBody(payment, "someone-else"));
    await shop.card!.ipn(
      ipnBody({ providerRequestId: "0f1e2d3c-0000-4000-8000-000000000000", id: paymentId }),
    );
    expect((await shop.card!.ipn("{not json")).status).toBe(400);
    expect((await shop.card!.ipn(JSON.stringify({ OrderTrackingId: 1 }))).status).toBe(400);
    expect((await orderRow(order.id)).status).toBe("pending");
    expect(await paymentRow(paymentId)).toMatchObject({ state: "pending" });
  });

  it("an amount other than the order's is held for staff, and the order is not marked paid", async () => {
    const { order, paymentId, page } = await cardOrder();
    // The shop's record of the request says one cent more than Pesapal will report as paid.
    await database.db
      .update(payments)
      .set({ amountCents: order.totalCents + 1 })
      .where(eq(payments.id, paymentId));
    await pay(page, cards.paid);
    const held = await waitFor(async () => {
      const row = await paymentRow(paymentId);
      return row.state !== "pending" && row;
    }, "the IPN");
    expect(held).toMatchObject({ state: "held", failure: "amount-mismatch" });
    expect((await orderRow(order.id)).status).toBe("pending");
    // The dashboard counts it among the card payments that need a person.
    expect((await dashboardFigures(database.db)).cards.needingAPerson).toBeGreaterThanOrEqual(1);
  });

  it("no IPN: the status worker asks Pesapal and applies the payment once", async () => {
    const { order, paymentId, page } = await cardOrder();
    await pay(page, cards.silent);
    await dueNow();
    const worker = startCardStatusWorker(database.db, shop.card!.payments, log, {
      intervalMs: 100,
    });
    try {
      await waitFor(async () => (await orderRow(order.id)).status === "paid", "the worker");
    } finally {
      await worker.stop();
    }
    expect(await paymentRow(paymentId)).toMatchObject({ state: "paid" });
    expect(await paidChanges(order.id)).toBe(1);
  });

  it("a restart in the middle loses nothing: a new process finds the payment and the kept IPN id", async () => {
    const { order, page } = await cardOrder();
    await pay(page, cards.silent);
    // A new process over the same database: nothing of the first one's memory (not its IPN id).
    const restarted = services();
    try {
      await dueNow();
      const worker = startCardStatusWorker(database.db, restarted.card!.payments, log, {
        intervalMs: 100,
      });
      try {
        await waitFor(async () => (await orderRow(order.id)).status === "paid", "the worker");
      } finally {
        await worker.stop();
      }
      // Its first request uses the kept IPN id: no second registration.
      await cardOrder(restarted.card!);
      expect(await database.db.select().from(pesapalIpnRegistrations)).toHaveLength(1);
    } finally {
      await restarted.stop();
      rmSync(restarted.dataDir, { recursive: true, force: true });
    }
  });

  it("two servers' workers at once apply each payment once", async () => {
    const placed = [];
    for (let i = 0; i < 4; i += 1) {
      const { order, page } = await cardOrder();
      await pay(page, cards.silent);
      placed.push(order);
    }
    await dueNow();
    const first = services();
    const second = services();
    const workers = [first, second].map((server) =>
      startCardStatusWorker(database.db, server.card!.payments, log, { intervalMs: 50 }),
    );
    try {
      for (const order of placed)
        await waitFor(async () => (await orderRow(order.id)).status === "paid", "each order paid");
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const server of [first, second]) {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
    }
    for (const order of placed) expect(await paidChanges(order.id)).toBe(1);
  });

  it("a refund is asked once: part of a paid card payment, recorded, and a second one refused", async () => {
    const { order, paymentId, page } = await cardOrder();
    await pay(page, cards.paid);
    await waitFor(async () => (await orderRow(order.id)).status === "paid", "the order paid");
    const staff = await makeUser(shop.auth, database.db, "admin");
    const refund = (amountCents: number) =>
      shop.card!.refund({
        orderId: order.id,
        amountCents,
        reason: "One shirt returned",
        staffId: staff.id,
        staffName: staff.email,
      });
    expect(await refund(order.totalCents + 1)).toEqual({ ok: false, reason: "too-much" });
    // Two members of staff at once: one refund is asked of Pesapal.
    const outcomes = await Promise.all([refund(50_00), refund(50_00)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
      ok: false,
      reason: "already-refunded",
    });
    expect(await refund(10_00)).toEqual({ ok: false, reason: "already-refunded" });
    const { refunds, refundedCents } = await cardRefundsOf(database.db, order.id);
    expect(refundedCents).toBe(50_00);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: "accepted", reason: "One shirt returned" });
    // The dashboard counts card payments and refunds; the CSV shows how the order was paid and the refund.
    const figures = (await dashboardFigures(database.db)).cards;
    expect(figures.paidCount).toBeGreaterThanOrEqual(1);
    expect(figures.refundedCents).toBe(50_00);
    const csv = await new Response(
      ordersCsv(
        database.db,
        { search: order.id },
        {
          header: ["h"],
          status: (status) => status,
          payment: (method) => method,
          country: (code) => code,
          line: ({ name }) => name,
        },
      ),
    ).text();
    const row = csv
      .split("\r\n")
      .find((line) => line.startsWith(order.orderNumber))!
      .split(",");
    expect(row.slice(-3)).toEqual([
      "creditcard",
      (await orderRow(order.id)).paymentReference,
      "50.00",
    ]);
    // The payment itself stays paid; an order not paid by card has nothing to refund.
    expect(await paymentRow(paymentId)).toMatchObject({ state: "paid" });
    const cash = await makeOrder(database.db, customer.id, { paymentMethod: "cashondelivery" });
    expect(
      await shop.card!.refund({
        orderId: cash.id,
        amountCents: 100,
        reason: "no",
        staffId: staff.id,
        staffName: staff.email,
      }),
    ).toEqual({ ok: false, reason: "no-card-payment" });
  });
});
