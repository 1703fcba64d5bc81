// The SMS outbox against the Africa's Talking simulator over real HTTP, on PGlite and PostgreSQL:
// every order event queues one message in the transaction that changes the order (in the order's
// language, to the shipping phone in +254 form), sent once — also by two workers on two
// connections at once and after a restart — retried while Africa's Talking is away, never repeated
// when it may have gone out, skipped when SMS is off; delivery reports recorded on their message.
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { orders } from "../../app/db/schema/orders.ts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { smsOutbox, type SmsMessage } from "../../app/db/schema/sms.ts";
import { flatDelivery } from "../../app/lib/delivery.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { addToCart } from "../../app/modules/cart/cart.server.ts";
import { applyOrderAction } from "../../app/modules/desk/order-actions.server.ts";
import { placeOrder } from "../../app/modules/orders/placing.server.ts";
import { createSmsClient } from "../../app/modules/sms/africas-talking-client.server.ts";
import { parseDeliveryReport } from "../../app/modules/sms/africas-talking-format.ts";
import { smsOrderReference } from "../../app/modules/sms/messages.server.ts";
import { orderSmsView } from "../../app/modules/sms/sms-view.server.ts";
import {
  deliverDueSms,
  enqueueSms,
  recordDeliveryReport,
  startSmsWorker,
} from "../../app/modules/sms/outbox.server.ts";
import { smsSegments } from "../../app/lib/sms-text.ts";
import type { ListedMessage } from "../../simulators/sms/listing-page.ts";
import { createSmsSimulator, type SmsSimulator } from "../../simulators/sms/simulator.ts";
import {
  serveFetch,
  serveSimulator,
  type Served,
  type ServedSimulator,
} from "../support/fetch-server.ts";
import { createServerDatabase, databaseKinds } from "../support/database.ts";
import { checkoutInput, makeItem, testShopContact } from "../support/factories.ts";
import { testServices } from "../support/services.ts";
import { parseConfig } from "../../app/config.server.ts";
import { createShopServices } from "../../app/services.server.ts";
import { makeUser, type TestUser } from "../support/users.ts";
import type { CheckoutInput } from "../../app/modules/orders/checkout-form.ts";

const log = createLogger("silent");
const immediately = { baseDelayMs: 0 };
const apiKey = "at-key-test";
const username = "duka";

describe.each(databaseKinds)("SMS outbox on %s", (kind) => {
  let database: Database;
  /** A second connection to the same database: another app server (PGlite has one process). */
  let other: Database;
  let dropServerDatabase: (() => Promise<void>) | undefined;
  let shop: ReturnType<typeof testServices>;
  let customer: TestUser;
  let staff: TestUser;
  let reportsTo: Served;
  let simulator: ServedSimulator<SmsSimulator>;
  const cleanups: (() => Promise<void>)[] = [];

  const client = (baseUrl = simulator.base) =>
    createSmsClient({ baseUrl, username, apiKey, log, retryDelaysMs: [] });

  beforeAll(async () => {
    if (kind === "postgres") {
      const server = await createServerDatabase();
      database = await openDatabase({ kind: "postgres", url: server.url });
      other = await openDatabase({ kind: "postgres", url: server.url });
      dropServerDatabase = () => server.drop();
    } else {
      database = await openDatabase({ kind: "pglite" });
      other = database;
    }
    shop = testServices(database.db);
    customer = await makeUser(shop.auth, database.db);
    staff = await makeUser(shop.auth, database.db, "admin");
    // The shop's delivery-report endpoint: what the route does, on this database.
    reportsTo = await serveFetch(async (request) => {
      const report = parseDeliveryReport(new URLSearchParams(await request.text()));
      if (!report) return new Response(null, { status: 400 });
      const outcome = await recordDeliveryReport(database.db, report);
      return new Response(null, { status: outcome === "recorded" ? 200 : 404 });
    });
    simulator = await serveSimulator(
      createSmsSimulator({
        apiKey,
        username,
        deliveryReportUrl: `${reportsTo.url}/reports`,
        reportDelayMs: 30,
        lateReportDelayMs: 400,
        reportRetryDelaysMs: [50, 50, 50],
        log,
      }),
    );
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await simulator?.close();
    await reportsTo?.close();
    await shop?.stop();
    if (other !== database) await other?.close();
    await database?.close();
    await dropServerDatabase?.();
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  async function place(overrides: Partial<CheckoutInput> = {}, alertsPhone?: string) {
    const item = await makeItem(database.db);
    await addToCart(database.db, customer.id, item.id, 1, "");
    const outcome = await placeOrder(database.db, customer.id, checkoutInput(overrides), {
      delivery: flatDelivery(0),
      publicUrl: "http://shop.test",
      shop: testShopContact,
      language: overrides.name === "Kiswahili" ? "sw" : "en",
      alertsPhone,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return { orderId: outcome.orderId, itemPrice: item.priceCents };
  }

  const messagesOf = (orderId: string): Promise<SmsMessage[]> =>
    database.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));

  async function listed(): Promise<ListedMessage[]> {
    const response = await fetch(`${simulator.base}/messages.json`);
    return ((await response.json()) as { messages: ListedMessage[] }).messages;
  }

  const orderNumberOf = async (orderId: string) =>
    (
      await database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]!.orderNumber;

  /** Runs every due message through the simulator until none is left. */
  async function deliverAll() {
    while ((await deliverDueSms(database.db, client(), log, immediately)) > 0);
  }

  it("queues one message per event in the order's language, to the +254 phone, each sent once", async () => {
    const { orderId } = await place({ phone: "0712 000 100" });
    const [placed] = await messagesOf(orderId);
    const ref = smsOrderReference({ orderNumber: await orderNumberOf(orderId) });
    expect(placed).toMatchObject({ kind: "order-placed", to: "+254712000100", status: "pending" });
    expect(placed!.text).toContain(ref);
    expect(placed!.text).toMatch(/Pay by M-Pesa to 0700 000 000, account/);
    expect(smsSegments(placed!.text).segments).toBe(1);

    const mailOptions = { publicUrl: "http://shop.test" };
    const steps = [
      {
        intent: "record-payment",
        expectedStatus: "pending",
        paidWith: "mpesa",
        reference: `R${Date.now()}`,
      },
      { intent: "mark-shipped", expectedStatus: "paid", note: "" },
      { intent: "mark-delivered", expectedStatus: "shipped" },
    ] as const;
    for (const step of steps) {
      const outcome = await applyOrderAction(
        database.db,
        orderId,
        staff.id,
        step as never,
        mailOptions,
      );
      expect(outcome.ok).toBe(true);
    }
    await deliverAll();
    await deliverAll();
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => row.kind).sort()).toEqual([
      "order-delivered",
      "order-paid",
      "order-placed",
      "order-shipped",
    ]);
    expect(rows.every((row) => row.status === "sent" && row.providerMessageId)).toBe(true);
    const texts = (await listed()).filter((message) => message.phone === "+254712000100");
    expect(texts).toHaveLength(4);
    expect(texts.map((message) => message.text).sort()).toEqual(rows.map((row) => row.text).sort());
    expect(texts.every((message) => message.segments === 1)).toBe(true);
  });

  it("writes a Kiswahili order's messages in Kiswahili, and the owner's alert to the alerts phone", async () => {
    const { orderId } = await place(
      { phone: "+254 722 000 200", name: "Kiswahili" },
      "0733 000 300",
    );
    await applyOrderAction(
      database.db,
      orderId,
      staff.id,
      { intent: "cancel", expectedStatus: "pending", reason: "" } as never,
      { publicUrl: "http://shop.test" },
    );
    await deliverAll();
    const rows = await messagesOf(orderId);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind["order-placed"]!.text).toMatch(/^Duka Fashions: oda .* imepokelewa/);
    expect(byKind["order-cancelled"]!.text).toMatch(/imeghairiwa/);
    expect(byKind["order-alert"]).toMatchObject({ to: "+254733000300", status: "sent" });
    expect(byKind["order-alert"]!.text).toContain(
      smsOrderReference({ orderNumber: await orderNumberOf(orderId) }),
    );
    const alerts = (await listed()).filter((message) => message.phone === "+254733000300");
    expect(alerts).toHaveLength(1);
  });

  it("never queues an event twice, and queues nothing when the order's change is undone", async () => {
    const { orderId } = await place({ phone: "0712 000 400" });
    const [placed] = await messagesOf(orderId);
    await enqueueSms(database.db, [
      { kind: "order-placed", orderId, to: "+254712000400", text: "again" },
    ]);
    expect(await messagesOf(orderId)).toEqual([placed]);
    // A status change that is refused (stale) queues nothing.
    const refused = await applyOrderAction(
      database.db,
      orderId,
      staff.id,
      { intent: "mark-delivered", expectedStatus: "shipped" } as never,
      { publicUrl: "http://shop.test" },
    );
    expect(refused.ok).toBe(false);
    expect(await messagesOf(orderId)).toHaveLength(1);
  });

  it("sends each message once with two workers on two connections, and not again after a restart", async () => {
    const orders = [];
    for (const n of [1, 2, 3, 4, 5]) orders.push(await place({ phone: `0712 000 5${n}0` }));
    const [a, b] = await Promise.all([
      deliverDueSms(database.db, client(), log, immediately),
      deliverDueSms(other.db, client(), log, immediately),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(5);
    // A worker that starts later (a restarted server) sends what was queued since, and nothing
    // sent before: once the new order's message is out, the old ones are still listed once.
    const later = await place({ phone: "0712 000 580" });
    const restarted = startSmsWorker(other.db, client(), log, { intervalMs: 20 });
    await expect.poll(async () => (await messagesOf(later.orderId))[0]!.status).toBe("sent");
    await restarted.stop();
    const phones = (await listed()).map((message) => message.phone);
    for (const n of [1, 2, 3, 4, 5])
      expect(phones.filter((phone) => phone === `+2547120005${n}0`)).toHaveLength(1);
    for (const { orderId } of orders)
      expect((await messagesOf(orderId)).map((row) => [row.status, row.attempts])).toEqual([
        ["sent", 1],
      ]);
  });

  it("sends each order's SMS once with two shops' services (their own workers) on one database", async () => {
    // Two app servers as the server assembles them, each with its SMS worker, on two connections.
    const env = {
      SMS_ENV: "sandbox",
      AT_USERNAME: "sandbox",
      AT_API_KEY: apiKey,
      AT_API_URL: simulator.base,
      DATA_DIR: shop.dataDir,
      SEED_DEMO: "false",
    };
    const servers = [database, other].map((each) =>
      createShopServices(parseConfig(env), each.db, log, { worker: true }),
    );
    cleanups.push(async () => {
      for (const server of servers) await server.stop();
    });
    const placed = [];
    for (const n of [1, 2, 3, 4]) {
      placed.push(await place({ phone: `0712 000 7${n}0` }));
      for (const server of servers) server.mailQueued();
    }
    for (const { orderId } of placed)
      await expect.poll(async () => (await messagesOf(orderId))[0]!.status).toBe("sent");
    const phones = (await listed()).map((message) => message.phone);
    for (const n of [1, 2, 3, 4])
      expect(phones.filter((phone) => phone === `+2547120007${n}0`)).toHaveLength(1);
  });

  it("never sends again a message whose worker stopped mid-send (a crash), once its lease lapsed", async () => {
    const { orderId } = await place({ phone: "0712 000 590" });
    // As a worker leaves it when it dies between taking the message and recording the answer.
    await database.db
      .update(smsOutbox)
      .set({ attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(smsOutbox.orderId, orderId));
    await deliverAll();
    const [row] = await messagesOf(orderId);
    expect(row).toMatchObject({ status: "unknown", attempts: 1, lockedUntil: null });
    expect(row!.lastError).toMatch(/interrupted/);
    expect((await listed()).some((message) => message.phone === "+254712000590")).toBe(false);
  });

  it("keeps a message while Africa's Talking cannot be reached and sends it once when it can", async () => {
    const { orderId } = await place({ phone: "0712 000 600" });
    let refuse = 1;
    // 429: the request was refused before anything was sent, so the message is tried again.
    const flaky = await serveFetch(async (request) => {
      if (refuse-- > 0) return new Response("Too many requests", { status: 429 });
      return (await simulator.simulator.handle(request)) ?? new Response(null, { status: 404 });
    });
    cleanups.push(() => flaky.close());
    const base = `${flaky.url}/simulator/sms`;
    await deliverDueSms(database.db, client(base), log, immediately);
    expect((await messagesOf(orderId))[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect((await messagesOf(orderId))[0]!.lastError).toMatch(/429/);
    await deliverDueSms(database.db, client(base), log, immediately);
    expect((await messagesOf(orderId))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect((await listed()).filter((message) => message.phone === "+254712000600")).toHaveLength(1);
  });

  it("waits longer after each failed try", async () => {
    const { orderId } = await place({ phone: "0712 000 650" });
    const closed = await serveFetch(async () => new Response(null, { status: 429 }));
    await closed.close();
    await deliverDueSms(database.db, client(closed.url), log, { baseDelayMs: 60_000 });
    const [row] = await messagesOf(orderId);
    expect(row!.status).toBe("pending");
    const waitMs = row!.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    // Not due yet: a second round leaves it.
    await deliverDueSms(database.db, client(), log);
    expect((await messagesOf(orderId))[0]!.attempts).toBe(1);
    await database.db.delete(smsOutbox).where(eq(smsOutbox.orderId, orderId));
  });

  it("never sends again a message that may have gone out (a 5xx), and marks it unknown", async () => {
    const { orderId } = await place({ phone: "0712 000 700" });
    const broken = await serveFetch(async () => new Response("Oops", { status: 502 }));
    cleanups.push(() => broken.close());
    await deliverDueSms(database.db, client(broken.url), log, immediately);
    await deliverAll();
    expect((await messagesOf(orderId))[0]).toMatchObject({ status: "unknown", attempts: 1 });
    expect((await listed()).some((message) => message.phone === "+254712000700")).toBe(false);
  });

  it("records a refusal for good, and skips every message while SMS is off", async () => {
    const refused = await place({ phone: "0712 000 003" });
    await deliverAll();
    expect((await messagesOf(refused.orderId))[0]).toMatchObject({ status: "failed" });
    expect((await messagesOf(refused.orderId))[0]!.lastError).toMatch(/406/);

    const off = await place({ phone: "0712 000 800" });
    await deliverDueSms(database.db, null, log, immediately);
    expect((await messagesOf(off.orderId))[0]).toMatchObject({ status: "skipped" });
    await deliverAll();
    expect((await listed()).some((message) => message.phone === "+254712000800")).toBe(false);

    const landline = await place({ phone: "020 123 4567" });
    expect((await messagesOf(landline.orderId))[0]).toMatchObject({ status: "skipped" });
    // The desk says why each was not sent, and what a refusal said.
    expect((await orderSmsView(database.db, off.orderId, "en"))[0]).toMatchObject({
      status: "skipped",
      skipped: "off",
      detail: null,
    });
    expect((await orderSmsView(database.db, landline.orderId, "sw"))[0]!.skipped).toBe(
      "not-mobile",
    );
    expect((await orderSmsView(database.db, refused.orderId, "en"))[0]).toMatchObject({
      status: "failed",
      skipped: null,
      detail: expect.stringMatching(/406/),
    });
  });

  it("records delivery reports: delivered, failed, and a late one", async () => {
    const delivered = await place({ phone: "0712 000 900" });
    const failed = await place({ phone: "0712 000 001" });
    const late = await place({ phone: "0712 000 002" });
    await deliverAll();
    const deliveryOf = async (orderId: string) => (await messagesOf(orderId))[0]!;
    await expect.poll(async () => (await deliveryOf(delivered.orderId)).delivery).toBe("delivered");
    await expect.poll(async () => (await deliveryOf(failed.orderId)).delivery).toBe("failed");
    expect((await deliveryOf(failed.orderId)).failureReason).toBe("DeliveryFailure");
    expect((await deliveryOf(late.orderId)).delivery).toBe("pending");
    await expect
      .poll(async () => (await deliveryOf(late.orderId)).delivery, { timeout: 3_000 })
      .toBe("delivered");
    expect((await deliveryOf(delivered.orderId)).deliveryStatus).toBe("Success");
    // A later report that is not final leaves a final one as it is.
    const messageId = (await deliveryOf(delivered.orderId)).providerMessageId!;
    const buffered = parseDeliveryReport({
      id: messageId,
      status: "Buffered",
      phoneNumber: "+254712000900",
    })!;
    expect(await recordDeliveryReport(database.db, buffered)).toBe("recorded");
    expect((await deliveryOf(delivered.orderId)).delivery).toBe("delivered");
    const stranger = parseDeliveryReport({
      id: "ATXid_none",
      status: "Success",
      phoneNumber: "+254712000900",
    })!;
    expect(await recordDeliveryReport(database.db, stranger)).toBe("unknown-message");
  });
});
