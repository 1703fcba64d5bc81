// Owns what the shop asks of Daraja and what the answers mean: STK push (checked before sending,
// repeated only when it cannot have reached M-Pesa), STK query (final, pending or unknown) and C2B
// URL registration, each returning a typed outcome instead of throwing. The HTTP, token and
// retries are the transport's.
import type { Logger } from "../../../lib/logger.server.ts";
import { maskPhone, normaliseKenyanMobile } from "../../../lib/mpesa-phone.ts";
import {
  darajaTimestamp,
  maxAccountReferenceLength,
  resultOutcome,
  stkPassword,
  transactionDesc,
  type PaymentOutcome,
} from "./daraja-format.ts";
import {
  createDarajaTransport,
  refusal,
  retryUnlessAnswered,
  textField,
  unavailable,
  type DarajaFailure,
  type Exchange,
  type RetryRule,
} from "./daraja-transport.server.ts";
import { retryOnlyIfNeverSent } from "../provider-transport.server.ts";

export type { DarajaFailure } from "./daraja-transport.server.ts";

export interface DarajaClientOptions {
  /** `https://sandbox.safaricom.co.ke`, `https://api.safaricom.co.ke`, or the simulator's `…/simulator/mpesa`. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /**
   * The BusinessShortCode: the paybill number, or for a till the store (head office) number the
   * till belongs to. It is also the shortcode of the Password, and the one C2B URLs are registered for.
   */
  shortcode: string;
  passkey: string;
  /** `paybill`: CustomerPayBillOnline to the shortcode. `till`: CustomerBuyGoodsOnline to `tillNumber`. */
  type: "paybill" | "till";
  tillNumber?: string;
  log: Logger;
  /** Per request, including reading the answer. Default 10 s. */
  timeoutMs?: number;
  /** Waits before each retry of a request that may be repeated. Default 0.5 s, 2 s, 5 s. */
  retryDelaysMs?: readonly number[];
  /** The clock of Timestamps and token expiry (tests move it). */
  now?: () => Date;
}

export type StkPushResult =
  | { ok: true; merchantRequestId: string; checkoutRequestId: string; customerMessage: string }
  | DarajaFailure;

/**
 * What Daraja knows of an STK request. Its answer carries no receipt number or amount: only the
 * callback does, so a payment found `paid` by a query has no receipt yet.
 * `unknown`: Daraja does not (or not yet) recognise the CheckoutRequestID; not proof of failure.
 */
export type StkQueryResult =
  | { ok: true; state: "final"; resultCode: string; resultDesc: string; outcome: PaymentOutcome }
  | { ok: true; state: "pending" }
  | { ok: true; state: "unknown" }
  | DarajaFailure;

export type RegisterC2BUrlsResult =
  | {
      ok: true;
      responseDescription: string;
      /** Daraja registers a short code's URLs once: a second registration answers 500.003.1001. */
      alreadyRegistered: boolean;
    }
  | DarajaFailure;

export interface StkPushRequest {
  /** Any form normaliseKenyanMobile reads; sent as 2547XXXXXXXX. */
  phone: string;
  /** Whole shillings, at least 1. */
  amountKsh: number;
  /** At most 12 characters; shown on the payer's phone and SMS. */
  accountReference: string;
  /** Cleaned and cut to Daraja's 13 characters. */
  description: string;
  callbackUrl: string;
}

export interface RegisterC2BUrlsRequest {
  confirmationUrl: string;
  validationUrl: string;
  /** What M-Pesa does when the validation URL cannot be reached: complete or cancel the payment. */
  responseType: "Completed" | "Cancelled";
}

export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<StkPushResult>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  registerC2BUrls(request: RegisterC2BUrlsRequest): Promise<RegisterC2BUrlsResult>;
}

/** M-Pesa's own refusals and states, all under one errorCode; the message tells them apart. */
const mpesaCoreCode = "500.001.1001";
/** STK query's "in flight" answer with HTTP 200, seen in the sandbox besides the 500.001.1001 one. */
const stillProcessingResultCode = "4999";

/**
 * A push is not idempotent: sent twice, it may ring the phone twice (Daraja has no idempotency key).
 * So it is repeated only when it provably never reached M-Pesa; a timeout, a reset connection or any
 * other 5xx may have pushed, and comes back as `unavailable` with `mayHaveReachedDaraja`.
 */
const retryPushOnlyIfNeverSent: RetryRule = retryOnlyIfNeverSent;

/** Where Daraja takes each request the shop makes, by the request's name (as the log shows it). */
const paths = {
  stkpush: "/mpesa/stkpush/v1/processrequest",
  stkquery: "/mpesa/stkpushquery/v1/query",
  "c2b-register": "/mpesa/c2b/v1/registerurl",
};

/** A query answered 500.001.1001 got an answer (in flight, or M-Pesa's refusal): nothing to repeat. */
const retryQuery: RetryRule = (exchange) =>
  retryUnlessAnswered(exchange) &&
  !(exchange.answered && exchange.error?.errorCode === mpesaCoreCode);

/** Where a URL points, without the path and query that carry the shop's callback secret. */
function urlOrigin(url: string): string {
  return URL.parse(url)?.origin ?? "(not a URL)";
}

function isSuccess(exchange: Exchange & { answered: true }): boolean {
  return exchange.status >= 200 && exchange.status < 300;
}

function interpretPush(answer: Exchange | DarajaFailure): StkPushResult {
  if ("ok" in answer) return answer;
  if (!answer.answered) return unavailable(answer);
  if (isSuccess(answer)) {
    const responseCode = textField(answer.body, "ResponseCode");
    const merchantRequestId = textField(answer.body, "MerchantRequestID");
    const checkoutRequestId = textField(answer.body, "CheckoutRequestID");
    if (responseCode === "0" && merchantRequestId && checkoutRequestId) {
      return {
        ok: true,
        merchantRequestId,
        checkoutRequestId,
        customerMessage: textField(answer.body, "CustomerMessage") ?? "",
      };
    }
    if (responseCode !== null && responseCode !== "0")
      return refusedWithResponseCode(answer, responseCode);
    return unavailable(answer);
  }
  if (answer.error && /unable to lock subscriber/i.test(answer.error.errorMessage)) {
    return { ok: false, kind: "busy", ...answer.error };
  }
  // M-Pesa's own refusals ("Wrong credentials", "Merchant does not exist") come as 500.001.1001.
  if (answer.status < 500 || answer.error?.errorCode === mpesaCoreCode) return refusal(answer);
  return unavailable(answer);
}

/** A 200 answer whose ResponseCode is not "0": Daraja refused the request in its own words. */
function refusedWithResponseCode(
  answer: Exchange & { answered: true },
  responseCode: string,
): DarajaFailure {
  return {
    ok: false,
    kind: "refused",
    status: answer.status,
    errorCode: responseCode,
    errorMessage: textField(answer.body, "ResponseDescription") ?? "",
  };
}

/** 500.001.1001 to a query: in flight (Daraja's words, or an empty message), an unknown id, or a refusal. */
function interpretQueryCoreAnswer(answer: Exchange & { answered: true }): StkQueryResult {
  const message = answer.error?.errorMessage ?? "";
  if (message === "" || /being processed|under processing/i.test(message)) {
    return { ok: true, state: "pending" };
  }
  if (/transaction does not exist/i.test(message)) return { ok: true, state: "unknown" };
  return refusal(answer);
}

function interpretQuery(answer: Exchange | DarajaFailure): StkQueryResult {
  if ("ok" in answer) return answer;
  if (!answer.answered) return unavailable(answer);
  // In the sandbox the in-flight error has come with HTTP 200 as well as 500.
  if (answer.error?.errorCode === mpesaCoreCode) return interpretQueryCoreAnswer(answer);
  if (isSuccess(answer)) {
    const resultCode = textField(answer.body, "ResultCode");
    if (resultCode === null) return unavailable(answer);
    if (resultCode === stillProcessingResultCode) return { ok: true, state: "pending" };
    return {
      ok: true,
      state: "final",
      resultCode,
      resultDesc: textField(answer.body, "ResultDesc") ?? "",
      outcome: resultOutcome(resultCode),
    };
  }
  if (answer.status >= 500) return unavailable(answer);
  // 400.002.02 "Bad Request - Invalid CheckoutRequestID".
  if (/CheckoutRequestID/i.test(answer.error?.errorMessage ?? "")) {
    return { ok: true, state: "unknown" };
  }
  return refusal(answer);
}

/** Daraja's answer (HTTP 500) to registering a short code's URLs again: "Urls are already registered". */
const alreadyRegisteredCode = "500.003.1001";

/** A registration is repeated after a fault, never after Daraja said the URLs are registered already. */
const retryRegistration: RetryRule = (exchange) =>
  retryUnlessAnswered(exchange) &&
  !(exchange.answered && exchange.error?.errorCode === alreadyRegisteredCode);

function interpretRegistration(answer: Exchange | DarajaFailure): RegisterC2BUrlsResult {
  if ("ok" in answer) return answer;
  if (answer.answered && answer.error?.errorCode === alreadyRegisteredCode)
    return { ok: true, responseDescription: answer.error.errorMessage, alreadyRegistered: true };
  if (!answer.answered || answer.status >= 500) return unavailable(answer);
  if (!isSuccess(answer)) return refusal(answer);
  const responseCode = textField(answer.body, "ResponseCode");
  if (responseCode !== null && responseCode !== "0")
    return refusedWithResponseCode(answer, responseCode);
  return {
    ok: true,
    responseDescription: textField(answer.body, "ResponseDescription") ?? "",
    alreadyRegistered: false,
  };
}

export function createDarajaClient(options: DarajaClientOptions): DarajaClient {
  const { log, passkey, shortcode } = options;
  if (options.type === "till" && !options.tillNumber) {
    throw new Error("A till needs its till number (MPESA_TILL_NUMBER)");
  }
  const now = options.now ?? (() => new Date());
  const transport = createDarajaTransport({
    baseUrl: options.baseUrl,
    consumerKey: options.consumerKey,
    consumerSecret: options.consumerSecret,
    log,
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [500, 2_000, 5_000],
    now,
  });
  // For a till the money goes to the till number, while BusinessShortCode (and the Password) stay the store's.
  const partyB = options.type === "till" ? options.tillNumber! : shortcode;
  const transactionType =
    options.type === "till" ? "CustomerBuyGoodsOnline" : "CustomerPayBillOnline";

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: shortcode,
      Password: stkPassword(shortcode, passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** POSTs one request; `loggable` is its body without secrets, for the log. */
  const post = (name: keyof typeof paths, body: unknown, loggable: unknown, retry: RetryRule) =>
    transport.post(name, paths[name], body, loggable, retry);

  return {
    async stkPush(request) {
      const phone = normaliseKenyanMobile(request.phone);
      if (!phone) return { ok: false, kind: "invalid", field: "phone" };
      if (!Number.isSafeInteger(request.amountKsh) || request.amountKsh < 1) {
        return { ok: false, kind: "invalid", field: "amountKsh" };
      }
      const reference = request.accountReference.trim();
      if (!reference || reference.length > maxAccountReferenceLength) {
        return { ok: false, kind: "invalid", field: "accountReference" };
      }
      if (!/^https?:$/.test(URL.parse(request.callbackUrl)?.protocol ?? "")) {
        return { ok: false, kind: "invalid", field: "callbackUrl" };
      }

      const body = {
        ...credentials(),
        TransactionType: transactionType,
        Amount: request.amountKsh,
        PartyA: phone,
        PartyB: partyB,
        PhoneNumber: phone,
        CallBackURL: request.callbackUrl,
        AccountReference: reference,
        TransactionDesc: transactionDesc(request.description),
      };
      const { Password: _password, ...withoutPassword } = body;
      const loggable = {
        ...withoutPassword,
        PartyA: maskPhone(phone),
        PhoneNumber: maskPhone(phone),
        CallBackURL: urlOrigin(body.CallBackURL),
      };
      const result = interpretPush(await post("stkpush", body, loggable, retryPushOnlyIfNeverSent));
      log.info(
        { daraja: "stkpush", phone: maskPhone(phone), amountKsh: request.amountKsh, result },
        "STK push",
      );
      return result;
    },

    async stkQuery(checkoutRequestId) {
      const body = { ...credentials(), CheckoutRequestID: checkoutRequestId };
      const { Password: _password, ...loggable } = body;
      const result = interpretQuery(await post("stkquery", body, loggable, retryQuery));
      log.info({ daraja: "stkquery", checkoutRequestId, result }, "STK query");
      return result;
    },

    async registerC2BUrls(request) {
      const body = {
        ShortCode: shortcode,
        ResponseType: request.responseType,
        ConfirmationURL: request.confirmationUrl,
        ValidationURL: request.validationUrl,
      };
      const loggable = {
        ...body,
        ConfirmationURL: urlOrigin(body.ConfirmationURL),
        ValidationURL: urlOrigin(body.ValidationURL),
      };
      const result = interpretRegistration(
        await post("c2b-register", body, loggable, retryRegistration),
      );
      log.info({ daraja: "c2b-register", result }, "C2B URL registration");
      return result;
    },
  };
}
