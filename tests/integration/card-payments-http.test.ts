// Cards through the built shop over HTTP, as a browser without JavaScript: the shop runs with
// PESAPAL_ENV=simulator (the simulator mounted in it sends its IPNs to the shop's own IPN route).
// Place Order redirects to the hosted page; paying there, the IPN alone makes the order paid (the
// return is not even followed); the return lands on the success view saying Paid; a declined card
// offers Try again, which redirects to a new payment page for the same order; forged IPNs change
// nothing. Then a real restart: the shop stops while the shopper pays with the card that sends no
// IPN, and the restarted shop's status worker finds the payment (the simulator as its own process);
// and two shop processes on one PostgreSQL database, each payment applied once.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutForm, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { withoutScripts } from "../../tools/harness/shop-pages.ts";
import { freePort } from "../../tools/harness/smtp.ts";
import pg from "pg";
import { createServerDatabase } from "../support/database.ts";
import { readMails } from "../support/eml.ts";
import { startSimulatorProcess } from "../support/simulator-process.ts";

describe("card payments through the shop over HTTP (PESAPAL_ENV=simulator)", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  let itemId: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    const port = await freePort();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
      ORDER_LIMIT: "0",
      PESAPAL_ENV: "simulator",
    });
    itemId = (await client.orderable(await client.itemIdsOn("/type/women")))[0]!.itemId;
  }, 240_000);
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new shopper's card order: the hosted page Place Order redirected to, and the order's id. */
  async function cardOrder(): Promise<{ cookie: string; page: string; orderId: string }> {
    const cookie = await client.registerAndSignIn();
    await client.addToCart({ cookie }, itemId);
    const placed = await client.post(
      "/checkout",
      checkoutForm(randomUUID(), { paymentMethod: "creditcard" }),
      { cookie },
    );
    expect(placed.status).toBe(302);
    const page = placed.headers.get("location")!;
    expect(page).toMatch(new RegExp(`^${shop.url}/simulator/pesapal/pay/[0-9a-f-]{36}$`));
    const orders = await (await client.get("/orders", { cookie })).text();
    const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(orders)![1]!;
    return { cookie, page, orderId };
  }

  async function pay(page: string, cardNumber: string): Promise<string> {
    const answer = await fetch(page, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: shop.url },
      body: new URLSearchParams({ cardNumber, expiry: "12/39", cvv: "123", action: "pay" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    return answer.headers.get("location")!;
  }

  const status = async (orderId: string, cookie: string) =>
    (await (await client.get(`/checkout/success/${orderId}/status`, { cookie })).json()) as {
      orderStatus: string;
      payment: { state: string } | null;
    };

  it("the IPN alone makes the order paid; the return lands on the success view saying Paid", async () => {
    const { cookie, page, orderId } = await cardOrder();
    const waiting = withoutScripts(
      await (await client.get(`/checkout/success/${orderId}`, { cookie })).text(),
    );
    expect(waiting).toContain("Waiting for Pesapal to confirm your card payment");
    expect(waiting).toContain('http-equiv="refresh"');
    expect(waiting).toContain("Go to the payment page");
    const back = await pay(page, "4111 1111 1111 1111");
    await expect.poll(async () => (await status(orderId, cookie)).orderStatus).toBe("paid");
    expect(await status(orderId, cookie)).toEqual({
      orderStatus: "paid",
      payment: expect.objectContaining({ state: "paid" }),
    });
    const returned = await client.get(back.slice(shop.url.length), { cookie });
    expect(returned.status).toBe(302);
    expect(returned.headers.get("location")).toBe(`/checkout/success/${orderId}`);
    const success = await (await client.get(`/checkout/success/${orderId}`, { cookie })).text();
    expect(success).toMatch(/Paid by card: confirmation code \S+/);
    // The confirmation e-mail says the card is paid on Pesapal's page, not that the shop will call.
    const confirmation = await vi.waitFor(() => {
      const found = readMails(path.join(dataDir, "mail")).find((mail) =>
        mail.text.includes(orderId),
      );
      if (!found) throw new Error("no confirmation e-mail yet");
      return found;
    });
    expect(confirmation.text).toContain("by card on Pesapal's secure payment page");
    expect(confirmation.text).not.toContain("we will contact you");
  });

  it("a declined card says so; Try again redirects to a new payment page for the same order", async () => {
    const { cookie, page, orderId } = await cardOrder();
    const back = await pay(page, "4000 0000 0000 0002");
    await client.get(back.slice(shop.url.length), { cookie });
    const declined = await (await client.get(`/checkout/success/${orderId}`, { cookie })).text();
    expect(declined).toContain(
      "Your card payment did not go through: your bank declined the card.",
    );
    expect(declined).toMatch(/<button[^>]*>Try again<\/button>/);
    const again = await client.post(
      `/checkout/success/${orderId}`,
      { intent: "card-retry" },
      { cookie },
    );
    expect(again.status).toBe(302);
    const next = again.headers.get("location")!;
    expect(next).toMatch(/\/simulator\/pesapal\/pay\/[0-9a-f-]{36}$/);
    expect(next).not.toBe(page);
    await pay(next, "4111 1111 1111 1111");
    await expect.poll(async () => (await status(orderId, cookie)).orderStatus).toBe("paid");
  });

  it("forged IPNs are acknowledged or refused and change nothing", async () => {
    const { cookie, orderId } = await cardOrder();
    const forged = await fetch(`${shop.url}/payments/card/ipn`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        OrderTrackingId: randomUUID(),
        OrderNotificationType: "IPNCHANGE",
        OrderMerchantReference: randomUUID(),
      }),
    });
    expect(forged.status).toBe(200);
    expect(await forged.json()).toMatchObject({ status: 200 });
    const broken = await fetch(`${shop.url}/payments/card/ipn`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    const byGet = await fetch(
      `${shop.url}/payments/card/ipn?OrderTrackingId=x&OrderNotificationType=IPNCHANGE&OrderMerchantReference=y`,
    );
    expect(byGet.status).toBe(200);
    expect(await status(orderId, cookie)).toMatchObject({
      orderStatus: "pending",
      payment: { state: "pending" },
    });
  });
});

describe("card payments across a restart of the shop (the simulator as its own process)", () => {
  it("paid with no IPN while the shop is down: the restarted shop's worker finds it", async () => {
    ensureBuilt();
    const simulator = await startSimulatorProcess({
      name: "pesapal",
      portVariable: "PESAPAL_SIMULATOR_PORT",
      readyName: "Pesapal simulator",
      env: { PESAPAL_CONSUMER_KEY: "restart-key", PESAPAL_CONSUMER_SECRET: "restart-secret" },
    });
    const dataDir = tempDataDir();
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "true",
      ORDER_LIMIT: "0",
      PESAPAL_ENV: "sandbox",
      PESAPAL_API_URL: `${simulator.origin}/simulator/pesapal`,
      PESAPAL_CONSUMER_KEY: "restart-key",
      PESAPAL_CONSUMER_SECRET: "restart-secret",
      PESAPAL_QUERY_AFTER: "1",
    };
    let shop = await startShopProcess(env);
    const client = shopClient(() => shop.url);
    try {
      const itemId = (await client.orderable(await client.itemIdsOn("/type/women")))[0]!.itemId;
      const cookie = await client.registerAndSignIn();
      await client.addToCart({ cookie }, itemId);
      const placed = await client.post(
        "/checkout",
        checkoutForm(randomUUID(), { paymentMethod: "creditcard" }),
        { cookie },
      );
      const page = placed.headers.get("location")!;
      expect(page.startsWith(simulator.origin)).toBe(true);
      const orders = await (await client.get("/orders", { cookie })).text();
      const orderId = /\/order-confirmation\/([0-9a-f-]{36})/.exec(orders)![1]!;
      // The shop stops; the shopper pays with the card that sends no IPN, and never comes back.
      expect(await shop.stop()).toBe(0);
      const paid = await fetch(page, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: simulator.origin,
        },
        body: new URLSearchParams({
          cardNumber: "4000 0000 0000 0119",
          expiry: "12/39",
          cvv: "123",
          action: "pay",
        }),
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      shop = await startShopProcess(env);
      await expect
        .poll(
          async () =>
            (
              (await (
                await client.get(`/checkout/success/${orderId}/status`, { cookie })
              ).json()) as { orderStatus: string }
            ).orderStatus,
          { timeout: 40_000, interval: 250 },
        )
        .toBe("paid");
      const success = await (await client.get(`/checkout/success/${orderId}`, { cookie })).text();
      expect(success).toMatch(/Paid by card: confirmation code \S+/);
    } finally {
      await shop.stop();
      simulator.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "card payments on two shop processes over one PostgreSQL database",
  () => {
    it("apply each payment once, whichever server finds it", async () => {
      ensureBuilt();
      const simulator = await startSimulatorProcess({
        name: "pesapal",
        portVariable: "PESAPAL_SIMULATOR_PORT",
        readyName: "Pesapal simulator",
      });
      const database = await createServerDatabase();
      const dirs = [tempDataDir(), tempDataDir()];
      const ports = [await freePort(), await freePort()];
      const shops: ShopProcess[] = [];
      const envOf = (i: number) => ({
        DATA_DIR: dirs[i]!,
        PORT: String(ports[i]),
        PUBLIC_URL: `http://127.0.0.1:${ports[i]}`,
        DATABASE_URL: database.url,
        AUTH_SECRET: "shared-auth-secret-of-both-servers-0123456789",
        TRUST_PROXY: "true",
        ORDER_LIMIT: "0",
        PESAPAL_ENV: "sandbox",
        PESAPAL_API_URL: `${simulator.origin}/simulator/pesapal`,
        PESAPAL_CONSUMER_KEY: "two-servers-key",
        PESAPAL_CONSUMER_SECRET: "two-servers-secret",
        PESAPAL_QUERY_AFTER: "1",
        ...(i === 1 ? { SEED_DEMO: "false" } : {}),
      });
      try {
        shops.push(await startShopProcess(envOf(0)));
        shops.push(await startShopProcess(envOf(1)));
        const clients = shops.map((shop) => shopClient(() => shop.url));
        const itemId = (await clients[0]!.orderable(await clients[0]!.itemIdsOn("/type/women")))[0]!
          .itemId;
        // Through both servers; half paid with the card that sends no IPN (only a worker finds them).
        const placed = await Promise.all(
          Array.from({ length: 4 }, async (_, i) => {
            const client = clients[i % 2]!;
            const cookie = await client.registerAndSignIn();
            await client.addToCart({ cookie }, itemId);
            const answer = await client.post(
              "/checkout",
              checkoutForm(randomUUID(), { paymentMethod: "creditcard" }),
              { cookie },
            );
            const page = answer.headers.get("location")!;
            const paid = await fetch(page, {
              method: "POST",
              headers: {
                "Content-Type": "application/x-www-form-urlencoded",
                Origin: simulator.origin,
              },
              body: new URLSearchParams({
                cardNumber: i < 2 ? "4000 0000 0000 0119" : "4111 1111 1111 1111",
                expiry: "12/39",
                cvv: "123",
                action: "pay",
              }),
              redirect: "manual",
            });
            expect(paid.status).toBe(303);
            const orders = await (await client.get("/orders", { cookie })).text();
            return /\/order-confirmation\/([0-9a-f-]{36})/.exec(orders)![1]!;
          }),
        );
        const db = new pg.Client({ connectionString: database.url });
        await db.connect();
        try {
          await expect
            .poll(
              async () =>
                Number(
                  (
                    await db.query<{ n: string }>(
                      "select count(*) as n from orders where id = any($1) and status = 'paid'",
                      [placed],
                    )
                  ).rows[0]!.n,
                ),
              { timeout: 60_000, interval: 250 },
            )
            .toBe(placed.length);
          const history = await db.query<{ n: string }>(
            "select count(*) as n from order_status_changes where order_id = any($1) and to_status = 'paid' group by order_id",
            [placed],
          );
          expect(history.rows.map((row) => Number(row.n))).toEqual(placed.map(() => 1));
          const rows = await db.query<{ n: string }>(
            "select count(*) as n from payments where order_id = any($1) and provider = 'pesapal' and state = 'paid'",
            [placed],
          );
          expect(Number(rows.rows[0]!.n)).toBe(placed.length);
        } finally {
          await db.end();
        }
      } finally {
        for (const shop of shops) await shop.stop();
        simulator.kill();
        await database.drop();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);
  },
);
