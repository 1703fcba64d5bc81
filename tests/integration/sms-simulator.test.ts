// The shop's SMS client against the Africa's Talking simulator over real HTTP: every test number,
// delivery reports (delivered, failed, late) and their retries, the refusals, segments and cost, the
// listing page and its JSON; the client against misbehaving servers; then the simulator as its own
// process. A small node:http server stands in for the shop's delivery-report endpoint.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSmsClient,
  type SmsClientOptions,
} from "../../app/modules/sms/africas-talking-client.server.ts";
import {
  parseDeliveryReport,
  type DeliveryReport,
} from "../../app/modules/sms/africas-talking-format.ts";
import type { ListedMessage } from "../../simulators/sms/listing-page.ts";
import {
  createSmsSimulator,
  type SmsSimulator,
  type SmsSimulatorOptions,
} from "../../simulators/sms/simulator.ts";
import {
  serveFetch,
  serveSimulator,
  type Served,
  type ServedSimulator,
} from "../support/fetch-server.ts";
import { startSimulatorProcess } from "../support/simulator-process.ts";

/** Every log line the client and simulators write, to check that none carries a secret. */
const logLines: string[] = [];
const log = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });

const apiKey = "at-key-5c1d9e";
const username = "duka";
const senderId = "DUKA";
const reportDelayMs = 40;
const lateReportDelayMs = 1_500;

/** The shop's side: every delivery report posted to it, and the status it answered. */
const reports: Array<{ path: string; report: DeliveryReport | null; answered: number }> = [];
/** Statuses to answer, in turn, to the reports of a phone number (then 200). */
const plannedStatuses = new Map<string, number[]>();

function reportsFor(phone: string, pathname = "/sms/reports") {
  return reports.filter((entry) => entry.path === pathname && entry.report?.phoneNumber === phone);
}

let shop: Served;

type RunningSimulator = ServedSimulator<SmsSimulator>;

const startSimulator = (options: SmsSimulatorOptions): Promise<RunningSimulator> =>
  serveSimulator(createSmsSimulator({ log, ...options }));

let main: RunningSimulator;

function clientFor(
  simulator: RunningSimulator,
  overrides: Partial<SmsClientOptions> = {},
): ReturnType<typeof createSmsClient> {
  return createSmsClient({
    baseUrl: simulator.base,
    username,
    apiKey,
    senderId,
    log,
    retryDelaysMs: [],
    ...overrides,
  });
}

async function listed(simulator: RunningSimulator): Promise<ListedMessage[]> {
  const response = await fetch(`${simulator.base}/messages.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: ListedMessage[] }).messages;
}

async function listedFor(simulator: RunningSimulator, phone: string): Promise<ListedMessage> {
  const found = (await listed(simulator)).find((message) => message.phone === phone);
  if (!found) throw new Error(`no message to ${phone} is listed`);
  return found;
}

/** A fresh +2547… number ending in `ending`, so that tests never see each other's messages. */
let numbersIssued = 0;
function phoneEnding(ending: string): string {
  numbersIssued += 1;
  return `+2547${String(numbersIssued).padStart(5, "0")}${ending}`;
}

/** A raw request to the send endpoint, as any Africa's Talking client would make it. */
function post(
  base: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/version1/messaging`, {
    method: "POST",
    headers: {
      apiKey,
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  shop = await serveFetch(async (request) => {
    const url = new URL(request.url);
    const form = new URLSearchParams(await request.text());
    const report = parseDeliveryReport(form);
    const planned = plannedStatuses.get(form.get("phoneNumber") ?? "");
    const answered = planned?.shift() ?? 200;
    reports.push({ path: url.pathname, report, answered });
    return new Response(null, { status: answered });
  });
  main = await startSimulator({
    apiKey,
    username,
    allowedSenderIds: [senderId],
    deliveryReportUrl: `${shop.url}/sms/reports`,
    allowedCallbackOrigin: shop.url,
    reportDelayMs,
    lateReportDelayMs,
    reportRetryDelaysMs: [30, 30],
  });
});

afterAll(async () => {
  await main?.close();
  await shop?.close();
});

describe("the test numbers", () => {
  it("delivers …000 and reports Success shortly after", async () => {
    const phone = phoneEnding("000");
    const sent = await clientFor(main).send({ to: phone, message: "Oda DK-1042 imepokelewa." });
    expect(sent).toMatchObject({
      ok: true,
      status: "Success",
      statusCode: 101,
      costCents: 80,
      currency: "KES",
      segments: 1,
    });
    if (!sent.ok) return;
    expect(sent.messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    await expect.poll(() => reportsFor(phone).length).toBe(1);
    expect(reportsFor(phone)[0]?.report).toEqual({
      messageId: sent.messageId,
      status: "Success",
      meaning: "delivered",
      phoneNumber: phone,
      networkCode: "63902",
      failureReason: null,
      retryCount: 0,
    });
    await expect
      .poll(async () => (await listedFor(main, phone)).delivery)
      .toMatchObject({ status: "Success", report: "answered" });
  });

  it("fails …001 and reports Failed with failureReason DeliveryFailure", async () => {
    const phone = phoneEnding("001");
    const sent = await clientFor(main).send({ to: phone, message: "Oda DK-1043 imetumwa." });
    expect(sent.ok).toBe(true);
    await expect.poll(() => reportsFor(phone).length).toBe(1);
    expect(reportsFor(phone)[0]?.report).toMatchObject({
      status: "Failed",
      meaning: "failed",
      failureReason: "DeliveryFailure",
    });
  });

  it("delivers …002 at once but reports it late", async () => {
    const late = phoneEnding("002");
    const prompt = phoneEnding("000");
    const client = clientFor(main);
    const started = Date.now();
    expect((await client.send({ to: late, message: "Late report" })).ok).toBe(true);
    expect((await client.send({ to: prompt, message: "Prompt report" })).ok).toBe(true);
    await expect.poll(() => reportsFor(prompt).length).toBe(1);
    expect(reportsFor(late)).toEqual([]);
    // Delivered on time; only its report waits.
    await expect
      .poll(async () => (await listedFor(main, late)).delivery)
      .toMatchObject({ status: "Success", report: "waiting" });
    await expect.poll(() => reportsFor(late).length, { timeout: 5_000 }).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(lateReportDelayMs - 50);
    expect(reportsFor(late)[0]?.report).toMatchObject({ status: "Success", meaning: "delivered" });
  });

  it("refuses …003 at sending: 406 UserInBlacklist, no message id, no report", async () => {
    const phone = phoneEnding("003");
    expect(await clientFor(main).send({ to: phone, message: "Blacklisted" })).toEqual({
      ok: false,
      kind: "refused",
      detail: "406 UserInBlacklist",
    });
    expect(await listedFor(main, phone)).toMatchObject({
      messageId: null,
      cost: "0",
      statusCode: 406,
      status: "UserInBlacklist",
      delivery: { status: null, report: "none" },
    });
    expect(reportsFor(phone)).toEqual([]);
  });

  it("delivers any other number and reports it, taking the number in any form people write", async () => {
    const phone = phoneEnding("456");
    const written = `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`;
    expect((await clientFor(main).send({ to: written, message: "Karibu" })).ok).toBe(true);
    await expect.poll(() => reportsFor(phone).length).toBe(1);
    expect(reportsFor(phone)[0]?.report?.meaning).toBe("delivered");
  });
});

describe("delivery report retries", () => {
  it("posts a report again while the shop answers 500, until it answers 200", async () => {
    const retrying = await startSimulator({
      deliveryReportUrl: `${shop.url}/sms/retried`,
      reportDelayMs,
      reportRetryDelaysMs: [30, 30, 30],
    });
    try {
      const phone = phoneEnding("000");
      plannedStatuses.set(phone, [500, 500]);
      const sent = await clientFor(retrying, {
        apiKey: "any-key",
        username: "sandbox",
        senderId: undefined,
      }).send({
        to: phone,
        message: "Retried report",
      });
      expect(sent.ok).toBe(true);
      await expect
        .poll(() => retrying.simulator.reportAttempts().map((attempt) => attempt.status))
        .toEqual([500, 500, 200]);
      expect(reportsFor(phone, "/sms/retried").map((entry) => entry.answered)).toEqual([
        500, 500, 200,
      ]);
      // The same report each time.
      expect(
        new Set(reportsFor(phone, "/sms/retried").map((entry) => entry.report?.messageId)).size,
      ).toBe(1);
      await expect
        .poll(async () => (await listedFor(retrying, phone)).delivery.report)
        .toBe("answered");
    } finally {
      await retrying.close();
    }
  });

  it("gives up after its retries when the shop never answers 2xx", async () => {
    const refusing = await startSimulator({
      deliveryReportUrl: `${shop.url}/sms/refused`,
      reportDelayMs,
      reportRetryDelaysMs: [20, 20],
    });
    try {
      const phone = phoneEnding("000");
      plannedStatuses.set(phone, [503, 503, 503, 503]);
      expect(
        (await clientFor(refusing, { senderId: undefined }).send({ to: phone, message: "x" })).ok,
      ).toBe(true);
      await expect
        .poll(async () => (await listedFor(refusing, phone)).delivery.report)
        .toBe("not-answered");
      expect(refusing.simulator.reportAttempts().map((attempt) => attempt.status)).toEqual([
        503, 503, 503,
      ]);
    } finally {
      await refusing.close();
    }
  });

  it("shows the outcome without posting when no report URL is configured", async () => {
    const silent = await startSimulator({ reportDelayMs });
    try {
      const phone = phoneEnding("001");
      expect(
        (await clientFor(silent, { senderId: undefined }).send({ to: phone, message: "x" })).ok,
      ).toBe(true);
      await expect
        .poll(async () => (await listedFor(silent, phone)).delivery)
        .toMatchObject({ status: "Failed", failureReason: "DeliveryFailure", report: "no-url" });
      expect(silent.simulator.reportAttempts()).toEqual([]);
    } finally {
      await silent.close();
    }
  });

  it("is no open relay: a report URL off the allowed origin is refused at start", () => {
    expect(() =>
      createSmsSimulator({
        deliveryReportUrl: "https://elsewhere.example/reports",
        allowedCallbackOrigin: shop.url,
      }),
    ).toThrow(/must be on/);
    expect(() => createSmsSimulator({ deliveryReportUrl: "ftp://example.com/x" })).toThrow(/http/);
  });
});

describe("refusals", () => {
  it("refuses a wrong apiKey or username with 401 and Africa's Talking's words", async () => {
    for (const overrides of [{ apiKey: "wrong" }, { username: "someone-else" }]) {
      expect(
        await clientFor(main, overrides).send({ to: phoneEnding("000"), message: "x" }),
      ).toEqual({
        ok: false,
        kind: "refused",
        detail: "HTTP 401: The supplied authentication is invalid",
      });
    }
    const raw = await post(
      main.base,
      { username, to: phoneEnding("000"), message: "x" },
      { apiKey: "" },
    );
    expect(raw.status).toBe(401);
    expect(raw.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("takes `sandbox` as the user name, as the sandbox does", async () => {
    expect(
      (
        await clientFor(main, { username: "sandbox" }).send({
          to: phoneEnding("000"),
          message: "x",
        })
      ).ok,
    ).toBe(true);
  });

  it("refuses a sender id not in the allowed list as a whole: InvalidSenderId", async () => {
    const phone = phoneEnding("000");
    expect(await clientFor(main, { senderId: "OTHER" }).send({ to: phone, message: "x" })).toEqual({
      ok: false,
      kind: "refused",
      detail: "InvalidSenderId",
    });
    const raw = await post(main.base, { username, to: phone, message: "x", from: "OTHER" });
    expect(raw.status).toBe(201);
    expect(await raw.json()).toEqual({
      SMSMessageData: { Message: "InvalidSenderId", Recipients: [] },
    });
    expect((await listed(main)).some((message) => message.phone === phone)).toBe(false);
  });

  it("refuses invalid numbers one by one while the others go", async () => {
    const good = phoneEnding("000");
    const response = await post(main.base, {
      username,
      to: [good, "0712345678", "+254201234567", "+254712", "+254 712 345 678"].join(","),
      message: "Mixed",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      SMSMessageData: { Message: string; Recipients: Array<Record<string, unknown>> };
    };
    expect(body.SMSMessageData.Message).toBe("Sent to 1/5 Total Cost: KES 0.8000 Message parts: 1");
    expect(
      body.SMSMessageData.Recipients.map((recipient) => [
        recipient.number,
        recipient.statusCode,
        recipient.status,
      ]),
    ).toEqual([
      [good, 101, "Success"],
      ["0712345678", 403, "InvalidPhoneNumber"],
      ["+254201234567", 404, "UnsupportedNumberType"],
      ["+254712", 403, "InvalidPhoneNumber"],
      ["+254 712 345 678", 403, "InvalidPhoneNumber"],
    ]);
    expect(body.SMSMessageData.Recipients[1]).toEqual({
      cost: "0",
      messageId: "None",
      number: "0712345678",
      status: "InvalidPhoneNumber",
      statusCode: 403,
    });
    await expect.poll(() => reportsFor(good).length).toBe(1);
  });

  it("answers a queued send with 102, and a send refused for everyone with 'Sent to 0/1'", async () => {
    const queued = await post(main.base, {
      username,
      to: phoneEnding("000"),
      message: "q",
      enqueue: "1",
    });
    const { SMSMessageData: queuedData } = (await queued.json()) as {
      SMSMessageData: { Recipients: Array<{ statusCode: number }> };
    };
    expect(queuedData.Recipients[0]?.statusCode).toBe(102);
    const refused = await post(main.base, { username, to: phoneEnding("003"), message: "r" });
    expect(
      ((await refused.json()) as { SMSMessageData: { Message: string } }).SMSMessageData.Message,
    ).toBe("Sent to 0/1 Total Cost: 0");
  });

  it("checks the number before sending: nothing leaves the shop for a number that is not a Kenyan mobile", async () => {
    const before = (await listed(main)).length;
    expect(await clientFor(main).send({ to: "020 123 4567", message: "x" })).toEqual({
      ok: false,
      kind: "invalid-number",
      detail: "not a Kenyan mobile number",
    });
    expect(await clientFor(main).send({ to: phoneEnding("000"), message: "  " })).toMatchObject({
      ok: false,
      kind: "refused",
    });
    expect((await listed(main)).length).toBe(before);
  });

  it("refuses a missing `to` or `message` with akka-http's 400", async () => {
    const noTo = await post(main.base, { username, message: "x" });
    expect([noTo.status, await noTo.text()]).toEqual([
      400,
      "Request is missing required form field 'to'",
    ]);
    const noMessage = await post(main.base, { username, to: phoneEnding("000") });
    expect([noMessage.status, await noMessage.text()]).toEqual([
      400,
      "Request is missing required form field 'message'",
    ]);
  });

  it("refuses a message over 1,600 characters", async () => {
    const result = await clientFor(main).send({
      to: phoneEnding("000"),
      message: "a".repeat(1_601),
    });
    expect(result).toMatchObject({ ok: false, kind: "refused" });
    expect(!result.ok && result.detail).toMatch(/Message too long: 1601 characters, at most 1600/);
    expect(
      (await clientFor(main).send({ to: phoneEnding("000"), message: "a".repeat(1_600) })).ok,
    ).toBe(true);
  });

  it("answers only JSON, only to a form, only to POST", async () => {
    const base = { username, to: phoneEnding("000"), message: "x" };
    expect((await post(main.base, base, { Accept: "application/xml" })).status).toBe(406);
    expect((await post(main.base, base, { "Content-Type": "application/json" })).status).toBe(415);
    const get = await fetch(`${main.base}/version1/messaging`);
    expect([get.status, get.headers.get("allow")]).toEqual([405, "POST"]);
    expect((await fetch(`${main.base}/version1/unknown`)).status).toBe(404);
  });
});

describe("segments and cost", () => {
  it.each([
    ["a 160-character GSM-7 text", "a".repeat(160), 1, 80],
    ["a 161-character GSM-7 text", "a".repeat(161), 2, 160],
    ["80 euro signs (two septets each)", "€".repeat(80), 1, 80],
    ["81 euro signs", "€".repeat(81), 2, 160],
    ["a 70-character UCS-2 text", `${"a".repeat(69)}’`, 1, 80],
    ["a 71-character UCS-2 text", `${"a".repeat(70)}’`, 2, 160],
    ["a 135-character UCS-2 text", "д".repeat(135), 3, 240],
  ])("bills %s as %i segment(s), %i cents", async (_name, message, segments, cents) => {
    const phone = phoneEnding("000");
    expect(await clientFor(main).send({ to: phone, message })).toMatchObject({
      ok: true,
      segments,
      costCents: cents,
    });
    const entry = await listedFor(main, phone);
    expect([entry.segments, entry.cost]).toEqual([segments, `KES ${(cents / 100).toFixed(4)}`]);
  });
});

describe("the listing", () => {
  it("lists every message newest first, with the phone as +254…, the text and the time", async () => {
    const first = phoneEnding("000");
    const second = phoneEnding("001");
    const client = clientFor(main);
    const before = new Date();
    await client.send({ to: first, message: "First <b>message</b>" });
    await client.send({ to: second, message: "Second message" });
    const messages = await listed(main);
    const firstIndex = messages.findIndex((message) => message.phone === first);
    const secondIndex = messages.findIndex((message) => message.phone === second);
    expect(secondIndex).toBeLessThan(firstIndex);
    expect(
      messages.every(
        (message, index) => index === 0 || messages[index - 1]!.sentAt >= message.sentAt,
      ),
    ).toBe(true);
    expect(messages[secondIndex]).toMatchObject({
      phone: second,
      text: "Second message",
      senderId,
      encoding: "GSM-7",
      segments: 1,
      cost: "KES 0.8000",
      statusCode: 101,
      status: "Success",
    });
    expect(new Date(messages[secondIndex]!.sentAt).getTime()).toBeGreaterThanOrEqual(
      before.getTime(),
    );
    expect(messages[secondIndex]!.sentAtNairobi).toMatch(/\d{2}:\d{2}:\d{2}/);

    const page = await fetch(main.base);
    expect(page.status).toBe(200);
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    const html = await page.text();
    expect(html).toContain("NO SMS LEAVES THIS MACHINE");
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
    expect(html).toContain("First &#60;b&#62;message&#60;/b&#62;");
    expect(html).not.toContain("<b>message</b>");
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
    for (const ending of ["000", "001", "002", "003"]) expect(html).toContain(`…${ending}`);

    const css = await fetch(`${main.base}/listing.css`);
    expect([css.status, css.headers.get("content-type")]).toEqual([200, "text/css; charset=utf-8"]);
    expect(html).toContain('href="/simulator/sms/listing.css"');
    expect((await fetch(main.base, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(main.base, { method: "POST" })).status).toBe(405);
  });

  it("leaves every other path to the shop", async () => {
    expect(await main.simulator.handle(new Request("http://shop.test/simulator/smsx"))).toBeNull();
    expect(await main.simulator.handle(new Request("http://shop.test/orders"))).toBeNull();
  });
});

describe("the client against misbehaving servers", () => {
  let stub: Served;
  let answer: (request: Request) => Promise<Response> | Response = () => new Response(null);
  const requests: Array<{ headers: Headers; form: URLSearchParams }> = [];

  beforeAll(async () => {
    stub = await serveFetch(async (request) => {
      requests.push({
        headers: request.headers,
        form: new URLSearchParams(await request.clone().text()),
      });
      return answer(request);
    });
  });
  afterAll(() => stub.close());

  const stubClient = (overrides: Partial<SmsClientOptions> = {}) =>
    createSmsClient({
      baseUrl: `${stub.url}/`,
      username,
      apiKey,
      log,
      retryDelaysMs: [],
      ...overrides,
    });

  it("sends Africa's Talking's form and headers", async () => {
    answer = () =>
      Response.json(
        {
          SMSMessageData: {
            Message: "Sent to 1/1",
            Recipients: [
              {
                statusCode: 101,
                number: "+254711000000",
                status: "Success",
                cost: "KES 0.8000",
                messageId: "ATXid_x",
              },
            ],
          },
        },
        { status: 201 },
      );
    requests.length = 0;
    expect(
      await stubClient({ senderId }).send({ to: "0711 000 000", message: "Hi" }),
    ).toMatchObject({ ok: true, messageId: "ATXid_x" });
    const [sent] = requests;
    expect(sent?.headers.get("apikey")).toBe(apiKey);
    expect(sent?.headers.get("accept")).toBe("application/json");
    expect(sent?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(sent!.form)).toEqual({
      username,
      to: "+254711000000",
      message: "Hi",
      bulkSMSMode: "1",
      from: senderId,
    });
  });

  it.each([
    [403, "InvalidPhoneNumber", "invalid-number"],
    [404, "UnsupportedNumberType", "invalid-number"],
    [401, "RiskHold", "refused"],
    [405, "InsufficientBalance", "unavailable"],
    [501, "GatewayError", "unavailable"],
  ])("reads a recipient's %i %s as %s", async (statusCode, status, kind) => {
    answer = () =>
      Response.json(
        {
          SMSMessageData: {
            Message: "Sent to 0/1 Total Cost: 0",
            Recipients: [
              { statusCode, number: "+254711000000", status, cost: "0", messageId: "None" },
            ],
          },
        },
        { status: 201 },
      );
    expect(await stubClient().send({ to: "+254711000000", message: "x" })).toMatchObject({
      ok: false,
      kind,
      detail: `${statusCode} ${status}`,
    });
  });

  it("reads a 5xx, an unreadable 201 and a 400 apart", async () => {
    answer = () => new Response("Service Unavailable", { status: 503 });
    expect(await stubClient().send({ to: "+254711000000", message: "x" })).toEqual({
      ok: false,
      kind: "unavailable",
      detail: "HTTP 503",
      mayHaveBeenSent: true,
    });
    answer = () => new Response("<xml/>", { status: 201 });
    expect(await stubClient().send({ to: "+254711000000", message: "x" })).toMatchObject({
      ok: false,
      kind: "unavailable",
      mayHaveBeenSent: true,
    });
    answer = () => new Response("Request is missing required form field 'to'", { status: 400 });
    expect(await stubClient().send({ to: "+254711000000", message: "x" })).toEqual({
      ok: false,
      kind: "refused",
      detail: "HTTP 400: Request is missing required form field 'to'",
    });
  });

  it("times out a server that does not answer", async () => {
    answer = () => new Promise<Response>(() => {});
    expect(
      await stubClient({ timeoutMs: 200 }).send({ to: "+254711000000", message: "x" }),
    ).toEqual({
      ok: false,
      kind: "unavailable",
      detail: "no answer (timeout)",
      mayHaveBeenSent: true,
    });
  });

  it("tries again only when the connection was never made", async () => {
    const closed = await serveFetch(async () => new Response(null));
    await closed.close();
    const started = Date.now();
    const result = await createSmsClient({
      baseUrl: closed.url,
      username,
      apiKey,
      log,
      retryDelaysMs: [50, 50],
    }).send({ to: "+254711000000", message: "x" });
    expect(result).toEqual({
      ok: false,
      kind: "unavailable",
      detail: "no answer (no-connection)",
      mayHaveBeenSent: false,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});

describe("logs", () => {
  it("never carry the API key, a message text or a whole phone number", () => {
    const all = logLines.join("\n");
    expect(all).toContain("Africa's Talking answer");
    expect(all).not.toContain(apiKey);
    expect(all).not.toContain("Oda DK-1042 imepokelewa");
    expect(all).not.toMatch(/\+?2547\d{8}/);
  });
});

describe("npm run sms-simulator", () => {
  it("starts, answers at the root and under the prefix, and exits 0 on SIGTERM", async () => {
    const running = await startSimulatorProcess({
      name: "sms",
      portVariable: "SMS_SIMULATOR_PORT",
      readyName: "SMS simulator",
      env: { AT_API_KEY: apiKey, AT_USERNAME: username },
    });
    try {
      const base = running.origin;
      const atRoot = await createSmsClient({
        baseUrl: base,
        username,
        apiKey,
        log,
        retryDelaysMs: [],
      }).send({
        to: "+254711000456",
        message: "At the root",
      });
      expect(atRoot.ok).toBe(true);
      const underPrefix = await createSmsClient({
        baseUrl: `${base}/simulator/sms`,
        username,
        apiKey: "wrong",
        log,
        retryDelaysMs: [],
      }).send({
        to: "+254711000456",
        message: "Under the prefix",
      });
      expect(underPrefix).toMatchObject({ ok: false, kind: "refused" });
      const rootPage = await fetch(`${base}/`);
      expect(rootPage.status).toBe(200);
      expect(await rootPage.text()).toContain("At the root");
      const json = (await (await fetch(`${base}/simulator/sms/messages.json`)).json()) as {
        messages: ListedMessage[];
      };
      expect(json.messages.map((message) => message.text)).toEqual(["At the root"]);
      expect(await running.stop()).toBe(0);
    } finally {
      running.kill();
    }
  });
});
