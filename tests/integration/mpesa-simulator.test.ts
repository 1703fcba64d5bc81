// The Daraja client against the Daraja simulator over real HTTP: every row of the test-number table,
// tokens (reuse, expiry, refresh on 401), refusals, a busy phone, callbacks and their retries, the
// virtual phone's forms, C2B payments, and the client's retries and timeouts against misbehaving
// servers; what Daraja refuses for a simulator told its business (short code, PartyB, type,
// Timestamp, revoked tokens, masked C2B bodies); then the simulator as its own process, at its root
// paths and under its prefix.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createDarajaClient,
  type DarajaClientOptions,
} from "../../app/modules/payments/mpesa/daraja-client.server.ts";
import {
  parseC2BPayment,
  parseStkCallback,
} from "../../app/modules/payments/mpesa/daraja-format.ts";
import { sandboxPasskey } from "../../app/lib/mpesa-sandbox.ts";
import {
  createDarajaSimulator,
  type DarajaSimulator,
  type DarajaSimulatorOptions,
} from "../../simulators/mpesa/simulator.ts";
import {
  serveFetch,
  serveSimulator,
  type Served,
  type ServedSimulator,
} from "../support/fetch-server.ts";
import { startSimulatorProcess } from "../support/simulator-process.ts";
import { waitForValue } from "../support/wait-for.ts";
import type { DeliveryAttempt } from "../../simulators/shared/callback-sender.ts";

/** Every log line the clients write, to check that none carries a secret. */
const logLines: string[] = [];
const log = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });

/** The shop's side: records what the simulator posts, answering 200 unless told otherwise per path. */
const received: Array<{ path: string; body: unknown }> = [];
const plannedStatuses = new Map<string, number[]>();
const plannedAnswers = new Map<string, unknown>();
const callbackSecret = "cb-secret-7f3a";

function bodiesAt(pathname: string): unknown[] {
  return received.filter((entry) => entry.path === pathname).map((entry) => entry.body);
}

type RunningSimulator = ServedSimulator<DarajaSimulator>;

/**
 * The simulator's report on one STK request once it has sent everything it will send about it:
 * after this, a callback that did not come never will.
 */
const finishedDeliveries = (running: RunningSimulator, checkoutRequestId: string) =>
  waitForValue(() => {
    const report = running.simulator
      .stkDeliveries()
      .find((delivered) => delivered.checkoutRequestId === checkoutRequestId);
    return report?.finished && report;
  }, `the callbacks about ${checkoutRequestId}`);

/** Each attempt as [attempt number, the shop's HTTP status, accepted]. */
const attemptRows = (report: { attempts: readonly DeliveryAttempt[] }) =>
  report.attempts.map((attempt) => [attempt.attempt, attempt.status, attempt.accepted]);

const startSimulator = (options: DarajaSimulatorOptions): Promise<RunningSimulator> =>
  serveSimulator(createDarajaSimulator(options));

const oauthCalls = (running: RunningSimulator) =>
  running.calls.filter((call) => call.endsWith("/oauth/v1/generate")).length;

/** Scripted outcomes `main` holds until the test releases them, by the push's phone. */
const heldOutcomes = new Map<string, Promise<void>>();

/**
 * Holds the scripted outcome of a push from `phone` until the returned release is called: the test
 * sees the request pending first however slowly it runs (paidDelayMs alone could pass before its
 * query on a loaded machine).
 */
function holdOutcome(phone: string): () => void {
  let release = () => {};
  heldOutcomes.set(
    phone,
    new Promise<void>((resolve) => {
      release = () => resolve();
    }),
  );
  return () => release();
}

let shop: Served;
let main: RunningSimulator;
let quick: RunningSimulator;
/** How far `quick`'s clock runs ahead of the real one: its tokens expire when a test moves it on. */
let quickClockAheadMs = 0;

function clientFor(running: { base: string }, overrides: Partial<DarajaClientOptions> = {}) {
  return createDarajaClient({
    baseUrl: running.base,
    consumerKey: "shop-key",
    consumerSecret: "shop-consumer-secret",
    shortcode: "174379",
    passkey: sandboxPasskey,
    type: "paybill",
    log,
    timeoutMs: 2_000,
    retryDelaysMs: [20, 40],
    ...overrides,
  });
}

const callbackUrl = (name: string) => `${shop.url}/callbacks/${name}?secret=${callbackSecret}`;

let phoneCounter = 0;
/** A phone number of its own for each test (so no two tests lock the same subscriber), ending in `lastDigits`. */
function phoneEnding(lastDigits: string): string {
  phoneCounter += 1;
  return `2547${String(phoneCounter).padStart(5, "0")}${lastDigits}`;
}

function push(client: ReturnType<typeof clientFor>, phone: string, name: string, amountKsh = 1250) {
  return client.stkPush({
    phone,
    amountKsh,
    accountReference: `REF${name.slice(0, 9)}`.toUpperCase(),
    description: "Duka order",
    callbackUrl: callbackUrl(name),
  });
}

beforeAll(async () => {
  shop = await serveFetch(async (request) => {
    const url = new URL(request.url);
    received.push({ path: url.pathname, body: await request.json().catch(() => null) });
    const status = plannedStatuses.get(url.pathname)?.shift() ?? 200;
    return Response.json(
      plannedAnswers.get(url.pathname) ?? { ResultCode: 0, ResultDesc: "Accepted" },
      { status },
    );
  });
  main = await startSimulator({
    c2bValidation: true,
    paidDelayMs: 300,
    holdScriptedOutcome: (phone) => heldOutcomes.get(phone),
    callbackRetryDelaysMs: [50, 100],
    expireAfterMs: 60_000,
  });
  quick = await startSimulator({
    paidDelayMs: 50,
    callbackRetryDelaysMs: [50],
    expireAfterMs: 200,
    tokenTtlSeconds: 1,
    now: () => Date.now() + quickClockAheadMs,
    consumerKey: "shop-key",
    consumerSecret: "shop-consumer-secret",
  });
});

afterAll(async () => {
  await Promise.all([main?.close(), quick?.close()]);
  await shop?.close();
});

describe("the test-number table", () => {
  it("answers each row with its ResultCode, by callback and by STK query", async () => {
    const client = clientFor(main);
    const rows: Array<{ digits: string; resultCode: string; outcome: string; callbacks: number }> =
      [
        { digits: "000", resultCode: "0", outcome: "paid", callbacks: 1 },
        { digits: "001", resultCode: "1", outcome: "insufficient-funds", callbacks: 1 },
        { digits: "032", resultCode: "1032", outcome: "cancelled", callbacks: 1 },
        { digits: "037", resultCode: "1037", outcome: "unreachable", callbacks: 1 },
        { digits: "201", resultCode: "2001", outcome: "wrong-pin", callbacks: 1 },
        { digits: "099", resultCode: "0", outcome: "paid", callbacks: 0 },
        { digits: "098", resultCode: "0", outcome: "paid", callbacks: 2 },
      ];
    const started = new Date();
    const receipts = await Promise.all(
      rows.map(async (row) => {
        const phone = phoneEnding(row.digits);
        const name = `table-${row.digits}`;
        const releaseOutcome = holdOutcome(phone);
        const pushed = await push(client, phone, name, 700);
        if (!pushed.ok) throw new Error(`push for ${row.digits} failed: ${JSON.stringify(pushed)}`);
        expect(pushed.checkoutRequestId).toMatch(/^ws_CO_\d{17}\d{9}$/);

        // Before the outcome the query says "being processed".
        expect(await client.stkQuery(pushed.checkoutRequestId)).toEqual({
          ok: true,
          state: "pending",
        });
        releaseOutcome();
        const answer = await waitForQuery(client, pushed.checkoutRequestId);
        expect(answer).toMatchObject({
          ok: true,
          state: "final",
          resultCode: row.resultCode,
          outcome: row.outcome,
        });

        const pathname = `/callbacks/${name}`;
        // Each callback (a duplicate after the first was accepted) answered 200 at the first try.
        const delivered = await finishedDeliveries(main, pushed.checkoutRequestId);
        expect(attemptRows(delivered), row.digits).toEqual(
          Array.from({ length: row.callbacks }, () => [1, 200, true]),
        );
        const callbacks = bodiesAt(pathname).map(parseStkCallback);
        expect(callbacks, row.digits).toHaveLength(row.callbacks);
        for (const parsed of callbacks) {
          if (!parsed.ok) throw new Error(parsed.error);
          expect(parsed.value).toMatchObject({
            checkoutRequestId: pushed.checkoutRequestId,
            merchantRequestId: pushed.merchantRequestId,
            resultCode: row.resultCode,
            outcome: row.outcome,
          });
          if (parsed.value.outcome === "paid") {
            expect(parsed.value.amountKsh).toBe(700);
            expect(parsed.value.receipt).toMatch(/^[A-Z0-9]{10}$/);
            expect(parsed.value.phone).toBe(phone);
            expect(parsed.value.transactionDate!.getTime()).toBeGreaterThanOrEqual(
              Math.floor(started.getTime() / 1000) * 1000,
            );
            expect(parsed.value.transactionDate!.getTime()).toBeLessThanOrEqual(Date.now());
          }
        }
        if (row.digits === "098") {
          // The duplicate is the same callback again, not a second payment.
          expect(bodiesAt(pathname)[1]).toEqual(bodiesAt(pathname)[0]);
        }
        return callbacks.flatMap((parsed) =>
          parsed.ok && parsed.value.outcome === "paid" ? [parsed.value.receipt] : [],
        );
      }),
    );
    const paidReceipts = receipts.flat();
    // 000 once, 098 twice (the same receipt): two payments, two different receipts.
    expect(paidReceipts).toHaveLength(3);
    expect(new Set(paidReceipts).size).toBe(2);
  });
});

/** Polls the STK query until the request has finished. */
function waitForQuery(client: ReturnType<typeof clientFor>, checkoutRequestId: string) {
  return vi.waitFor(
    async () => {
      const answer = await client.stkQuery(checkoutRequestId);
      if (answer.ok && answer.state === "pending") throw new Error(`${checkoutRequestId} pending`);
      return answer;
    },
    { timeout: 3_000, interval: 20 },
  );
}

describe("tokens", () => {
  it("fetches one token for concurrent callers and reuses it", async () => {
    const client = clientFor(main);
    const before = oauthCalls(main);
    const pushed = await push(client, phoneEnding("001"), "token-reuse");
    if (!pushed.ok) throw new Error("push failed");
    await Promise.all([1, 2, 3].map(() => client.stkQuery(pushed.checkoutRequestId)));
    await client.stkQuery(pushed.checkoutRequestId);
    expect(oauthCalls(main) - before).toBe(1);
  });

  it("stops using a token within a minute of its expiry", async () => {
    // A one-second token is already inside the client's one-minute margin: never reused.
    const client = clientFor(quick);
    const before = oauthCalls(quick);
    await client.stkQuery("ws_CO_000000000000000000000000");
    await client.stkQuery("ws_CO_000000000000000000000000");
    expect(oauthCalls(quick) - before).toBe(2);
  });

  it("expires tokens; the client then gets a new one and sends the request again, once", async () => {
    // The client's clock is set back two minutes once it holds its token, so it believes the token
    // fresh when the simulator has let it expire.
    let clock = new Date();
    const client = clientFor(quick, { now: () => clock });
    const pushed = await push(client, phoneEnding("032"), "token-expiry");
    if (!pushed.ok) throw new Error(`push failed: ${JSON.stringify(pushed)}`);
    // The request is cancelled (032) before the token runs out: its callback has been answered.
    await finishedDeliveries(quick, pushed.checkoutRequestId);
    const basic = `Basic ${btoa("shop-key:shop-consumer-secret")}`;
    const issued = await fetch(`${quick.base}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: basic },
    });
    const { access_token: token, expires_in: expiresIn } = (await issued.json()) as {
      access_token: string;
      expires_in: string;
    };
    expect(expiresIn).toBe("1");
    // The simulator's clock moves past the token's second instead of the test waiting it out.
    quickClockAheadMs += 1_100;
    clock = new Date(Date.now() - 120_000);

    const refused = await fetch(`${quick.base}/mpesa/stkpushquery/v1/query`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      errorCode: "404.001.03",
      errorMessage: "Invalid Access Token",
    });

    const before = quick.calls.length;
    expect(await client.stkQuery(pushed.checkoutRequestId)).toMatchObject({
      ok: true,
      state: "final",
      resultCode: "1032",
    });
    expect(quick.calls.slice(before).map((call) => call.split("/").at(-1))).toEqual([
      "query",
      "generate",
      "query",
    ]);
  });
});

describe("refusals", () => {
  it("refuses a wrong password (passkey) as Daraja does", async () => {
    const client = clientFor(main, { passkey: "not-the-passkey" });
    const before = main.calls.length;
    expect(await push(client, phoneEnding("000"), "bad-password")).toEqual({
      ok: false,
      kind: "refused",
      status: 500,
      errorCode: "500.001.1001",
      errorMessage: "Wrong credentials",
    });
    expect(await client.stkQuery("ws_CO_000000000000000000000000")).toMatchObject({
      ok: false,
      kind: "refused",
      errorMessage: "Wrong credentials",
    });
    // Token, push, token reused, query: nothing repeated.
    expect(main.calls.length - before).toBe(3);
  });

  it("refuses wrong consumer credentials when the simulator checks them", async () => {
    const client = clientFor(quick, { consumerSecret: "wrong" });
    expect(await push(client, phoneEnding("000"), "bad-consumer")).toEqual({
      ok: false,
      kind: "refused",
      status: 400,
      errorCode: "400.008.01",
      errorMessage: "Invalid Authentication passed",
    });
  });

  it("refuses before sending what Daraja would refuse", async () => {
    const client = clientFor(main);
    const before = main.calls.length;
    const base = {
      phone: "0712345678",
      amountKsh: 10,
      accountReference: "A1B2C3D4",
      description: "Duka",
      callbackUrl: callbackUrl("never"),
    };
    expect(await client.stkPush({ ...base, amountKsh: 12.5 })).toEqual({
      ok: false,
      kind: "invalid",
      field: "amountKsh",
    });
    expect(await client.stkPush({ ...base, amountKsh: 0 })).toEqual({
      ok: false,
      kind: "invalid",
      field: "amountKsh",
    });
    expect(await client.stkPush({ ...base, phone: "020 123 4567" })).toEqual({
      ok: false,
      kind: "invalid",
      field: "phone",
    });
    expect(await client.stkPush({ ...base, accountReference: "ORDER-A1B2C3D4" })).toEqual({
      ok: false,
      kind: "invalid",
      field: "accountReference",
    });
    expect(await client.stkPush({ ...base, callbackUrl: "ftp://shop/cb" })).toEqual({
      ok: false,
      kind: "invalid",
      field: "callbackUrl",
    });
    expect(main.calls.length).toBe(before);
  });

  it("answers unknown for a CheckoutRequestID Daraja does not know, whatever its form", async () => {
    const client = clientFor(main);
    expect(await client.stkQuery("ws_CO_010120240000000001712345678")).toEqual({
      ok: true,
      state: "unknown",
    });
    expect(await client.stkQuery("not an id")).toEqual({ ok: true, state: "unknown" });
  });

  it("answers busy when the phone already has a request waiting, and takes a new one once it is answered", async () => {
    const client = clientFor(main);
    const phone = phoneEnding("555");
    const first = await push(client, phone, "busy-first");
    if (!first.ok) throw new Error("first push failed");
    const before = main.calls.length;
    expect(await push(client, phone, "busy-second")).toEqual({
      ok: false,
      kind: "busy",
      errorCode: "500.001.1001",
      errorMessage:
        "Unable to lock subscriber, a transaction is already in process for the current subscriber",
    });
    expect(main.calls.length - before).toBe(1);
    await answerOnPhone(main, first.checkoutRequestId, "cancel");
    expect(await push(client, phone, "busy-third")).toMatchObject({ ok: true });
  });
});

describe("callbacks", () => {
  it("are sent again while the shop answers 500", async () => {
    const client = clientFor(main);
    const pathname = "/callbacks/retried";
    plannedStatuses.set(pathname, [500, 500]);
    const pushed = await push(client, phoneEnding("000"), "retried");
    if (!pushed.ok) throw new Error("push failed");
    // Two retries are configured: the third attempt, accepted, is the last.
    expect(attemptRows(await finishedDeliveries(main, pushed.checkoutRequestId))).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 200, true],
    ]);
    expect(bodiesAt(pathname)).toHaveLength(3);
    expect(new Set(bodiesAt(pathname).map((body) => JSON.stringify(body))).size).toBe(1);
  });

  it("go only to the shop's own origin when the simulator is told it (mounted in the shop): no open relay", async () => {
    let relayed = 0;
    const elsewhere = await serveFetch(async () => {
      relayed += 1;
      return Response.json({});
    });
    const guarded = await startSimulator({
      paidDelayMs: 50,
      callbackRetryDelaysMs: [50],
      expireAfterMs: 60_000,
      onlyTo: shop.url,
    });
    try {
      const client = clientFor(guarded);
      const toElsewhere = await client.stkPush({
        phone: phoneEnding("000"),
        amountKsh: 10,
        accountReference: "RELAY",
        description: "Duka order",
        callbackUrl: `${elsewhere.url}/callbacks/relay`,
      });
      expect(toElsewhere.ok).toBe(true);
      if (!toElsewhere.ok) throw new Error("push failed");
      const own = await push(client, phoneEnding("000"), "own-origin");
      expect(own.ok).toBe(true);
      if (!own.ok) throw new Error("push failed");
      expect(attemptRows(await finishedDeliveries(guarded, own.checkoutRequestId))).toEqual([
        [1, 200, true],
      ]);
      expect(bodiesAt("/callbacks/own-origin")).toHaveLength(1);
      // The other origin's callback was dropped at its first attempt, and none was retried.
      const dropped = await finishedDeliveries(guarded, toElsewhere.checkoutRequestId);
      expect(attemptRows(dropped)).toEqual([[1, null, false]]);
      expect(dropped.attempts[0]!.path).toBe("/callbacks/relay");
      expect(relayed).toBe(0);
    } finally {
      await guarded.close();
      await elsewhere.close();
    }
  });

  it("carry the secret of the URL the shop gave", async () => {
    const client = clientFor(main);
    let query = "";
    const secretShop = await serveFetch(async (request) => {
      query = new URL(request.url).search;
      return new Response(null, { status: 204 });
    });
    try {
      const pushed = await client.stkPush({
        phone: phoneEnding("001"),
        amountKsh: 5,
        accountReference: "SECRET",
        description: "x",
        callbackUrl: `${secretShop.url}/mpesa/cb?secret=${callbackSecret}`,
      });
      expect(pushed.ok).toBe(true);
      await waitForValue(() => query, "the callback");
      expect(query).toBe(`?secret=${callbackSecret}`);
    } finally {
      await secretShop.close();
    }
  });
});

async function answerOnPhone(
  running: RunningSimulator,
  checkoutRequestId: string,
  action: string,
  pin = "",
): Promise<string> {
  const answer = await fetch(`${running.base}/phone`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: running.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ checkoutRequestId, action, pin }),
  });
  expect(answer.status).toBe(303);
  const page = await fetch(new URL(answer.headers.get("location")!, running.url));
  expect(page.status).toBe(200);
  return page.text();
}

describe("the virtual phone", () => {
  it("is a plain page that says no real money moves, with a strict policy", async () => {
    const page = await fetch(`${main.base}/phone`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src");
    const html = await page.text();
    expect(html).toContain("NO REAL MONEY MOVES");
    expect(html).not.toContain("<script");
  });

  const cases: Array<{ action: string; pin?: string; resultCode: string; words: string }> = [
    {
      action: "approve",
      pin: "1234",
      resultCode: "0",
      words: "The service request is processed successfully.",
    },
    {
      action: "approve",
      pin: "4321",
      resultCode: "2001",
      words: "The initiator information is invalid.",
    },
    { action: "cancel", resultCode: "1032", words: "Request cancelled by user" },
    { action: "expire", resultCode: "1019", words: "Transaction has expired" },
  ];
  for (const { action, pin, resultCode, words } of cases) {
    it(`${action}${pin ? ` with PIN ${pin}` : ""} finishes the request with ResultCode ${resultCode}`, async () => {
      const client = clientFor(main);
      const phone = phoneEnding("777");
      const name = `phone-${action}-${pin ?? "none"}`;
      const pushed = await push(client, phone, name, 1250);
      if (!pushed.ok) throw new Error("push failed");

      const listing = await (await fetch(`${main.base}/phone`)).text();
      expect(listing).toContain(`value="${pushed.checkoutRequestId}"`);
      expect(listing).toContain(
        `Pay Ksh. 1,250.00 to 174379, account REF${name.slice(0, 9).toUpperCase()}`,
      );
      expect(listing).toContain(`Phone ${phone.slice(0, 4)}•••••${phone.slice(-3)}`);
      expect(listing).not.toContain(phone);
      expect(listing).toContain(`<label for="pin-${pushed.checkoutRequestId}">`);

      const html = await answerOnPhone(main, pushed.checkoutRequestId, action, pin);
      expect(html).toContain(words);
      expect(html).not.toContain(`value="${pushed.checkoutRequestId}"`);
      await waitForValue(() => bodiesAt(`/callbacks/${name}`).length === 1, "the callback");
      const callback = parseStkCallback(bodiesAt(`/callbacks/${name}`)[0]);
      expect(callback.ok && callback.value.resultCode).toBe(resultCode);
      if (callback.ok && callback.value.outcome === "paid") {
        expect(html).toContain(`M-Pesa receipt ${callback.value.receipt}`);
      }
      expect(await client.stkQuery(pushed.checkoutRequestId)).toMatchObject({
        ok: true,
        state: "final",
        resultCode,
      });
    });
  }

  it("lets a request expire by itself (ResultCode 1019)", async () => {
    const client = clientFor(quick);
    const pushed = await push(client, phoneEnding("444"), "self-expiry");
    if (!pushed.ok) throw new Error("push failed");
    await waitForValue(
      () => bodiesAt("/callbacks/self-expiry").length === 1,
      "the expiry callback",
    );
    expect(parseStkCallback(bodiesAt("/callbacks/self-expiry")[0])).toMatchObject({
      ok: true,
      value: { resultCode: "1019", outcome: "expired" },
    });
  });

  it("shows a till's number as the payee", async () => {
    const client = clientFor(main, { type: "till", tillNumber: "5123456" });
    const pushed = await push(client, phoneEnding("778"), "till");
    if (!pushed.ok) throw new Error(`push failed: ${JSON.stringify(pushed)}`);
    expect(await (await fetch(`${main.base}/phone`)).text()).toContain(
      "to 5123456, account REFTILL",
    );
    await answerOnPhone(main, pushed.checkoutRequestId, "cancel");
  });

  it("refuses form posts from another site", async () => {
    const answer = await fetch(`${main.base}/phone`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ checkoutRequestId: "ws_CO_1", action: "approve", pin: "1234" }),
    });
    expect(answer.status).toBe(403);
  });
});

describe("C2B payments", () => {
  const confirmationPath = "/c2b/confirm";
  const validationPath = "/c2b/validate";

  beforeAll(async () => {
    const registered = await clientFor(main, { shortcode: "600999" }).registerC2BUrls({
      confirmationUrl: `${shop.url}${confirmationPath}?secret=${callbackSecret}`,
      validationUrl: `${shop.url}${validationPath}?secret=${callbackSecret}`,
      responseType: "Completed",
    });
    expect(registered).toEqual({
      ok: true,
      responseDescription: "Success",
      alreadyRegistered: false,
    });
  });

  it("registers a short code's URLs once, as Daraja does; the client takes 'already registered' as registered, without retrying", async () => {
    const before = main.calls.length;
    const again = await clientFor(main, { shortcode: "600999" }).registerC2BUrls({
      confirmationUrl: `${shop.url}${confirmationPath}?secret=other`,
      validationUrl: `${shop.url}${validationPath}?secret=other`,
      responseType: "Completed",
    });
    expect(again).toEqual({
      ok: true,
      responseDescription: "Urls are already registered",
      alreadyRegistered: true,
    });
    expect(main.calls.slice(before).filter((call) => call.endsWith("/registerurl"))).toHaveLength(
      1,
    );
  });

  it("validates and confirms a payment made through Daraja's simulate endpoint", async () => {
    const basic = `Basic ${btoa("any:thing")}`;
    const { access_token: token } = (await (
      await fetch(`${main.base}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: basic },
      })
    ).json()) as { access_token: string };
    const answer = await fetch(`${main.base}/mpesa/c2b/v1/simulate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        ShortCode: "600999",
        CommandID: "CustomerPayBillOnline",
        Amount: "1250",
        Msisdn: "254708374149",
        BillRefNumber: "A1B2C3D4",
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      ResponseCode: "0",
      ResponseDescription: "Accept the service request successfully.",
    });

    const confirmation = await waitForValue(
      () =>
        bodiesAt(confirmationPath).find(
          (body) => (body as { BillRefNumber?: string }).BillRefNumber === "A1B2C3D4",
        ),
      "the confirmation",
    );
    const validation = bodiesAt(validationPath).find(
      (body) => (body as { BillRefNumber?: string }).BillRefNumber === "A1B2C3D4",
    );
    const parsed = parseC2BPayment(confirmation);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value).toMatchObject({
      transactionType: "Pay Bill",
      amountKsh: 1250,
      businessShortCode: "600999",
      billRefNumber: "A1B2C3D4",
      // Masked, as Daraja sends it to businesses.
      msisdn: "2547 ***** 149",
    });
    expect(parsed.value.orgAccountBalance).toMatch(/^\d+\.\d{2}$/);
    expect(parseC2BPayment(validation)).toMatchObject({
      ok: true,
      value: { transId: parsed.value.transId, orgAccountBalance: "" },
    });
  });

  it("pays by hand from the virtual phone, and respects a validation that refuses", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${main.base}/phone`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: main.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action: "paybill", ...fields }),
      });
    const page = await (await fetch(`${main.base}/phone`)).text();
    expect(page).toContain('value="600999"'); // the last shortcode registered is offered

    const paid = await post({
      phone: "0712 999 000",
      shortCode: "600999",
      account: "HANDPAID1",
      amount: "300",
    });
    expect(paid.status).toBe(303);
    await waitForValue(
      () =>
        bodiesAt(confirmationPath).find(
          (body) => (body as { BillRefNumber?: string }).BillRefNumber === "HANDPAID1",
        ),
      "the confirmation",
    );
    expect(await (await fetch(new URL(paid.headers.get("location")!, main.url))).text()).toContain(
      "account HANDPAID1",
    );

    plannedAnswers.set(validationPath, { ResultCode: "C2B00012", ResultDesc: "Rejected" });
    try {
      const refused = await post({
        phone: "0712999000",
        shortCode: "600999",
        account: "REFUSED1",
        amount: "300",
      });
      const location = new URL(refused.headers.get("location")!, main.url);
      const html = await waitForValue(async () => {
        const text = await (await fetch(location)).text();
        return text.includes("refused by the business") && text;
      }, "the refusal on the page");
      expect(html).toContain("account REFUSED1");
      expect(
        bodiesAt(confirmationPath).some(
          (body) => (body as { BillRefNumber?: string }).BillRefNumber === "REFUSED1",
        ),
      ).toBe(false);
    } finally {
      plannedAnswers.delete(validationPath);
    }

    const invalid = await post({
      phone: "020 123 4567",
      shortCode: "600999",
      account: "X",
      amount: "0",
    });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Enter a Kenyan mobile number");
    expect(html).toContain('value="020 123 4567"');
  });
});

describe("as Daraja refuses, for a simulator told its business (a till)", () => {
  const storeNumber = "174379";
  const tillNumber = "5174379";
  let strict: RunningSimulator;
  const tillClient = (overrides: Partial<DarajaClientOptions> = {}) =>
    clientFor(strict, { shortcode: storeNumber, type: "till", tillNumber, ...overrides });

  /** A token for `key` from the strict simulator. */
  async function tokenFor(key: string): Promise<string> {
    const answer = await fetch(`${strict.base}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: `Basic ${btoa(`${key}:secret`)}` },
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  const post = (path: string, token: string, body: unknown) =>
    fetch(`${strict.base}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  /** Nairobi's wall clock as YYYYMMDDHHmmss, written here apart from the client's and the simulator's code. */
  const nairobiStamp = (at: Date) =>
    new Date(at.getTime() + 3 * 3_600_000).toISOString().replace(/\D/g, "").slice(0, 14);

  /** An STK push body as a Daraja client writes it for the till, at `at`. */
  function pushBody(at: Date, overrides: Record<string, unknown> = {}) {
    const stamp = nairobiStamp(at);
    return {
      BusinessShortCode: storeNumber,
      Password: Buffer.from(`${storeNumber}${sandboxPasskey}${stamp}`).toString("base64"),
      Timestamp: stamp,
      TransactionType: "CustomerBuyGoodsOnline",
      Amount: 10,
      PartyA: "254700000000",
      PartyB: tillNumber,
      PhoneNumber: phoneEnding("032"),
      CallBackURL: callbackUrl("strict"),
      AccountReference: "A1B2C3D4",
      ...overrides,
    };
  }

  beforeAll(async () => {
    strict = await startSimulator({
      business: { shortCode: storeNumber, type: "till", tillNumber },
      paidDelayMs: 50,
      callbackRetryDelaysMs: [50],
    });
  });
  afterAll(() => strict?.close());

  it("takes a push for its till, and refuses another short code, PartyB or transaction type", async () => {
    expect(await push(tillClient(), phoneEnding("032"), "strict-ok")).toMatchObject({ ok: true });
    const refusedFor = (field: string) => ({
      ok: false,
      kind: "refused",
      status: 400,
      errorCode: "400.002.02",
      errorMessage: `Bad Request - Invalid ${field}`,
    });
    expect(await push(tillClient({ shortcode: "600999" }), phoneEnding("032"), "x")).toEqual(
      refusedFor("BusinessShortCode"),
    );
    expect(await push(tillClient({ tillNumber: "5170000" }), phoneEnding("032"), "x")).toEqual(
      refusedFor("PartyB"),
    );
    expect(
      await push(tillClient({ type: "paybill", tillNumber: undefined }), phoneEnding("032"), "x"),
    ).toEqual(refusedFor("TransactionType"));
  });

  it("refuses a Timestamp more than an hour from Nairobi's now (a client writing UTC), and takes one without TransactionDesc", async () => {
    const token = await tokenFor("stamps");
    const now = new Date();
    for (const at of [
      new Date(now.getTime() - 3 * 3_600_000), // UTC written as if it were Nairobi time
      new Date(now.getTime() - 61 * 60_000),
      new Date(now.getTime() + 61 * 60_000),
    ]) {
      const answer = await post("/mpesa/stkpush/v1/processrequest", token, pushBody(at));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        errorCode: "400.002.02",
        errorMessage: "Bad Request - Invalid Timestamp",
      });
    }
    const query = await post("/mpesa/stkpushquery/v1/query", token, {
      ...pushBody(new Date(now.getTime() - 2 * 3_600_000)),
      CheckoutRequestID: "ws_CO_000000000000000000000000",
    });
    expect(await query.json()).toMatchObject({ errorMessage: "Bad Request - Invalid Timestamp" });

    const withoutDescription = await post(
      "/mpesa/stkpush/v1/processrequest",
      token,
      pushBody(new Date(now.getTime() - 50 * 60_000)),
    );
    expect(withoutDescription.status).toBe(200);
    expect(await withoutDescription.json()).toMatchObject({ ResponseCode: "0" });
  });

  it("a new token revokes the earlier one of the same consumer key, not another key's", async () => {
    const first = await tokenFor("shop-key");
    const other = await tokenFor("other-key");
    const second = await tokenFor("shop-key");
    const query = (token: string) =>
      post("/mpesa/stkpushquery/v1/query", token, {
        ...pushBody(new Date()),
        CheckoutRequestID: "ws_CO_000000000000000000000000",
      });
    const revoked = await query(first);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ errorCode: "404.001.03" });
    expect((await query(second)).status).toBe(500); // known token: "The transaction does not Exist"
    expect((await query(other)).status).toBe(500);

    // The shop's client takes the revocation as "fetch a new token" and sends once more.
    const client = tillClient();
    expect(await client.stkQuery("ws_CO_000000000000000000000000")).toEqual({
      ok: true,
      state: "unknown",
    });
    await tokenFor("shop-key"); // someone else with the shop's credentials (npm run admin …)
    const before = strict.calls.length;
    expect(await client.stkQuery("ws_CO_000000000000000000000000")).toEqual({
      ok: true,
      state: "unknown",
    });
    expect(strict.calls.slice(before).map((call) => call.split("/").at(-1))).toEqual([
      "query",
      "generate",
      "query",
    ]);
  });

  it("C2B: refuses another short code or command; confirms without a validation request, the payer's number masked", async () => {
    const token = await tokenFor("c2b");
    const registerFor = (shortCode: string) =>
      post("/mpesa/c2b/v1/registerurl", token, {
        ShortCode: shortCode,
        ResponseType: "Completed",
        ConfirmationURL: `${shop.url}/strict/confirm`,
        ValidationURL: `${shop.url}/strict/validate`,
      });
    expect(await (await registerFor("600999")).json()).toMatchObject({
      errorMessage: "Bad Request - Invalid ShortCode",
    });
    expect((await registerFor(storeNumber)).status).toBe(200);

    const pay = (fields: Record<string, unknown>) =>
      post("/mpesa/c2b/v1/simulate", token, {
        ShortCode: tillNumber,
        CommandID: "CustomerBuyGoodsOnline",
        Amount: 480,
        Msisdn: "254712345126",
        ...fields,
      });
    expect(await (await pay({ CommandID: "CustomerPayBillOnline" })).json()).toMatchObject({
      errorMessage: "Bad Request - Invalid CommandID",
    });
    expect(await (await pay({ ShortCode: "600999" })).json()).toMatchObject({
      errorMessage: "Bad Request - Invalid ShortCode",
    });
    expect((await pay({})).status).toBe(200);

    const confirmation = await waitForValue(
      () => bodiesAt("/strict/confirm")[0],
      "the confirmation",
    );
    expect(confirmation).toMatchObject({ MSISDN: "2547 ***** 126", TransAmount: "480.00" });
    expect(parseC2BPayment(confirmation)).toMatchObject({
      ok: true,
      value: { msisdn: "2547 ***** 126", amountKsh: 480, transactionType: "Buy Goods" },
    });
    // Validation is Safaricom's to enable: without it, no validation request is sent.
    expect(bodiesAt("/strict/validate")).toEqual([]);
  });
});

describe("the client against misbehaving servers", () => {
  /** A Daraja whose STK endpoints fail `failures` times with `status` and no body, then work. */
  async function flaky(status: number, failures: number) {
    const state = { failuresLeft: failures, stkCalls: 0 };
    const served = await serveFetch(async (request) => {
      if (new URL(request.url).pathname.includes("/mpesa/stkpush")) {
        state.stkCalls += 1;
        if (state.failuresLeft-- > 0) return new Response(null, { status });
      }
      return (await main.simulator.handle(request)) ?? new Response(null, { status: 404 });
    });
    return { ...served, base: `${served.url}/simulator/mpesa`, state };
  }

  it("gets a new token when Daraja answers 400.003.01 (Invalid Access Token), and sends once more", async () => {
    const pushed = await push(clientFor(main), phoneEnding("001"), "token-400");
    if (!pushed.ok) throw new Error("push failed");
    let refusedOnce = false;
    let tokens = 0;
    const served = await serveFetch(async (request) => {
      const pathname = new URL(request.url).pathname;
      if (pathname.endsWith("/oauth/v1/generate")) tokens += 1;
      if (pathname.includes("/stkpushquery") && !refusedOnce) {
        refusedOnce = true;
        return Response.json(
          { requestId: "1", errorCode: "400.003.01", errorMessage: "Invalid Access Token" },
          { status: 400 },
        );
      }
      return (await main.simulator.handle(request)) ?? new Response(null, { status: 404 });
    });
    try {
      const answer = await clientFor({ base: `${served.url}/simulator/mpesa` }).stkQuery(
        pushed.checkoutRequestId,
      );
      expect(answer.ok).toBe(true);
      expect(tokens).toBe(2);
    } finally {
      await served.close();
    }
  });

  it("retries a query on 5xx and succeeds", async () => {
    const pushed = await push(clientFor(main), phoneEnding("001"), "flaky-query");
    if (!pushed.ok) throw new Error("push failed");
    const server = await flaky(500, 2);
    try {
      const answer = await clientFor(server).stkQuery(pushed.checkoutRequestId);
      expect(answer.ok).toBe(true);
      expect(server.state.stkCalls).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("gives up as unavailable after the retries", async () => {
    const server = await flaky(502, Infinity);
    try {
      expect(await clientFor(server).stkQuery("ws_CO_1")).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedDaraja: true,
      });
      expect(server.state.stkCalls).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("never repeats a push that may have reached Daraja, but does repeat one a gateway turned away", async () => {
    const maybeSent = await flaky(500, 1);
    try {
      expect(await push(clientFor(maybeSent), phoneEnding("001"), "flaky-push-500")).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedDaraja: true,
      });
      expect(maybeSent.state.stkCalls).toBe(1);
    } finally {
      await maybeSent.close();
    }
    const turnedAway = await flaky(503, 1);
    try {
      expect(await push(clientFor(turnedAway), phoneEnding("001"), "flaky-push-503")).toMatchObject(
        { ok: true },
      );
      expect(turnedAway.state.stkCalls).toBe(2);
    } finally {
      await turnedAway.close();
    }
  });

  it("times out a server that never answers: a query is retried, a push is not", async () => {
    let stkCalls = 0;
    const silent = await serveFetch(async (request) => {
      if (!new URL(request.url).pathname.includes("/mpesa/stkpush")) {
        return (await main.simulator.handle(request))!;
      }
      stkCalls += 1;
      return new Promise<Response>(() => {});
    });
    try {
      const client = clientFor({ base: `${silent.url}/simulator/mpesa` }, { timeoutMs: 150 });
      const started = Date.now();
      expect(await client.stkQuery("ws_CO_1")).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedDaraja: true,
      });
      expect(stkCalls).toBe(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 + 20 + 40);
      stkCalls = 0;
      expect(await push(client, phoneEnding("000"), "silent-push")).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedDaraja: true,
      });
      expect(stkCalls).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it("knows a push never left when the connection is refused", async () => {
    const gone = await serveFetch(async () => new Response(null));
    await gone.close();
    expect(
      await push(
        clientFor({ base: `${gone.url}/simulator/mpesa` }),
        phoneEnding("000"),
        "refused-connection",
      ),
    ).toEqual({ ok: false, kind: "unavailable", mayHaveReachedDaraja: false });
  });
});

describe("the simulator's boundaries", () => {
  it("leaves every other path to the shop, and answers its own unknown paths as Daraja", async () => {
    expect(await main.simulator.handle(new Request("http://shop.test/cart"))).toBeNull();
    expect(
      await main.simulator.handle(new Request("http://shop.test/simulator/mpesafoo")),
    ).toBeNull();
    const unknown = await main.simulator.handle(
      new Request("http://shop.test/simulator/mpesa/mpesa/b2c/v1/paymentrequest"),
    );
    expect(unknown?.status).toBe(404);
    expect(await unknown?.json()).toMatchObject({ errorCode: "404.001.01" });
  });

  it("logged no secret and no whole phone number", () => {
    const logs = logLines.join("\n");
    expect(logs).toContain('"daraja":"stkpush"');
    for (const secret of [
      sandboxPasskey,
      "shop-consumer-secret",
      callbackSecret,
      "Password",
      "Bearer",
      "Basic ",
    ])
      expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/2547\d{8}/);
  });
});

describe("npm run mpesa-simulator", () => {
  it("starts, answers and exits 0 on SIGTERM", async () => {
    const running = await startSimulatorProcess({
      name: "mpesa",
      portVariable: "MPESA_SIMULATOR_PORT",
      readyName: "M-Pesa simulator",
    });
    try {
      const base = `${running.origin}/simulator/mpesa`;
      const page = await fetch(`${base}/phone`);
      expect(page.status).toBe(200);
      const token = await fetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
        headers: { Authorization: `Basic ${btoa("k:s")}` },
      });
      expect(token.status).toBe(200);

      // At its root paths too, as Daraja's own host: a client given only the host works.
      const atRoot = clientFor({ base: running.origin }, { consumerKey: "k", consumerSecret: "s" });
      // A number with no scripted outcome waits on the virtual phone: it stays pending however slowly
      // the query follows (a scripted one answers after the process's paidDelayMs).
      const pushed = await push(atRoot, phoneEnding("500"), "root-paths");
      if (!pushed.ok) throw new Error(`push at the root failed: ${JSON.stringify(pushed)}`);
      expect(await atRoot.stkQuery(pushed.checkoutRequestId)).toEqual({
        ok: true,
        state: "pending",
      });
      expect((await fetch(`${running.origin}/phone`)).status).toBe(200);
      expect(await running.stop()).toBe(0);
    } finally {
      running.kill();
    }
  });
});
