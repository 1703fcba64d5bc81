// Owns what the shop asks of Pesapal API 3.0 and what the answers mean: IPN registration and list,
// order submission (checked before sending, repeated only when it cannot have reached Pesapal),
// transaction status (normalised, amounts in cents) and refunds, each returning a typed outcome
// instead of throwing. The HTTP, the token and the retries are the transport's.
import type { Logger } from "../../../lib/logger.server.ts";
import {
  retryOnlyIfNeverSent,
  retryUnlessAnswered,
  type RetryRule,
} from "../provider-transport.server.ts";
import {
  bodyStatus,
  centsToPesapalAmount,
  isTransactionStatus,
  parseIpnList,
  parseIpnRegistration,
  parseRefundAnswer,
  parseSubmittedOrder,
  parseTransactionStatus,
  type IpnNotificationMethod,
  type IpnRegistration,
  type Parsed,
  type PesapalError,
  type PesapalTransactionStatus,
} from "./pesapal-format.ts";
import {
  createPesapalTransport,
  refused,
  unavailable,
  type PesapalExchange,
  type PesapalFailure,
} from "./pesapal-transport.server.ts";

export type { PesapalFailure } from "./pesapal-transport.server.ts";

export interface PesapalClientOptions {
  /** `https://cybqa.pesapal.com/pesapalv3` (sandbox), `https://pay.pesapal.com/v3`, or the simulator's `…/simulator/pesapal`. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  log: Logger;
  fetch?: typeof fetch;
  /** Per request, including reading the answer. Default 10 s. */
  timeoutMs?: number;
  /** Waits before each retry of a request that may be repeated. Default 0.5 s, 2 s, 5 s. */
  retryDelaysMs?: readonly number[];
  /** The clock the token's expiry is read against (tests move it). */
  now?: () => Date;
}

export interface PesapalBilling {
  email: string;
  phone: string;
  firstName: string;
  lastName?: string;
  /** ISO 3166-1 alpha-2 ("KE"). */
  countryCode: string;
}

export interface SubmitOrderRequest {
  /** Pesapal's `id`: unique for every request (a new one for each Try again), at most 50 characters. */
  merchantReference: string;
  amountCents: number;
  currency: "KES";
  /** At most 100 characters. */
  description: string;
  callbackUrl: string;
  cancellationUrl?: string;
  /** The ipn_id of the shop's registered IPN URL. */
  notificationId: string;
  billing: PesapalBilling;
}

export interface RefundRequest {
  confirmationCode: string;
  amountCents: number;
  /** Who asked for the refund (Pesapal records it). */
  username: string;
  remarks: string;
}

export type PesapalResult<T> = ({ ok: true } & T) | PesapalFailure;

export interface PesapalClient {
  registerIpn(url: string, method: IpnNotificationMethod): Promise<PesapalResult<IpnRegistration>>;
  listIpns(): Promise<PesapalResult<{ ipns: IpnRegistration[] }>>;
  submitOrder(
    request: SubmitOrderRequest,
  ): Promise<
    PesapalResult<{ orderTrackingId: string; redirectUrl: string; merchantReference: string }>
  >;
  transactionStatus(orderTrackingId: string): Promise<PesapalResult<PesapalTransactionStatus>>;
  refund(request: RefundRequest): Promise<PesapalResult<{ message: string }>>;
}

const maxMerchantReferenceLength = 50;
const maxDescriptionLength = 100;

function isHttpUrl(url: string | undefined): boolean {
  return /^https?:$/.test(URL.parse(url ?? "")?.protocol ?? "");
}

/** Where a URL points, without the path and query that may carry a secret. */
function urlOrigin(url: string): string {
  return URL.parse(url)?.origin ?? "(not a URL)";
}

function invalid(field: string): PesapalFailure {
  return { ok: false, kind: "invalid", field };
}

/** The field of `request` Pesapal would refuse, or null. */
function invalidOrderField(request: SubmitOrderRequest): string | null {
  const reference = request.merchantReference;
  if (reference.length > maxMerchantReferenceLength || !/^[A-Za-z0-9_.:-]+$/.test(reference)) {
    return "merchantReference";
  }
  if (request.amountCents <= 0 || centsToPesapalAmount(request.amountCents) === null) {
    return "amountCents";
  }
  if (request.currency !== "KES") return "currency";
  const description = request.description.trim();
  if (!description || description.length > maxDescriptionLength) return "description";
  if (!isHttpUrl(request.callbackUrl)) return "callbackUrl";
  if (request.cancellationUrl !== undefined && !isHttpUrl(request.cancellationUrl)) {
    return "cancellationUrl";
  }
  if (!request.notificationId.trim()) return "notificationId";
  const { email, phone, firstName, countryCode } = request.billing;
  if ((!email.trim() && !phone.trim()) || !firstName.trim() || !/^[A-Z]{2}$/.test(countryCode)) {
    return "billing";
  }
  return null;
}

/**
 * What an answer means: the value `read` finds in a good one, or why there is none. A Pesapal error
 * object or a body `status` other than "200" (whatever the HTTP status) is a refusal; a 5xx or a
 * body nobody can read is `unavailable`.
 */
function interpret<T>(
  answer: PesapalExchange | PesapalFailure,
  read: (answer: PesapalExchange & { answered: true }) => Parsed<T>,
  log: Logger,
  name: string,
): PesapalResult<T> {
  if ("ok" in answer) return answer;
  if (!answer.answered) return unavailable(answer);
  const parsed = answer.status < 400 ? read(answer) : null;
  if (parsed?.ok) return { ok: true, ...parsed.value };
  if (answer.error) return refused(answer);
  const status = bodyStatus(answer.body);
  if (status !== null && status !== "200") {
    const message = answer.body?.message;
    return refused(answer, typeof message === "string" ? message : "");
  }
  if (answer.status >= 500) return unavailable(answer);
  if (answer.status >= 400) return refused(answer);
  log.warn({ pesapal: name, problem: parsed?.error }, "Pesapal answer not understood");
  return unavailable(answer);
}

export function createPesapalClient(options: PesapalClientOptions): PesapalClient {
  const { log } = options;
  const transport = createPesapalTransport({
    baseUrl: options.baseUrl,
    consumerKey: options.consumerKey,
    consumerSecret: options.consumerSecret,
    log,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [500, 2_000, 5_000],
    now: options.now ?? (() => new Date()),
  });

  async function call<T>(
    name: string,
    request: { method: "GET" | "POST"; path: string; body?: unknown; loggable?: unknown },
    retry: RetryRule<PesapalError>,
    read: (answer: PesapalExchange & { answered: true }) => Parsed<T>,
    loggable: (value: T) => unknown = (value) => value,
  ): Promise<PesapalResult<T>> {
    const result = interpret(await transport.send(name, request, retry), read, log, name);
    log.info({ pesapal: name, result: result.ok ? loggable(result) : result }, `Pesapal ${name}`);
    return result;
  }

  return {
    registerIpn(url, method) {
      if (!isHttpUrl(url)) return Promise.resolve(invalid("url"));
      const body = { url, ipn_notification_type: method };
      const loggable = { url: urlOrigin(url), ipn_notification_type: method };
      // Registering twice only adds an unused ipn_id: safe to repeat.
      return call(
        "register-ipn",
        { method: "POST", path: "/api/URLSetup/RegisterIPN", body, loggable },
        retryUnlessAnswered,
        (answer) => parseIpnRegistration(answer.body),
        (registration) => ({ ...registration, url: urlOrigin(registration.url) }),
      );
    },

    listIpns() {
      return call(
        "ipn-list",
        { method: "GET", path: "/api/URLSetup/GetIpnList" },
        retryUnlessAnswered,
        (answer) => {
          const parsed = parseIpnList(answer.json);
          return parsed.ok ? { ok: true, value: { ipns: parsed.value } } : parsed;
        },
        ({ ipns }) => ({ ipns: ipns.length }),
      );
    },

    submitOrder(request) {
      const field = invalidOrderField(request);
      if (field) return Promise.resolve(invalid(field));
      const { billing } = request;
      const body = {
        id: request.merchantReference,
        currency: request.currency,
        amount: centsToPesapalAmount(request.amountCents),
        description: request.description.trim(),
        callback_url: request.callbackUrl,
        ...(request.cancellationUrl === undefined
          ? {}
          : { cancellation_url: request.cancellationUrl }),
        notification_id: request.notificationId,
        billing_address: {
          email_address: billing.email,
          phone_number: billing.phone,
          country_code: billing.countryCode,
          first_name: billing.firstName,
          last_name: billing.lastName ?? "",
        },
      };
      // The shopper's name, e-mail and phone stay out of the log.
      const { billing_address: _billing, ...withoutBilling } = body;
      const loggable = { ...withoutBilling, callback_url: urlOrigin(body.callback_url) };
      // Sent twice, an order could be paid twice: repeated only when it never left.
      return call(
        "submit-order",
        { method: "POST", path: "/api/Transactions/SubmitOrderRequest", body, loggable },
        retryOnlyIfNeverSent,
        (answer) => parseSubmittedOrder(answer.body),
      );
    },

    transactionStatus(orderTrackingId) {
      if (!orderTrackingId.trim()) return Promise.resolve(invalid("orderTrackingId"));
      const path = `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`;
      return call(
        "status",
        { method: "GET", path },
        retryUnlessAnswered,
        // An order not paid yet comes as a status *with* an error object ("Pending Payment"): a status still.
        (answer) =>
          isTransactionStatus(answer.body)
            ? parseTransactionStatus(answer.body)
            : { ok: false, error: "not a transaction status" },
      );
    },

    refund(request) {
      if (!request.confirmationCode.trim()) return Promise.resolve(invalid("confirmationCode"));
      const amount = centsToPesapalAmount(request.amountCents);
      if (amount === null || request.amountCents <= 0) {
        return Promise.resolve(invalid("amountCents"));
      }
      if (!request.username.trim()) return Promise.resolve(invalid("username"));
      if (!request.remarks.trim()) return Promise.resolve(invalid("remarks"));
      const body = {
        confirmation_code: request.confirmationCode,
        amount,
        username: request.username,
        remarks: request.remarks,
      };
      const { remarks: _remarks, ...loggable } = body;
      // Pesapal takes one refund a payment: a repeat could only be refused, or worse, so never repeated once sent.
      return call(
        "refund",
        { method: "POST", path: "/api/Transactions/RefundRequest", body, loggable },
        retryOnlyIfNeverSent,
        (answer): Parsed<{ message: string }> => {
          const parsed = parseRefundAnswer(answer.body);
          if (!parsed.ok) return parsed;
          // Refused ("500" and a message): left to interpret(), which reads the body's status.
          return parsed.value.accepted
            ? { ok: true, value: { message: parsed.value.message } }
            : { ok: false, error: "refund refused" };
        },
      );
    },
  };
}
