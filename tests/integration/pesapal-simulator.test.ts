// The Pesapal client against the Pesapal simulator over real HTTP: IPN registration, every test card
// driven through the hosted page (GET it, post its form), the way back to the shop, IPNs and their
// retries, the card that sends none, status in every state, tokens (reuse, expiry, refresh),
// refunds, the refusals, the client against misbehaving servers; then the simulator as its own process.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createPesapalClient,
  type PesapalClientOptions,
  type SubmitOrderRequest,
} from "../../app/modules/payments/pesapal/pesapal-client.server.ts";
import {
  ipnAcknowledgement,
  parsePesapalNotification,
} from "../../app/modules/payments/pesapal/pesapal-format.ts";
import {
  createPesapalSimulator,
  type PesapalSimulator,
  type PesapalSimulatorOptions,
} from "../../simulators/pesapal/simulator.ts";
import {
  serveFetch,
  serveSimulator,
  type Served,
  type ServedSimulator,
} from "../support/fetch-server.ts";
import { startSimulatorProcess } from "../support/simulator-process.ts";

/** Every log line of the clients and simulators, to check that none carries a secret. */
const logLines: string[] = [];
const log = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });

const consumerSecret = "shop-consumer-secret-9c1e";

/** The shop's side: its IPN endpoints and its return page, recording every request. */
interface ShopRequest {
  path: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
}
const received: ShopRequest[] = [];
/** Per path, what the shop answers the next IPNs: an HTTP status, or "nack" (200 with status 500). */
const planned = new Map<string, Array<number | "nack">>();

function ipnsAt(pathname: string, orderTrackingId: string): ShopRequest[] {
  return received.filter((request) => {
    if (request.path !== pathname) return false;
    const source = request.method === "GET" ? request.query : request.body;
    const parsed = parsePesapalNotification(source);
    return parsed.ok && parsed.value.orderTrackingId === orderTrackingId;
  });
}

type RunningSimulator = ServedSimulator<PesapalSimulator>;

const startSimulator = (options: PesapalSimulatorOptions): Promise<RunningSimulator> =>
  serveSimulator(createPesapalSimulator({ log, ...options }));

let shop: Served;
let main: RunningSimulator;
let strict: RunningSimulator;
let shortTokens: RunningSimulator;
let getIpnId: string;
let postIpnId: string;

function clientFor(running: { base: string }, overrides: Partial<PesapalClientOptions> = {}) {
  return createPesapalClient({
    baseUrl: running.base,
    consumerKey: "shop-key",
    consumerSecret,
    log,
    timeoutMs: 2_000,
    retryDelaysMs: [20, 40],
    ...overrides,
  });
}

let referenceCounter = 0;
function orderFields(notificationId: string, overrides: Partial<SubmitOrderRequest> = {}) {
  referenceCounter += 1;
  const request: SubmitOrderRequest = {
    merchantReference: `DUKA-${Date.now()}-${referenceCounter}`,
    amountCents: 125050,
    currency: "KES",
    description: "Duka order: 2 kikoi shirts",
    callbackUrl: `${shop.url}/checkout/return?order=A1B2C3`,
    notificationId,
    billing: {
      email: "wanjiru@example.com",
      phone: "0712345678",
      firstName: "Wanjiru",
      lastName: "Kamau",
      countryCode: "KE",
    },
    ...overrides,
  };
  return request;
}

async function submit(
  running: RunningSimulator,
  notificationId: string,
  overrides: Partial<SubmitOrderRequest> = {},
) {
  const request = orderFields(notificationId, overrides);
  const result = await clientFor(running).submitOrder(request);
  if (!result.ok) throw new Error(`submit failed: ${JSON.stringify(result)}`);
  return { ...result, request };
}

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");

/** The page's form: where it posts, its fields by their visible labels, its buttons by their text. */
function readForm(html: string) {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const idsByLabel = new Map(
    [...html.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)].map((m) => [m[2]!, m[1]!]),
  );
  const namesById = new Map(
    [...html.matchAll(/<input id="([^"]+)" name="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const buttons = new Map(
    [...html.matchAll(/<button name="([^"]+)" value="([^"]+)">([^<]+)<\/button>/g)].map((m) => [
      m[3]!,
      [m[1]!, m[2]!] as const,
    ]),
  );
  const field = (label: string) => namesById.get(idsByLabel.get(label) ?? "");
  return { action, field, buttons };
}

/** GETs the payment page and posts its form as a person would: typed fields, then a button. */
async function throughPage(
  redirectUrl: string,
  button: "Pay" | "Cancel",
  typed: { card?: string; expiry?: string; cvv?: string } = {},
): Promise<Response> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const form = readForm(await page.text());
  if (!form.action) throw new Error("the page has no form");
  const [buttonName, buttonValue] = form.buttons.get(button) ?? [];
  const fields = new URLSearchParams({
    [form.field("Card number")!]: typed.card ?? "",
    [form.field("Expiry")!]: typed.expiry ?? `12/${nextYear}`,
    [form.field("CVV")!]: typed.cvv ?? "123",
    [buttonName!]: buttonValue!,
  });
  return fetch(new URL(form.action, redirectUrl), {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: new URL(redirectUrl).origin,
    },
    body: fields,
    redirect: "manual",
  });
}

/** Waits until the shop has acknowledged the IPN about an order `count` times in all. */
async function acknowledgedIpns(running: RunningSimulator, orderTrackingId: string, count = 1) {
  await vi.waitFor(
    () => {
      const accepted = running.simulator
        .ipnAttempts()
        .filter((attempt) => attempt.about === orderTrackingId && attempt.accepted);
      expect(accepted).toHaveLength(count);
    },
    { timeout: 5_000, interval: 20 },
  );
}

beforeAll(async () => {
  shop = await serveFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === "POST" ? await request.json().catch(() => null) : null;
    received.push({ path: url.pathname, method: request.method, query: url.searchParams, body });
    if (!url.pathname.startsWith("/ipn/")) return new Response("Thank you", { status: 200 });
    const notice = parsePesapalNotification(request.method === "GET" ? url.searchParams : body);
    if (!notice.ok) return new Response("Bad notification", { status: 400 });
    const plan = planned.get(url.pathname)?.shift() ?? 200;
    if (typeof plan === "number" && plan !== 200) return new Response("Busy", { status: plan });
    return Response.json(ipnAcknowledgement(notice.value, plan === 200));
  });
  [main, strict, shortTokens] = await Promise.all([
    startSimulator({ ipnRetryDelaysMs: [30, 60] }),
    startSimulator({
      ipnRetryDelaysMs: [30],
      allowedCallbackOrigin: shop.url,
      consumerKey: "shop-key",
      consumerSecret,
      merchantName: "Duka Kenya",
    }),
    startSimulator({ tokenTtlMs: 300 }),
  ]);
  const client = clientFor(main);
  const [get, post] = await Promise.all([
    client.registerIpn(`${shop.url}/ipn/get`, "GET"),
    client.registerIpn(`${shop.url}/ipn/post`, "POST"),
  ]);
  if (!get.ok || !post.ok) throw new Error("IPN registration failed");
  getIpnId = get.ipnId;
  postIpnId = post.ipnId;
});

afterAll(async () => {
  await Promise.all([main?.close(), strict?.close(), shortTokens?.close()]);
  await shop?.close();
});

describe("IPN registration", () => {
  it("registers GET and POST IPN URLs and lists them", async () => {
    const client = clientFor(main);
    const registered = await client.registerIpn(`${shop.url}/ipn/listed`, "POST");
    expect(registered).toEqual({
      ok: true,
      ipnId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ),
      url: `${shop.url}/ipn/listed`,
      notificationMethod: "POST",
    });
    const listed = await client.listIpns();
    if (!listed.ok) throw new Error(JSON.stringify(listed));
    expect(listed.ipns.map((ipn) => [ipn.ipnId, ipn.url])).toEqual(
      expect.arrayContaining([
        [getIpnId, `${shop.url}/ipn/get`],
        [postIpnId, `${shop.url}/ipn/post`],
        [registered.ok && registered.ipnId, `${shop.url}/ipn/listed`],
      ]),
    );
  });

  it("refuses before sending a URL Pesapal would refuse", async () => {
    const before = main.calls.length;
    expect(await clientFor(main).registerIpn("ftp://shop/ipn", "GET")).toEqual({
      ok: false,
      kind: "invalid",
      field: "url",
    });
    expect(main.calls.length).toBe(before);
  });
});

describe("the test-card table", () => {
  const rows = [
    {
      card: "4111 1111 1111 1111",
      state: "completed",
      account: "411111xxxxxx1111",
      description: /processed successfully/,
      ipn: "GET",
    },
    {
      card: "4000 0000 0000 0002",
      state: "failed",
      account: "400000xxxxxx0002",
      description: /Unable to Authorize Transaction/,
      ipn: "POST",
    },
    {
      card: "4000 0000 0000 9995",
      state: "failed",
      account: "400000xxxxxx9995",
      description: /Insufficient funds/,
      ipn: "GET",
    },
  ] as const;

  for (const row of rows) {
    it(`${row.card}: ${row.state}, back to the shop, an IPN by ${row.ipn}, and the status says so`, async () => {
      const ipnId = row.ipn === "GET" ? getIpnId : postIpnId;
      const order = await submit(main, ipnId);
      expect(order.redirectUrl).toBe(`${main.base}/pay/${order.orderTrackingId}`);
      expect(order.merchantReference).toBe(order.request.merchantReference);
      const client = clientFor(main);
      expect(await client.transactionStatus(order.orderTrackingId)).toMatchObject({
        ok: true,
        state: "invalid",
        confirmationCode: "",
        amountCents: 125050,
      });

      const paid = await throughPage(order.redirectUrl, "Pay", { card: row.card });
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get("location")!);
      expect(`${back.origin}${back.pathname}`).toBe(`${shop.url}/checkout/return`);
      expect(back.searchParams.get("order")).toBe("A1B2C3");
      expect(parsePesapalNotification(back.searchParams)).toEqual({
        ok: true,
        value: {
          orderTrackingId: order.orderTrackingId,
          merchantReference: order.request.merchantReference,
          notificationType: "CALLBACKURL",
        },
      });

      await acknowledgedIpns(main, order.orderTrackingId);
      const [ipn, ...more] = ipnsAt(`/ipn/${row.ipn.toLowerCase()}`, order.orderTrackingId);
      expect(more).toHaveLength(0);
      expect(ipn!.method).toBe(row.ipn);
      const fields = row.ipn === "GET" ? Object.fromEntries(ipn!.query) : ipn!.body;
      expect(fields).toEqual({
        OrderTrackingId: order.orderTrackingId,
        OrderNotificationType: "IPNCHANGE",
        OrderMerchantReference: order.request.merchantReference,
      });

      const status = await client.transactionStatus(order.orderTrackingId);
      expect(status).toEqual({
        ok: true,
        state: row.state,
        confirmationCode: expect.stringMatching(/^\d{22}$/),
        amountCents: 125050,
        currency: "KES",
        paymentMethod: "Visa",
        paymentAccount: row.account,
        description: expect.stringMatching(row.description),
        merchantReference: order.request.merchantReference,
      });
    });
  }

  it("4000 0000 0000 0119: paid, and no IPN is sent; only the status query finds it", async () => {
    const silent = await submit(main, getIpnId);
    expect(
      (await throughPage(silent.redirectUrl, "Pay", { card: "4000000000000119" })).status,
    ).toBe(303);
    // An order paid after it gets its IPN; by then the silent one's would have come too.
    const control = await submit(main, getIpnId);
    expect(
      (await throughPage(control.redirectUrl, "Pay", { card: "4111111111111111" })).status,
    ).toBe(303);
    await acknowledgedIpns(main, control.orderTrackingId);
    expect(main.simulator.ipnAttempts().filter((a) => a.about === silent.orderTrackingId)).toEqual(
      [],
    );
    expect(ipnsAt("/ipn/get", silent.orderTrackingId)).toEqual([]);
    expect(await clientFor(main).transactionStatus(silent.orderTrackingId)).toMatchObject({
      ok: true,
      state: "completed",
      paymentAccount: "400000xxxxxx0119",
    });
  });
});

describe("the payment page", () => {
  it("is plain, accessible HTML that says no real money moves", async () => {
    const order = await submit(strict, await strictIpn(), { amountCents: 250000 });
    const page = await fetch(order.redirectUrl);
    const html = await page.text();
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain("No real money moves");
    expect(html).toContain("Ksh. 2,500.00");
    expect(html).toContain("Duka Kenya");
    for (const label of ["Card number", "Expiry", "CVV"]) {
      expect(readForm(html).field(label), label).toBeTruthy();
    }
    expect([...readForm(html).buttons.keys()]).toEqual(["Pay", "Cancel"]);
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain(`form-action 'self' ${shop.url}`);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
    const css = await fetch(new URL(stylesheet, order.redirectUrl));
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("shows the form again with a message for any other card, a bad expiry or CVV, recording nothing", async () => {
    const order = await submit(main, getIpnId);
    const attempts: Array<{ card?: string; expiry?: string; cvv?: string; problem: RegExp }> = [
      { card: "4242 4242 4242 4242", problem: /not one of the simulator&#39;s test cards/ },
      { card: "4111 1111 1111 1111", expiry: "13/30", problem: /expiry/ },
      { card: "4111 1111 1111 1111", expiry: "01/20", problem: /expiry/ },
      { card: "4111 1111 1111 1111", expiry: "december", problem: /expiry/ },
      { card: "4111 1111 1111 1111", cvv: "12", problem: /CVV/ },
      { card: "4111 1111 1111 1111", cvv: "abc", problem: /CVV/ },
    ];
    for (const { problem, ...typed } of attempts) {
      const answer = await throughPage(order.redirectUrl, "Pay", typed);
      expect(answer.status, JSON.stringify(typed)).toBe(400);
      const html = await answer.text();
      expect(html).toMatch(/role="alert"/);
      expect(html).toMatch(problem);
      expect(html).not.toContain('4111 1111 1111 1111"');
    }
    expect(await clientFor(main).transactionStatus(order.orderTrackingId)).toMatchObject({
      ok: true,
      state: "invalid",
    });
    expect(main.simulator.ipnAttempts().filter((a) => a.about === order.orderTrackingId)).toEqual(
      [],
    );
  });

  it("cannot be paid twice: a second Pay shows how the payment ended", async () => {
    const order = await submit(main, postIpnId);
    expect((await throughPage(order.redirectUrl, "Pay", { card: "4111111111111111" })).status).toBe(
      303,
    );
    const first = await clientFor(main).transactionStatus(order.orderTrackingId);
    if (!first.ok) throw new Error(JSON.stringify(first));

    // The page now only says how it ended; a form kept open in another tab is posted anyway.
    const page = await fetch(order.redirectUrl);
    expect(await page.text()).toContain(`confirmation code ${first.confirmationCode}`);
    const again = await fetch(order.redirectUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        cardNumber: "4000000000000002",
        expiry: `12/${nextYear}`,
        cvv: "123",
        action: "pay",
      }),
      redirect: "manual",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This payment is complete");
    expect(await clientFor(main).transactionStatus(order.orderTrackingId)).toEqual(first);
    await acknowledgedIpns(main, order.orderTrackingId);
    expect(ipnsAt("/ipn/post", order.orderTrackingId)).toHaveLength(1);
  });

  it("Cancel goes to the cancellation URL, or the callback URL without one, and pays nothing", async () => {
    const withUrl = await submit(main, getIpnId, {
      cancellationUrl: `${shop.url}/checkout/cancelled`,
    });
    const cancelled = await throughPage(withUrl.redirectUrl, "Cancel");
    expect(cancelled.status).toBe(303);
    const to = new URL(cancelled.headers.get("location")!);
    expect(to.pathname).toBe("/checkout/cancelled");
    expect(to.searchParams.get("OrderTrackingId")).toBe(withUrl.orderTrackingId);

    const without = await submit(main, getIpnId);
    const back = new URL(
      (await throughPage(without.redirectUrl, "Cancel")).headers.get("location")!,
    );
    expect(back.pathname).toBe("/checkout/return");
    expect(back.searchParams.get("OrderMerchantReference")).toBe(without.request.merchantReference);
    for (const order of [withUrl, without]) {
      expect(await clientFor(main).transactionStatus(order.orderTrackingId)).toMatchObject({
        ok: true,
        state: "invalid",
      });
    }
  });

  it("refuses a form posted from another site, and says when an order is unknown", async () => {
    const order = await submit(main, getIpnId);
    const crossSite = await fetch(order.redirectUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
      },
      body: "cardNumber=4111111111111111&expiry=12%2F40&cvv=123&action=pay",
    });
    expect(crossSite.status).toBe(403);
    const unknown = await fetch(`${main.base}/pay/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("No payment is waiting");
  });
});

describe("IPNs", () => {
  it("are sent again while the shop answers 500, or 200 without acknowledging", async () => {
    const client = clientFor(main);
    const flaky = await client.registerIpn(`${shop.url}/ipn/flaky`, "POST");
    if (!flaky.ok) throw new Error("registration failed");
    planned.set("/ipn/flaky", [500, "nack"]);
    const order = await submit(main, flaky.ipnId);
    await throughPage(order.redirectUrl, "Pay", { card: "4111111111111111" });
    await acknowledgedIpns(main, order.orderTrackingId);
    const attempts = main.simulator.ipnAttempts().filter((a) => a.about === order.orderTrackingId);
    expect(attempts.map((a) => [a.path, a.status, a.accepted])).toEqual([
      ["/ipn/flaky", 500, false],
      ["/ipn/flaky", 200, false],
      ["/ipn/flaky", 200, true],
    ]);
    expect(ipnsAt("/ipn/flaky", order.orderTrackingId)).toHaveLength(3);
  });
});

describe("transaction status", () => {
  it("refuses an unknown tracking id in Pesapal's error shape", async () => {
    expect(await clientFor(main).transactionStatus("00000000-0000-4000-8000-000000000000")).toEqual(
      {
        ok: false,
        kind: "refused",
        status: 200,
        errorType: "invalid_request_error",
        code: "invalid_api_request_parameters",
        message: "Invalid OrderTrackingId provided.Check format and try again",
      },
    );
  });

  it("answers a pending order as Pesapal does: INVALID with a Pending Payment error", async () => {
    const order = await submit(main, getIpnId);
    const token = await rawToken(main);
    const answer = await fetch(
      `${main.base}/api/Transactions/GetTransactionStatus?orderTrackingId=${order.orderTrackingId}`,
      { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      payment_status_description: "INVALID",
      status_code: 0,
      amount: 1250.5,
      merchant_reference: order.request.merchantReference,
      error: {
        error_type: "api_error",
        code: "payment_details_not_found",
        message: "Pending Payment",
      },
      status: "500",
    });
  });
});

/** A token from the simulator, asked for by hand. */
async function rawToken(running: RunningSimulator, secret = consumerSecret): Promise<string> {
  const answer = await fetch(`${running.base}/api/Auth/RequestToken`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ consumer_key: "shop-key", consumer_secret: secret }),
  });
  const body = (await answer.json()) as { token: string; expiryDate: string };
  return body.token;
}

const tokenCalls = (running: RunningSimulator) =>
  running.calls.filter(
    (call) => call.toLowerCase() === "post /simulator/pesapal/api/auth/requesttoken",
  ).length;

describe("tokens", () => {
  it("fetches one token for concurrent callers and reuses it", async () => {
    const client = clientFor(main);
    const before = tokenCalls(main);
    await Promise.all([client.listIpns(), client.listIpns(), client.listIpns()]);
    await client.listIpns();
    expect(tokenCalls(main) - before).toBe(1);
  });

  it("expires tokens; the client then gets a new one and sends the request again, once", async () => {
    // The client's clock is set back once it holds its token, so that it believes the token fresh
    // when the simulator has let it expire.
    let clock = new Date();
    const client = clientFor(shortTokens, { now: () => clock });
    expect(await client.listIpns()).toMatchObject({ ok: true });
    // A token asked for after the client's expires after it: once this one is refused, so is the client's.
    const later = await rawToken(shortTokens);
    await expect
      .poll(
        async () =>
          (
            await fetch(`${shortTokens.base}/api/URLSetup/GetIpnList`, {
              headers: { Authorization: `Bearer ${later}` },
            })
          ).status,
        { timeout: 3_000, interval: 25 },
      )
      .toBe(401);
    clock = new Date(Date.now() - 120_000);

    const before = shortTokens.calls.length;
    expect(await client.listIpns()).toMatchObject({ ok: true });
    const names = shortTokens.calls.slice(before).map((call) => call.split("/").at(-1));
    expect(names.map((name) => name?.toLowerCase())).toEqual([
      "getipnlist",
      "requesttoken",
      "getipnlist",
    ]);
  });

  it("refuses a bad token with 401 and Pesapal's authentication error", async () => {
    const answer = await fetch(`${main.base}/api/URLSetup/GetIpnList`, {
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      error: {
        error_type: "authentication_error",
        code: "invalid_api_credentials_provided",
        message: "Invalid Access Token",
      },
      status: "401",
    });
  });

  it("refuses wrong consumer credentials when the simulator checks them", async () => {
    const client = clientFor(strict, { consumerSecret: "wrong" });
    expect(await client.listIpns()).toEqual({
      ok: false,
      kind: "refused",
      status: 200,
      errorType: "authentication_error",
      code: "invalid_api_credentials_provided",
      message: "Invalid Access Token",
    });
  });
});

async function paidOrder(ipnId = getIpnId, amountCents = 125050) {
  const order = await submit(main, ipnId, { amountCents });
  await throughPage(order.redirectUrl, "Pay", { card: "4111111111111111" });
  const status = await clientFor(main).transactionStatus(order.orderTrackingId);
  if (!status.ok || status.state !== "completed") throw new Error(JSON.stringify(status));
  return { ...order, confirmationCode: status.confirmationCode };
}

function refundOf(confirmationCode: string, amountCents: number) {
  return clientFor(main).refund({
    confirmationCode,
    amountCents,
    username: "desk@duka.example",
    remarks: "Wrong size, returned",
  });
}

describe("refunds", () => {
  it("refunds a whole payment once: REVERSED, an IPN says so, and a second refund is refused", async () => {
    const order = await paidOrder();
    await acknowledgedIpns(main, order.orderTrackingId);
    expect(await refundOf(order.confirmationCode, 125050)).toEqual({
      ok: true,
      message: "Refund request successfully",
    });
    expect(await clientFor(main).transactionStatus(order.orderTrackingId)).toMatchObject({
      ok: true,
      state: "reversed",
      amountCents: 125050,
      confirmationCode: order.confirmationCode,
    });
    await acknowledgedIpns(main, order.orderTrackingId, 2);
    expect(await refundOf(order.confirmationCode, 100)).toMatchObject({
      ok: false,
      kind: "refused",
      message: expect.stringMatching(/Multiple refunds are not allowed/),
    });
  });

  it("refunds part of a payment once: still COMPLETED, and the rest is refused (one refund a payment)", async () => {
    const order = await paidOrder();
    expect(await refundOf(order.confirmationCode, 50025)).toMatchObject({ ok: true });
    expect(await clientFor(main).transactionStatus(order.orderTrackingId)).toMatchObject({
      ok: true,
      state: "completed",
      amountCents: 125050,
    });
    expect(await refundOf(order.confirmationCode, 75025)).toMatchObject({
      ok: false,
      kind: "refused",
      message: expect.stringMatching(/Multiple refunds/),
    });
  });

  it("refuses more than was paid, then still takes a right amount", async () => {
    const order = await paidOrder();
    expect(await refundOf(order.confirmationCode, 125051)).toEqual({
      ok: false,
      kind: "refused",
      status: 200,
      errorType: "",
      code: "",
      message: "Refund rejected. You can't refund more than what was originally collected",
    });
    expect(await refundOf(order.confirmationCode, 125050)).toMatchObject({ ok: true });
  });

  it("refuses an unpaid (declined) or unknown confirmation code, and checks fields before sending", async () => {
    const declined = await submit(main, getIpnId);
    await throughPage(declined.redirectUrl, "Pay", { card: "4000000000000002" });
    const status = await clientFor(main).transactionStatus(declined.orderTrackingId);
    if (!status.ok) throw new Error("no status");
    expect(await refundOf(status.confirmationCode, 100)).toMatchObject({
      ok: false,
      kind: "refused",
      message: expect.stringMatching(/COMPLETED/),
    });
    expect(await refundOf("1234567890123456789012", 100)).toMatchObject({
      ok: false,
      kind: "refused",
      message: expect.stringMatching(/Invalid confirmation code/),
    });
    const before = main.calls.length;
    expect(await refundOf(status.confirmationCode, 0)).toEqual({
      ok: false,
      kind: "invalid",
      field: "amountCents",
    });
    expect(await refundOf(status.confirmationCode, 10.5)).toMatchObject({ kind: "invalid" });
    expect(main.calls.length).toBe(before);
  });
});

async function strictIpn(): Promise<string> {
  const registered = await clientFor(strict).registerIpn(`${shop.url}/ipn/get`, "GET");
  if (!registered.ok) throw new Error(JSON.stringify(registered));
  return registered.ipnId;
}

/** POSTs a raw body to the simulator with a fresh token. */
async function rawPost(
  running: RunningSimulator,
  path: string,
  body: unknown,
  type = "application/json",
) {
  const token = await rawToken(running);
  const answer = await fetch(`${running.base}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as unknown };
}

function rawOrder(overrides: Record<string, unknown>) {
  return {
    id: `RAW-${Date.now()}-${(referenceCounter += 1)}`,
    currency: "KES",
    amount: 100,
    description: "Raw order",
    callback_url: `${shop.url}/checkout/return`,
    notification_id: getIpnId,
    billing_address: { email_address: "a@example.com", country_code: "KE", first_name: "A" },
    ...overrides,
  };
}

describe("refusals", () => {
  it("refuses an unknown notification_id in the sandbox's words", async () => {
    const result = await clientFor(main).submitOrder(
      orderFields("7e6b62d9-883e-440f-a63e-e1105bbfadc3"),
    );
    expect(result).toEqual({
      ok: false,
      kind: "refused",
      status: 200,
      errorType: "invalid_request_error",
      code: "invalid_api_request_parameters",
      message: "Invalid IPN URL ID provided.Check format and try again",
    });
  });

  it("sends IPNs and browsers only to the shop's origin when allowedCallbackOrigin is set", async () => {
    const client = clientFor(strict);
    expect(await client.registerIpn("https://relay.example/ipn", "POST")).toMatchObject({
      ok: false,
      kind: "refused",
      code: "invalid_api_request_parameters",
    });
    const ipnId = await strictIpn();
    for (const overrides of [
      { callbackUrl: "https://relay.example/return" },
      { cancellationUrl: "https://relay.example/cancelled" },
    ]) {
      expect(await client.submitOrder(orderFields(ipnId, overrides))).toMatchObject({
        ok: false,
        kind: "refused",
        message: expect.stringMatching(/only to the shop's own origin/),
      });
    }
    expect(await client.submitOrder(orderFields(ipnId))).toMatchObject({ ok: true });
  });

  it("refuses amounts of 0 or less or with more than 2 decimals, and other currencies", async () => {
    for (const amount of [0, -5, 10.123, "abc", "1e3", null]) {
      expect(
        await rawPost(main, "/api/Transactions/SubmitOrderRequest", rawOrder({ amount })),
        String(amount),
      ).toEqual({
        status: 200,
        body: {
          error: {
            error_type: "invalid_request_error",
            code: "invalid_api_request_parameters",
            message: "Invalid amount provided.Check format and try again",
          },
          status: "500",
        },
      });
    }
    // As in the refund sample, an amount may come as a string.
    expect(
      await rawPost(main, "/api/Transactions/SubmitOrderRequest", rawOrder({ amount: "99.50" })),
    ).toMatchObject({
      status: 200,
      body: { status: "200", error: null },
    });
    expect(
      await rawPost(main, "/api/Transactions/SubmitOrderRequest", rawOrder({ currency: "EUR" })),
    ).toMatchObject({
      body: { error: { message: expect.stringMatching(/currency/) }, status: "500" },
    });
    const before = main.calls.length;
    const client = clientFor(main);
    for (const amountCents of [0, -100, 12.5, Number.MAX_SAFE_INTEGER]) {
      expect(await client.submitOrder(orderFields(getIpnId, { amountCents }))).toEqual({
        ok: false,
        kind: "invalid",
        field: "amountCents",
      });
    }
    expect(main.calls.length).toBe(before);
  });

  it("refuses missing fields, a missing billing address, a reused reference and a non-JSON body", async () => {
    expect(
      await rawPost(
        main,
        "/api/Transactions/SubmitOrderRequest",
        rawOrder({ billing_address: undefined }),
      ),
    ).toMatchObject({
      body: {
        error: { error_type: "api_error", code: "missing_mandatory_billing_address" },
        status: "500",
      },
    });
    expect(
      await rawPost(
        main,
        "/api/Transactions/SubmitOrderRequest",
        rawOrder({ callback_url: undefined }),
      ),
    ).toMatchObject({ body: { error: { message: expect.stringMatching(/callback_url/) } } });
    expect(
      await rawPost(
        main,
        "/api/Transactions/SubmitOrderRequest",
        rawOrder({ billing_address: { first_name: "No contact" } }),
      ),
    ).toMatchObject({ body: { error: { message: expect.stringMatching(/email_address/) } } });
    const once = rawOrder({});
    expect(await rawPost(main, "/api/Transactions/SubmitOrderRequest", once)).toMatchObject({
      body: { status: "200" },
    });
    expect(await rawPost(main, "/api/Transactions/SubmitOrderRequest", once)).toMatchObject({
      body: { error: { message: expect.stringMatching(/Duplicate merchant reference/) } },
    });
    expect(
      await rawPost(
        main,
        "/api/Transactions/SubmitOrderRequest",
        "id=1",
        "application/x-www-form-urlencoded",
      ),
    ).toMatchObject({ status: 415 });

    const client = clientFor(main);
    expect(
      await client.submitOrder(orderFields(getIpnId, { description: "x".repeat(101) })),
    ).toEqual({ ok: false, kind: "invalid", field: "description" });
    expect(
      await client.submitOrder(orderFields(getIpnId, { merchantReference: "ORDER 12" })),
    ).toEqual({ ok: false, kind: "invalid", field: "merchantReference" });
  });
});

describe("the client against misbehaving servers", () => {
  it("reports a refused connection as unavailable, never sent", async () => {
    const gone = await serveFetch(async () => new Response(null));
    await gone.close();
    expect(await clientFor({ base: gone.url }).submitOrder(orderFields(getIpnId))).toEqual({
      ok: false,
      kind: "unavailable",
      mayHaveReachedPesapal: false,
    });
  });

  it("repeats a status query on a 500, but never an order or a refund", async () => {
    const paths: string[] = [];
    const broken = await serveFetch(async (request) => {
      const pathname = new URL(request.url).pathname;
      paths.push(pathname);
      if (pathname === "/api/Auth/RequestToken") {
        return Response.json({
          token: "t0k3n",
          expiryDate: new Date(Date.now() + 300_000).toISOString(),
          error: null,
          status: "200",
        });
      }
      return new Response("Internal Server Error", { status: 500 });
    });
    try {
      const client = clientFor({ base: broken.url });
      expect(await client.transactionStatus("abc")).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedPesapal: true,
      });
      expect(await client.submitOrder(orderFields(getIpnId))).toEqual({
        ok: false,
        kind: "unavailable",
        mayHaveReachedPesapal: true,
      });
      expect(await refundOfWith(client)).toMatchObject({ kind: "unavailable" });
      expect(paths).toEqual([
        "/api/Auth/RequestToken",
        ...Array(3).fill("/api/Transactions/GetTransactionStatus"),
        "/api/Transactions/SubmitOrderRequest",
        "/api/Transactions/RefundRequest",
      ]);
    } finally {
      await broken.close();
    }
  });
});

function refundOfWith(client: ReturnType<typeof clientFor>) {
  return client.refund({ confirmationCode: "1", amountCents: 100, username: "u", remarks: "r" });
}

describe("the simulator's boundaries", () => {
  it("leaves every other path to the shop, and answers its own unknown paths as Pesapal", async () => {
    expect(await main.simulator.handle(new Request("http://shop.test/cart"))).toBeNull();
    expect(
      await main.simulator.handle(new Request("http://shop.test/simulator/pesapalx")),
    ).toBeNull();
    const unknown = await main.simulator.handle(
      new Request("http://shop.test/simulator/pesapal/api/Transactions/CancelOrder"),
    );
    expect(unknown?.status).toBe(404);
  });

  it("sends browsers to its public base URL when it has one (the shop's PUBLIC_URL when mounted)", async () => {
    const mounted = createPesapalSimulator({ publicBaseUrl: "https://duka.example/" });
    try {
      const call = async (path: string, body: unknown, token?: string) => {
        const request = new Request(`http://127.0.0.1:3000/simulator/pesapal${path}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return (await (await mounted.handle(request))!.json()) as Record<string, string>;
      };
      const { token } = await call("/api/Auth/RequestToken", {
        consumer_key: "k",
        consumer_secret: "s",
      });
      const ipn = await call(
        "/api/URLSetup/RegisterIPN",
        { url: "https://duka.example/payments/pesapal/ipn", ipn_notification_type: "POST" },
        token,
      );
      const order = await call(
        "/api/Transactions/SubmitOrderRequest",
        rawOrder({ notification_id: ipn.ipn_id, callback_url: "https://duka.example/return" }),
        token,
      );
      expect(order.redirect_url).toBe(
        `https://duka.example/simulator/pesapal/pay/${order.order_tracking_id}`,
      );
    } finally {
      await mounted.close();
    }
  });

  it("logged no secret, token, card number or shopper's contact", () => {
    const logs = logLines.join("\n");
    expect(logs).toContain('"pesapal":"submit-order"');
    for (const secret of [
      consumerSecret,
      "Bearer",
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.",
      "wanjiru@example.com",
      "0712345678",
      "4111111111111111",
      "4111 1111",
    ])
      expect(logs, secret).not.toContain(secret);
  });
});

describe("npm run pesapal-simulator", () => {
  it("starts, answers at root paths and under the prefix, and exits 0 on SIGTERM", async () => {
    const running = await startSimulatorProcess({
      name: "pesapal",
      portVariable: "PESAPAL_SIMULATOR_PORT",
      readyName: "Pesapal simulator",
    });
    try {
      for (const prefix of ["", "/simulator/pesapal"]) {
        const client = clientFor({ base: `${running.origin}${prefix}` });
        const ipn = await client.registerIpn("http://127.0.0.1:9/ipn", "GET");
        expect(ipn, prefix).toMatchObject({ ok: true });
        const order = await client.submitOrder(orderFields(ipn.ok ? ipn.ipnId : ""));
        expect(order).toMatchObject({
          ok: true,
          redirectUrl: expect.stringMatching(`^${running.origin}/simulator/pesapal/pay/`),
        });
        const page = await fetch(order.ok ? order.redirectUrl : "");
        expect(page.status).toBe(200);
      }
      expect(await running.stop()).toBe(0);
    } finally {
      running.kill();
    }
  });
});
