// M-Pesa pays by itself, end to end over HTTP: the built shop as a process (MPESA_ENV=sandbox with
// MPESA_API_URL pointing at the simulator, which the test serves over HTTP so that it can read what
// the simulator delivered; it decides by the phone's last digits), shoppers placing orders without JavaScript. Every outcome of the simulator's table,
// Try again on the same order, a phone held back, forged callbacks, no callback then a query, a
// restart in the middle; then two shop processes on one PostgreSQL database (each payment once).
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutForm, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { withoutScripts } from "../../tools/harness/shop-pages.ts";
import { createServerDatabase } from "../support/database.ts";
import { waitForValue } from "../support/wait-for.ts";
import { serveSimulator, type ServedSimulator } from "../support/fetch-server.ts";
import {
  createDarajaSimulator,
  type DarajaSimulator,
  type StkDeliveries,
} from "../../simulators/mpesa/simulator.ts";
import { freePort } from "../../tools/harness/smtp.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
const root = path.resolve(import.meta.dirname, "..", "..");
/** What `read` gives once it gives something, asked every quarter second: the shop is a process. */
const waitFor = <T>(read: () => Promise<T | undefined | false>, what: string, timeout = 20_000) =>
  waitForValue(read, what, { timeout, interval: 250 });

/** The callback secret the shop generated into its DATA_DIR. */
const callbackSecretOf = (dataDir: string) =>
  readFileSync(path.join(dataDir, "mpesa-callback-secret"), "utf8").trim();

type Simulator = ServedSimulator<DarajaSimulator>;

const startSimulator = (): Promise<Simulator> =>
  serveSimulator(createDarajaSimulator({ consumerKey: "test-key", consumerSecret: "test-secret" }));

/**
 * The simulator's report on the STK request pushed to `phone` (07XXXXXXXX), once it has sent all it
 * will send about it and the shop answered each callback.
 */
const finishedDeliveriesTo = (simulator: Simulator, phone: string): Promise<StkDeliveries> =>
  waitFor(async () => {
    const report = simulator.simulator
      .stkDeliveries()
      .find((delivered) => delivered.phone === `254${phone.slice(1)}`);
    return report?.finished && report;
  }, `the callbacks to ${phone}`);

/** A Kenyan mobile number ending in the simulator's outcome digits, different for every call. */
let numberSeed = 100;
function phoneEnding(last3: string): string {
  numberSeed += 1;
  return `07${String(numberSeed).padStart(4, "0")}${String(Math.floor(Math.random() * 10))}${last3}`;
}

const callbackBody = (
  checkoutRequestId: string,
  { resultCode = 0, amount = 1, receipt = "SIM0FORGED" } = {},
) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: "forged-1",
      CheckoutRequestID: checkoutRequestId,
      ResultCode: resultCode,
      ResultDesc: "forged",
      ...(resultCode === 0
        ? {
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: amount },
                { Name: "MpesaReceiptNumber", Value: receipt },
                { Name: "TransactionDate", Value: 20261122223000 },
                { Name: "PhoneNumber", Value: 254712345678 },
              ] as { Name: string; Value: number | string | null }[],
            },
          }
        : {}),
    },
  },
});

function shopEnv(
  simulator: Simulator,
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "true",
    ORDER_LIMIT: "0",
    MPESA_ENV: "sandbox",
    MPESA_API_URL: simulator.base,
    MPESA_CONSUMER_KEY: "test-key",
    MPESA_CONSUMER_SECRET: "test-secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
    MPESA_QUERY_AFTER: "2",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...extra,
  };
}

describe("M-Pesa STK payments through the shop and the simulator", () => {
  let simulator: Simulator;
  let dataDir: string;
  let port: number;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  let itemId: string;

  beforeAll(async () => {
    ensureBuilt();
    simulator = await startSimulator();
    dataDir = tempDataDir();
    port = await freePort();
    shop = await startShopProcess(shopEnv(simulator, dataDir, port));
    itemId = (await client.orderable(await client.itemIdsOn("/type/women")))[0]!.itemId;
  }, 240_000);
  afterAll(async () => {
    await shop?.stop();
    await simulator?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (pathname: string, cookie: string) =>
    withoutScripts(await (await client.get(pathname, { cookie })).text());
  const successPage = (orderId: string, cookie: string) =>
    page(`/checkout/success/${orderId}`, cookie);

  /** A new shopper's order paid with M-Pesa from `mpesaPhone`; resolves with the order id and the cookie. */
  async function orderPaidFrom(mpesaPhone: string): Promise<{ orderId: string; cookie: string }> {
    const cookie = await client.registerAndSignIn();
    const orderId = await client.placeOrder({ cookie }, itemId, { mpesaPhone });
    return { orderId, cookie };
  }

  const finalPage = (orderId: string, cookie: string, ms?: number) =>
    waitFor(
      async () => {
        const html = await successPage(orderId, cookie);
        return !html.includes("Check your phone") && html;
      },
      `the result of order ${orderId}`,
      ms,
    );

  it("000: paid by itself; the order page says Paid with the receipt, the history says by the shop", async () => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding("000"));
    const waiting = await successPage(orderId, cookie);
    expect(waiting).toContain("Order Successful!");
    expect(waiting).toContain("Check your phone: enter your M-Pesa PIN");
    expect(waiting).toContain('http-equiv="refresh"');
    expect(waiting).toContain("Check again");
    const done = await finalPage(orderId, cookie);
    const receipt = /Paid: M-Pesa receipt ([A-Z0-9]{10})/.exec(done)?.[1];
    expect(receipt).toBeDefined();
    const orderPage = await page(`/order-confirmation/${orderId}`, cookie);
    expect(orderPage).toContain("Paid");
    expect(orderPage).toContain(`M-Pesa, reference ${receipt}`);
    const status = await (
      await client.get(`/checkout/success/${orderId}/status`, { cookie })
    ).json();
    expect(status).toMatchObject({ orderStatus: "paid", payment: { state: "paid" } });
  });

  it.each([
    ["001", "there was not enough money in the M-Pesa account."],
    ["032", "the request was cancelled on the phone."],
    ["037", "the phone could not be reached."],
    ["201", "the M-Pesa PIN was wrong."],
  ])("%s: not paid, says why in plain words, and offers Try again", async (last3, reason) => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding(last3));
    const done = await finalPage(orderId, cookie);
    expect(done).toContain(`Not paid: ${reason}`);
    expect(done).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(done).toContain("You can also pay by hand");
    const status = await (
      await client.get(`/checkout/success/${orderId}/status`, { cookie })
    ).json();
    expect(status).toMatchObject({ orderStatus: "pending", payment: { state: "failed" } });
  });

  it("Try again with another number pays the same order; no second order is made", async () => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding("032"));
    await finalPage(orderId, cookie);
    const retried = await client.post(
      `/checkout/success/${orderId}`,
      { intent: "retry", mpesaPhone: phoneEnding("000") },
      { cookie },
    );
    expect(retried.status).toBe(302);
    const done = await finalPage(orderId, cookie);
    expect(done).toMatch(/Paid: M-Pesa receipt [A-Z0-9]{10}/);
    const orders = await page("/orders", cookie);
    expect([...orders.matchAll(/\/order-confirmation\//g)]).toHaveLength(1);
  });

  it("staff send a new request from the desk; it pays the same order", async () => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding("037"));
    await finalPage(orderId, cookie);
    const staff = await client.signIn(admin.email, admin.password);
    const desk = await page(`/admin/orders/${orderId}`, staff);
    expect(desk).toContain("Payment attempts");
    expect(desk).toContain("the phone could not be reached.");
    const badPhone = await client.post(
      `/admin/orders/${orderId}`,
      { intent: "mpesa-request", mpesaPhone: "12345" },
      { cookie: staff },
    );
    expect(badPhone.status).toBe(400);
    expect(withoutScripts(await badPhone.text())).toContain(
      "Enter a Kenyan mobile number for M-Pesa",
    );
    const sent = await client.post(
      `/admin/orders/${orderId}`,
      { intent: "mpesa-request", mpesaPhone: phoneEnding("000") },
      { cookie: staff },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/admin/orders/${orderId}?mpesa=sent`);
    await finalPage(orderId, cookie);
    expect(
      await (await client.get(`/checkout/success/${orderId}/status`, { cookie })).json(),
    ).toMatchObject({ orderStatus: "paid" });
  });

  it("caps Try again: after three prompts in an hour the shopper is told in plain words; staff can still send one from the desk", async () => {
    const phone = phoneEnding("032");
    const { orderId, cookie } = await orderPaidFrom(phone);
    await finalPage(orderId, cookie);
    const tryAgain = () =>
      client.post(
        `/checkout/success/${orderId}`,
        { intent: "retry", mpesaPhone: phone },
        { cookie },
      );
    for (let prompt = 2; prompt <= 3; prompt++) {
      expect((await tryAgain()).status).toBe(302);
      await finalPage(orderId, cookie);
    }
    const capped = await tryAgain();
    expect(capped.status).toBe(429);
    expect(withoutScripts(await capped.text())).toContain(
      "You have asked for M-Pesa payment requests too many times in the last hour.",
    );
    const staff = await client.signIn(admin.email, admin.password);
    const sent = await client.post(
      `/admin/orders/${orderId}`,
      { intent: "mpesa-request", mpesaPhone: phoneEnding("000") },
      { cookie: staff },
    );
    expect(sent.headers.get("location")).toBe(`/admin/orders/${orderId}?mpesa=sent`);
  }, 90_000);

  it("holds back a second request while one waits on the phone, and refuses a number that is not a Kenyan mobile", async () => {
    const waitingPhone = phoneEnding("555");
    const { orderId, cookie } = await orderPaidFrom(waitingPhone);
    const again = await client.post(
      `/checkout/success/${orderId}`,
      { intent: "retry", mpesaPhone: waitingPhone },
      { cookie },
    );
    expect(again.status).toBe(429);
    expect(withoutScripts(await again.text())).toContain(
      "A payment request is already waiting on that phone.",
    );
    const landline = await client.post(
      `/checkout/success/${orderId}`,
      { intent: "retry", mpesaPhone: "020 123 4567" },
      { cookie },
    );
    expect(landline.status).toBe(400);
    const refusedPage = withoutScripts(await landline.text());
    expect(refusedPage).toContain("Enter a Kenyan mobile number for M-Pesa");
    expect(refusedPage).toContain('value="020 123 4567"');
  });

  it("serves no simulator unless MPESA_ENV=simulator", async () => {
    expect((await client.get("/simulator/mpesa/phone")).status).toBe(404);
    expect(
      (await client.get("/simulator/mpesa/oauth/v1/generate?grant_type=client_credentials")).status,
    ).toBe(404);
  });

  it("refuses a checkout whose M-Pesa phone number is not a Kenyan mobile, keeping the form; no order is placed", async () => {
    const cookie = await client.registerAndSignIn();
    await client.addToCart({ cookie }, itemId);
    const answer = await client.post(
      "/checkout",
      checkoutForm(randomUUID(), { mpesaPhone: "+44 20 7946 0000", name: "Wanjiru Kept" }),
      { cookie },
    );
    expect(answer.status).toBe(400);
    const html = withoutScripts(await answer.text());
    expect(html).toContain("Enter a Kenyan mobile number for M-Pesa");
    expect(html).toContain('value="Wanjiru Kept"');
    expect(html).toContain('value="+44 20 7946 0000"');
    expect(await page("/orders", cookie)).not.toContain("/order-confirmation/");
  });

  it("099: the callback never comes; the shop's query finds the payment", async () => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding("099"));
    const done = await finalPage(orderId, cookie, 40_000);
    expect(done).toContain("Paid with M-Pesa");
    expect(await page(`/order-confirmation/${orderId}`, cookie)).toContain("Paid");
  });

  it("098: the callback comes twice and is applied once", async () => {
    const phone = phoneEnding("098");
    const { orderId, cookie } = await orderPaidFrom(phone);
    await finalPage(orderId, cookie);
    // The simulator sends the second copy after the shop accepted the first; both answered 200.
    const delivered = await finishedDeliveriesTo(simulator, phone);
    expect(delivered.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 200],
      [1, 200],
    ]);
    const orderPage = await page(`/order-confirmation/${orderId}`, cookie);
    expect([...orderPage.matchAll(/M-Pesa, reference [A-Z0-9]{10}/g)]).toHaveLength(1);
  });

  describe("forged callbacks", () => {
    const secret = () => callbackSecretOf(dataDir);
    const postCallback = (pathSecret: string, body: unknown) =>
      fetch(`${shop.url}/payments/stk/callback/${pathSecret}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });

    /** The CheckoutRequestID of the request waiting on the virtual phone for this masked number's last digits. */
    async function waitingRequestId(phone: string): Promise<string> {
      const html = await (await fetch(`${simulator.base}/phone`)).text();
      const articles = html
        .split("<article")
        .filter((part) => part.includes(`${phone.slice(-3)}, waiting`));
      const id = /name="checkoutRequestId" value="([^"]+)"/.exec(articles.at(-1) ?? "")?.[1];
      if (!id) throw new Error("no waiting request on the virtual phone");
      return id;
    }

    it("a wrong secret gets 404 and changes nothing; an unknown CheckoutRequestID is acknowledged and ignored", async () => {
      const wrong = await postCallback("not-the-secret", callbackBody("ws_CO_unknown"));
      expect(wrong.status).toBe(404);
      const unknown = await postCallback(secret(), callbackBody("ws_CO_000000000000000"));
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
      const garbage = await postCallback(secret(), { hello: "world" });
      expect(garbage.status).toBe(400);
      const notJson = await fetch(`${shop.url}/payments/stk/callback/${secret()}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{",
      });
      expect(notJson.status).toBe(400);
    });

    it("a paid callback sent as text/plain, with an item whose Value is null, is read and applied", async () => {
      const phone = phoneEnding("444");
      const { orderId, cookie } = await orderPaidFrom(phone);
      const id = await waitingRequestId(phone);
      const amount = Number(
        /send Ksh\. ([\d,]+)\.00 to/
          .exec(await successPage(orderId, cookie))![1]!
          .replace(/,/g, ""),
      );
      const body = callbackBody(id, { amount, receipt: "SIM0TXTPLN" });
      body.Body.stkCallback.CallbackMetadata!.Item.push({ Name: "Balance", Value: null });
      const answer = await fetch(`${shop.url}/payments/stk/callback/${secret()}`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      expect(
        await (await client.get(`/checkout/success/${orderId}/status`, { cookie })).json(),
      ).toMatchObject({ orderStatus: "paid" });
    });

    it("a paid callback with the wrong amount is held for staff; the order stays pending", async () => {
      const phone = phoneEnding("444");
      const { orderId, cookie } = await orderPaidFrom(phone);
      const id = await waitingRequestId(phone);
      const forged = await postCallback(secret(), callbackBody(id, { amount: 1 }));
      expect(forged.status).toBe(200);
      const html = await successPage(orderId, cookie);
      expect(html).toContain("We received an M-Pesa payment that we must check by hand.");
      const status = await (
        await client.get(`/checkout/success/${orderId}/status`, { cookie })
      ).json();
      expect(status).toMatchObject({ orderStatus: "pending", payment: { state: "held" } });
      // The real callback later (the same id) changes nothing.
      const again = await postCallback(secret(), callbackBody(id, { amount: 999_999 }));
      expect(again.status).toBe(200);
      expect(
        await (await client.get(`/checkout/success/${orderId}/status`, { cookie })).json(),
      ).toMatchObject({ payment: { state: "held" } });

      // Staff see it on the order (warning, masked phone, why) and in the list of payments that need a person.
      const staff = await client.signIn(admin.email, admin.password);
      const desk = await page(`/admin/orders/${orderId}`, staff);
      expect(desk).toContain("An M-Pesa payment for this order needs a person");
      expect(desk).toContain("Wrong amount received");
      expect(desk).toContain(`2547•••••${phone.slice(-3)}`);
      expect(desk).not.toContain(phone.replace(/^0/, "254"));
      expect(desk).toContain("SIM0FORGED");
      const list = await page("/admin/payments", staff);
      expect(list).toContain(`/admin/orders/${orderId}`);
      // The amount received (Ksh. 1), not the amount asked.
      expect(desk).toContain("Ksh. 1.00");
      expect(list).toContain("Ksh. 1.00");
    });
  });

  describe("payments to the paybill by hand (C2B)", () => {
    /** Pays the shop's paybill from the simulator's M-Pesa, as a customer does from the menu. */
    async function payBill(account: string, amountKsh: number): Promise<void> {
      const token = (await (
        await fetch(`${simulator.base}/oauth/v1/generate?grant_type=client_credentials`, {
          headers: { Authorization: `Basic ${btoa("test-key:test-secret")}` },
        })
      ).json()) as { access_token: string };
      const answer = await fetch(`${simulator.base}/mpesa/c2b/v1/simulate`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token.access_token}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({
          ShortCode: "174379",
          CommandID: "CustomerPayBillOnline",
          Amount: amountKsh,
          Msisdn: "254708374149",
          BillRefNumber: account,
        }),
      });
      expect(answer.status).toBe(200);
    }
    /** The whole-shilling amount the success page asks to pay by hand. */
    const amountToPay = (html: string) =>
      Number(/send Ksh\. ([\d,]+)\.00 to/.exec(html)![1]!.replace(/,/g, ""));

    it("the right amount with the order number as account marks the order paid", async () => {
      const { orderId, cookie } = await orderPaidFrom(phoneEnding("777"));
      const html = await successPage(orderId, cookie);
      const orderNumber = /Order number: ([0-9A-Z]{8})</.exec(html)![1]!;
      // As a payer may type it: lower case, in two groups.
      await payBill(
        `${orderNumber.slice(0, 4)} ${orderNumber.slice(4)}`.toLowerCase(),
        amountToPay(html),
      );
      await waitFor(
        async () =>
          (
            (await (
              await client.get(`/checkout/success/${orderId}/status`, { cookie })
            ).json()) as { orderStatus: string }
          ).orderStatus === "paid",
        "the order paid by hand",
      );
      expect(await page(`/order-confirmation/${orderId}`, cookie)).toMatch(
        /M-Pesa, reference [A-Z0-9]{10}/,
      );
    });

    it("an unknown account or a wrong amount is kept for staff to match", async () => {
      const { orderId, cookie } = await orderPaidFrom(phoneEnding("778"));
      const html = await successPage(orderId, cookie);
      const orderNumber = /Order number: ([0-9A-Z]{8})</.exec(html)![1]!;
      await payBill(orderNumber, amountToPay(html) - 1);
      await payBill("NOSUCH42", 250);
      const staff = await client.signIn(admin.email, admin.password);
      const list = await waitFor(async () => {
        const html = await page("/admin/payments", staff);
        return html.includes("NOSUCH42") && html.includes(`/admin/orders/${orderId}`) && html;
      }, "both payments on the desk");
      expect(list).toContain("The account number names no order");
      // Daraja masks the payer's number; staff see it as sent.
      expect(list).toContain("2547 ***** 149");
      expect(list).toContain("Wrong amount received");
      expect(
        await (await client.get(`/checkout/success/${orderId}/status`, { cookie })).json(),
      ).toMatchObject({ orderStatus: "pending" });
    });
  });

  it("a confirmation the shop cannot read (a NUL in the name, a 23-digit amount) is kept for staff and acknowledged", async () => {
    const confirm = (body: string) =>
      fetch(`${shop.url}/payments/paybill/${callbackSecretOf(dataDir)}/confirmation`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
    const payment = {
      TransactionType: "Pay Bill",
      TransTime: "20261126101500",
      BusinessShortCode: "174379",
      BillRefNumber: "NOSUCH43",
      MSISDN: "254708374149",
      MiddleName: "",
      LastName: "",
    };
    const withNul = await confirm(
      JSON.stringify({
        ...payment,
        TransID: "TNUL000001",
        TransAmount: "250.00",
        FirstName: "Ali\u0000ce",
      }),
    );
    expect(withNul.status).toBe(200);
    expect(await withNul.json()).toMatchObject({ ResultCode: "0" });
    const huge = await confirm(
      JSON.stringify({
        ...payment,
        TransID: "THUGE00001",
        TransAmount: "12345678901234567890123",
        FirstName: "Bakari",
      }),
    );
    expect(huge.status).toBe(200);
    expect(await huge.json()).toMatchObject({ ResultCode: "0" });
    // A NUL byte as sent (not JSON at all): kept too.
    const broken = await confirm(
      `{"TransID":"TBROKEN001","TransAmount":"99","FirstName":"A\u0000"}`,
    );
    expect(broken.status).toBe(200);
    const staff = await client.signIn(admin.email, admin.password);
    const list = await page("/admin/payments", staff);
    expect(list).toContain("TNUL000001");
    expect(list).toContain("Alice");
    expect(list).toContain("THUGE00001");
    expect(list).toContain("12345678901234567890123");
    expect(list).toContain("TBROKEN001");
    expect(list).toContain("The confirmation could not be read");
    const logged = shop
      .output()
      .split("\n")
      .filter((line) => /THUGE00001|TBROKEN001/.test(line));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toMatch(/254708374149|Bakari/);
    expect(shop.output()).not.toMatch(/request failed/);
  });

  it("a restart in the middle loses nothing: the query after the restart finds the payment", async () => {
    const { orderId, cookie } = await orderPaidFrom(phoneEnding("099"));
    expect(await shop.stop()).toBe(0);
    shop = await startShopProcess(shopEnv(simulator, dataDir, port));
    const done = await finalPage(orderId, cookie, 40_000);
    expect(done).toContain("Paid with M-Pesa");
  }, 90_000);

  it("registers the paybill's URLs once: after a restart Daraja's 'already registered' is taken as registered, no false warning; the admin command says so", async () => {
    // The shop above was restarted against the same simulator: its second registration was answered
    // 500.003.1001, which is no fault (no warning, which LOG_LEVEL=warn would show).
    expect(shop.output()).not.toContain("paybill URLs not registered");
    expect(shop.output()).not.toContain("c2b-register");
    const command = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(root, "scripts", "admin.ts"), "mpesa-register-urls"],
        { cwd: root, env: { ...process.env, ...shopEnv(simulator, dataDir, port) } },
      );
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("exit", (code) => resolve({ code, output }));
    });
    expect(command.code, command.output).toBe(0);
    expect(command.output).toContain("registered already");
    // The admin command is a Node process of its own: its start alone took 20 s on a busy machine.
  }, 90_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two shop processes on one PostgreSQL database",
  () => {
    it("apply each payment once, whichever finds it", async () => {
      ensureBuilt();
      const simulator = await startSimulator();
      const database = await createServerDatabase();
      const dirs = [tempDataDir(), tempDataDir()];
      const ports = [await freePort(), await freePort()];
      // As docs/operations.md asks of several servers: the same secrets on each (a generated one per DATA_DIR is refused).
      const shared = {
        DATABASE_URL: database.url,
        AUTH_SECRET: "shared-auth-secret-of-both-servers-0123456789",
        MPESA_CALLBACK_SECRET: "shared-callback-secret-0123456789",
        MPESA_QUERY_AFTER: "1",
      };
      const shops: ShopProcess[] = [];
      try {
        shops.push(await startShopProcess(shopEnv(simulator, dirs[0]!, ports[0]!, shared)));
        shops.push(
          await startShopProcess(
            shopEnv(simulator, dirs[1]!, ports[1]!, { ...shared, SEED_DEMO: "false" }),
          ),
        );
        const clients = shops.map((shop) => shopClient(() => shop.url));
        const itemId = (await clients[0]!.orderable(await clients[0]!.itemIdsOn("/type/women")))[0]!
          .itemId;
        // Orders placed through both; half are only found by a query (099), half come with two callbacks (098).
        const phones = Array.from({ length: 6 }, (_, i) => phoneEnding(i % 2 ? "098" : "099"));
        const placed = await Promise.all(
          phones.map(async (mpesaPhone, i) => {
            const client = clients[i % 2]!;
            const cookie = await client.registerAndSignIn();
            return client.placeOrder({ cookie }, itemId, { mpesaPhone });
          }),
        );
        const db = new pg.Client({ connectionString: database.url });
        await db.connect();
        try {
          await waitFor(
            async () => {
              const { rows } = await db.query<{ n: string }>(
                "select count(*) as n from orders where id = any($1) and status = 'paid'",
                [placed],
              );
              return Number(rows[0]!.n) === placed.length;
            },
            "every order paid",
            60_000,
          );
          // Whatever could still apply a payment has ended: every callback was answered (two each
          // for 098, none for 099), and the shops stopped, which waits for a query round in flight.
          for (const phone of phones) {
            const delivered = await finishedDeliveriesTo(simulator, phone);
            expect(delivered.attempts.map((attempt) => attempt.status)).toEqual(
              phone.endsWith("098") ? [200, 200] : [],
            );
          }
          for (const shop of shops) expect(await shop.stop()).toBe(0);
          const history = await db.query<{ order_id: string; n: string }>(
            "select order_id, count(*) as n from order_status_changes where order_id = any($1) and to_status = 'paid' group by order_id",
            [placed],
          );
          expect(history.rows.map((row) => Number(row.n))).toEqual(placed.map(() => 1));
          const paidRows = await db.query<{ n: string }>(
            "select count(*) as n from payments where order_id = any($1) and state = 'paid'",
            [placed],
          );
          expect(Number(paidRows.rows[0]!.n)).toBe(placed.length);
        } finally {
          await db.end();
        }
      } finally {
        for (const shop of shops) await shop.stop();
        await simulator.close();
        await database.drop();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      }
    }, 180_000);
  },
);
