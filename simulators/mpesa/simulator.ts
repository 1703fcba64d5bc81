// Owns the Daraja simulator as one fetch-style handler: the paths under /simulator/mpesa/ (Daraja's
// own paths below that prefix, and the virtual phone page), OAuth tokens and their checks, request
// bodies, and a close() that stops every timer and outgoing request. Mount it in any server.
import { randomInt } from "node:crypto";
import type { Logger } from "../../app/lib/logger.server.ts";
import { sandboxPasskey } from "../../app/lib/mpesa-sandbox.ts";
import { simulatorPaths } from "../../app/lib/simulator-paths.ts";
import type { Simulator } from "../simulator.ts";
import type { DarajaBusiness } from "./business.ts";
import { createC2BDesk } from "./c2b.ts";
import { createCallbackSender, type DeliveryAttempt } from "../shared/callback-sender.ts";
import { badRequest, createDarajaIds, darajaError } from "./daraja-answers.ts";
import { createPhonePage } from "./phone-page.ts";
import { dispatchUnder } from "../shared/prefix-routes.ts";
import { readBodyText } from "../shared/request-body.ts";
import { sameSecret } from "../shared/same-secret.ts";
import { createScheduler } from "../shared/scheduler.ts";
import { createStkDesk } from "./stk.ts";

const simulatorPrefix = simulatorPaths.mpesa;
const name = "M-Pesa simulator";

export interface DarajaSimulatorOptions {
  /** The Lipa na M-Pesa passkey STK Passwords are checked with. Default: the sandbox's. */
  passkey?: string;
  /** When both are set, OAuth checks them; otherwise any Basic credentials get a token. */
  consumerKey?: string;
  consumerSecret?: string;
  tokenTtlSeconds?: number;
  /**
   * The clock access tokens are issued and checked by, in milliseconds since the epoch. Default
   * Date.now; a test moves it forward instead of waiting for a token to run out.
   */
  now?: () => number;
  /**
   * The paybill or till the credentials are linked to: pushes, queries, C2B registrations and
   * payments for another short code, PartyB or transaction type are refused. Unset: any is served.
   */
  business?: DarajaBusiness;
  /** Whether C2B payments are first sent to the validation URL (Daraja: only when Safaricom enabled it). Default false. */
  c2bValidation?: boolean;
  /** How long a test number (last digits 000, 001, 032, …) takes to answer. */
  paidDelayMs?: number;
  /**
   * For tests that must see a test number's request pending before its outcome, whatever the load:
   * given the push's PhoneNumber, a promise that holds the outcome until it resolves (paidDelayMs
   * counts from then), or undefined to leave that push alone. Unset: no push is held.
   */
  holdScriptedOutcome?: (phone: string) => Promise<void> | undefined;
  /** When set, the only origin callbacks and C2B notices go to (the shop's own, when mounted in it). */
  onlyTo?: string;
  /** Waits before each repeat of a callback the shop did not accept. */
  callbackRetryDelaysMs?: readonly number[];
  /** How long a request waits on the virtual phone before it expires (ResultCode 1019). */
  expireAfterMs?: number;
  /** Shown on the virtual phone as the payee ("Pay Ksh. 100.00 to …"); default the paybill or till number. */
  businessName?: string;
  log?: Logger;
  /** For the calls to the shop's callback URLs. */
  fetch?: typeof fetch;
}

/** What the simulator has sent the shop about one finished STK request. */
export interface StkDeliveries {
  checkoutRequestId: string;
  /** The push's PhoneNumber (2547XXXXXXXX). */
  phone: string;
  /** Every attempt at the request's callback URL, oldest first (a duplicate starts again at attempt 1). */
  attempts: readonly DeliveryAttempt[];
  /** True once each callback was accepted or its retries spent: nothing more will be sent about it. */
  finished: boolean;
}

export type DarajaSimulator = Simulator & {
  /**
   * The finished STK requests, newest first, with their callback attempts: what a test waits on
   * instead of a time, as the Pesapal simulator's IPN attempts and the SMS simulator's report
   * attempts.
   */
  stkDeliveries(): StkDeliveries[];
};

const apiBodyLimitBytes = 64 * 1024;
const tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function newAccessToken(): string {
  let token = "";
  // Daraja's tokens are 28 letters and digits.
  while (token.length < 28) token += tokenAlphabet[randomInt(tokenAlphabet.length)];
  return token;
}

function basicCredentials(header: string | null): { key: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function createDarajaSimulator(options: DarajaSimulatorOptions = {}): DarajaSimulator {
  const log = options.log;
  const now = options.now ?? Date.now;
  const tokenTtlMs = (options.tokenTtlSeconds ?? 3599) * 1000;
  const callbackRetryDelaysMs = options.callbackRetryDelaysMs ?? [2_000, 10_000, 30_000];
  const scheduler = createScheduler();
  const ids = createDarajaIds();
  const callbacks = createCallbackSender({
    name,
    fetch: options.fetch,
    scheduler,
    log,
    onlyTo: options.onlyTo,
  });
  const stk = createStkDesk({
    passkey: options.passkey ?? sandboxPasskey,
    business: options.business,
    paidDelayMs: options.paidDelayMs ?? 1_000,
    holdScriptedOutcome: options.holdScriptedOutcome,
    expireAfterMs: options.expireAfterMs ?? 120_000,
    callbackRetryDelaysMs,
    ids,
    scheduler,
    callbacks,
    log,
  });
  const c2b = createC2BDesk({
    callbackRetryDelaysMs,
    business: options.business,
    validation: options.c2bValidation ?? false,
    ids,
    callbacks,
    log,
  });
  const phonePage = createPhonePage({
    path: `${simulatorPrefix}/phone`,
    stk,
    c2b,
    businessName: options.businessName,
  });
  /**
   * Issued access tokens: when each expires and the consumer key it was issued to. A new token
   * revokes the earlier ones of the same key, as Daraja may: a client must take 404.001.03 as "fetch
   * a new token", never hold one token per process and expect it to live its hour.
   */
  const tokens = new Map<string, { expiresAt: number; consumerKey: string }>();

  /** Any Basic credentials get a token, unless the simulator was given a key and secret to check. */
  function credentialsAccepted(given: { key: string; secret: string }): boolean {
    const { consumerKey, consumerSecret } = options;
    if (consumerKey === undefined || consumerSecret === undefined) return true;
    return sameSecret(given.key, consumerKey) && sameSecret(given.secret, consumerSecret);
  }

  function issueToken(request: Request, url: URL): Response {
    if (request.method !== "GET") return darajaError(405, "405.001", "Method Not Allowed");
    if (url.searchParams.get("grant_type") !== "client_credentials") {
      return darajaError(400, "400.008.02", "Invalid grant type passed");
    }
    const credentials = basicCredentials(request.headers.get("authorization"));
    if (!credentials || !credentialsAccepted(credentials)) {
      return darajaError(400, "400.008.01", "Invalid Authentication passed");
    }
    const issuedAt = now();
    for (const [token, issued] of tokens)
      if (issued.expiresAt <= issuedAt || issued.consumerKey === credentials.key)
        tokens.delete(token);
    const token = newAccessToken();
    tokens.set(token, { expiresAt: issuedAt + tokenTtlMs, consumerKey: credentials.key });
    // Daraja sends expires_in as a string.
    return Response.json(
      { access_token: token, expires_in: String(Math.round(tokenTtlMs / 1000)) },
      { headers: { "Cache-Control": "no-store" } },
    );
  }

  function hasValidToken(request: Request): boolean {
    const token = /^Bearer\s+(\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const expiresAt = token === undefined ? undefined : tokens.get(token)?.expiresAt;
    return expiresAt !== undefined && now() < expiresAt;
  }

  /** A Daraja API call: POST, a valid bearer token, a JSON body of sensible size. */
  async function api(request: Request, answer: (body: unknown) => Response): Promise<Response> {
    if (request.method !== "POST") return darajaError(405, "405.001", "Method Not Allowed");
    // Daraja answers an unknown or expired token with HTTP 404 and errorCode 404.001.03.
    if (!hasValidToken(request)) return darajaError(404, "404.001.03", "Invalid Access Token");
    const text = await readBodyText(request, apiBodyLimitBytes);
    if (text === null) return new Response("Request body too large", { status: 413 });
    try {
      return answer(JSON.parse(text));
    } catch (error) {
      if (error instanceof SyntaxError) return badRequest("JSON");
      throw error;
    }
  }

  /** The prefix itself opens the virtual phone, as the shop's links to the simulator expect. */
  const toPhone = () =>
    new Response(null, { status: 302, headers: { Location: `${simulatorPrefix}/phone` } });

  const handle = dispatchUnder({
    prefix: simulatorPrefix,
    name,
    routes: {
      "": toPhone,
      "/": toPhone,
      "/phone": (request, url) => phonePage.handle(request, url),
      "/oauth/v1/generate": issueToken,
      "/mpesa/stkpush/v1/processrequest": (request) => api(request, stk.push),
      "/mpesa/stkpushquery/v1/query": (request) => api(request, stk.query),
      "/mpesa/c2b/v1/registerurl": (request) => api(request, c2b.registerUrls),
      "/mpesa/c2b/v1/simulate": (request) => api(request, c2b.simulate),
    },
    notFound: () => darajaError(404, "404.001.01", "Resource not found"),
    log,
  });

  return {
    prefix: simulatorPrefix,
    handle,
    async close() {
      scheduler.close();
    },
    stkDeliveries() {
      const attemptsAbout = new Map<string | undefined, DeliveryAttempt[]>();
      for (const attempt of callbacks.attempts()) {
        if (attempt.what !== "stk-callback") continue;
        attemptsAbout.set(attempt.about, [...(attemptsAbout.get(attempt.about) ?? []), attempt]);
      }
      return stk.recentResults(Number.POSITIVE_INFINITY).map((request) => ({
        checkoutRequestId: request.checkoutRequestId,
        phone: request.phone,
        attempts: attemptsAbout.get(request.checkoutRequestId) ?? [],
        finished: request.callbacksFinished,
      }));
    },
  };
}
