// Owns the Pesapal API 3.0 simulator as one fetch-style handler: Pesapal's own paths under
// /simulator/pesapal (matched without regard to case, as Pesapal's ASP.NET host matches them), the
// bearer-token gate in front of the API, the hosted payment page and its stylesheet, the IPN
// delivery log for tests, and a close() that stops every retry and outgoing request.
//
// Shapes, and the source each follows (docs/decisions/0015-pesapal-shapes.md says more):
// - RequestToken {consumer_key, consumer_secret} -> {token, expiryDate, error, status, message}:
//   developer.pesapal.com/how-to-integrate/e-commerce/api-30-json/authentication (5-minute tokens;
//   the sandbox recorded in github.com/njoguamos/laravel-pesapal tests/Fixtures gave an hour).
//   Refused credentials: {error: {error_type: "authentication_error", code:
//   "invalid_api_credentials_provided", message: "Invalid Access Token"}}, as public integration
//   notes recorded it (error_type, not the Postman collection's `type`).
// - RegisterIPN / GetIpnList: the doc pages registeripnurl and getregisteredipn; the registration's
//   extra fields (id, notification_type, ipn_status_decription [sic]) from the laravel-pesapal
//   sandbox fixture CreatePesapalIpn.json.
// - SubmitOrderRequest: the doc page submitorderrequest (id <= 50, description <= 100,
//   billing_address with an email or a phone), the answer as in the fixture CreatePesapalOrder.json.
//   The refusals for an unknown notification_id and a missing billing_address use the sandbox's
//   words quoted by public integration notes; other codes and messages are this simulator's own,
//   in the same {error_type, code, message} shape with status "500" and HTTP 200.
// - GetTransactionStatus: the doc page gettransactionstatus (status_code 0-3, its sample with
//   `error` all null); the pending INVALID answer with error "payment_details_not_found" /
//   "Pending Payment" and status "500" from the fixture GetPesapalTransactionStatus.json.
//   payment_status_description is upper case as the doc's table lists it (its sample says "Failed").
// - IPN {OrderTrackingId, OrderNotificationType: IPNCHANGE, OrderMerchantReference} as a GET query
//   or a POST JSON body, as registered, and the shop's acknowledgement {orderNotificationType,
//   orderTrackingId, orderMerchantReference, status: 200}: the doc's IPN section as copied in
//   github.com/joeygitari/pesapalAPI README (the developer pages state the same).
// - RefundRequest {confirmation_code, amount, username, remarks} -> {status, message}: the doc page
//   refund-request and its limits (COMPLETED only, not above what was paid, one refund a payment).
// - A bad bearer token: HTTP 401 with the authentication_error object (this simulator's choice;
//   no source shows what Pesapal answers).
import type { Logger } from "../../app/lib/logger.server.ts";
import { simulatorPaths } from "../../app/lib/simulator-paths.ts";
import { createCallbackSender, type DeliveryAttempt } from "../shared/callback-sender.ts";
import { dispatchUnder, type SimulatorRoute } from "../shared/prefix-routes.ts";
import { createScheduler } from "../shared/scheduler.ts";
import type { Simulator } from "../simulator.ts";
import { createIpnDesk } from "./ipn-registrations.ts";
import { createOrderDesk } from "./orders.ts";
import { createConfirmationCodes, invalidToken, pesapalError } from "./pesapal-answers.ts";
import { createPaymentPage } from "./payment-page.ts";
import { requestRefund } from "./refunds.ts";
import { createTokenDesk } from "./tokens.ts";
import { transactionStatus } from "./transaction-status.ts";

const simulatorPrefix = simulatorPaths.pesapal;
const name = "Pesapal simulator";

export interface PesapalSimulatorOptions {
  /** When both are set, RequestToken checks them; otherwise any non-empty pair gets a token. */
  consumerKey?: string;
  consumerSecret?: string;
  /** How long a token lasts. Default 5 minutes, as Pesapal documents. */
  tokenTtlMs?: number;
  /** Waits before each repeat of an IPN the shop did not acknowledge. */
  ipnRetryDelaysMs?: readonly number[];
  /** Where browsers reach the simulator (the shop's PUBLIC_URL when mounted in it); default the origin each order request came to. */
  publicBaseUrl?: string;
  /** When set, IPN and callback URLs of any other origin are refused: the simulator is no open relay. */
  allowedCallbackOrigin?: string;
  /** What the merchant account takes. Default KES and USD. */
  currencies?: readonly string[];
  /** The payee the payment page names. */
  merchantName?: string;
  log?: Logger;
  /** For the IPNs to the shop. */
  fetch?: typeof fetch;
}

export type PesapalSimulator = Simulator & {
  /** Every IPN attempt so far, oldest first; `about` is the OrderTrackingId, `accepted` the shop's acknowledgement. */
  ipnAttempts(): readonly DeliveryAttempt[];
};

function notFound(): Response {
  return pesapalError("api_error", "not_found", "Resource not found", { httpStatus: 404 });
}

function methodNotAllowed(allowed: string): Response {
  return pesapalError("invalid_request_error", "method_not_allowed", `Use ${allowed}`, {
    httpStatus: 405,
  });
}

export function createPesapalSimulator(options: PesapalSimulatorOptions = {}): PesapalSimulator {
  const log = options.log;
  const scheduler = createScheduler();
  const callbacks = createCallbackSender({ name, fetch: options.fetch, scheduler, log });
  const tokens = createTokenDesk({
    tokenTtlMs: options.tokenTtlMs ?? 5 * 60_000,
    consumerKey: options.consumerKey,
    consumerSecret: options.consumerSecret,
  });
  const ipns = createIpnDesk({ allowedCallbackOrigin: options.allowedCallbackOrigin });
  const orders = createOrderDesk({
    pagePath: `${simulatorPrefix}/pay`,
    publicBaseUrl: options.publicBaseUrl,
    allowedCallbackOrigin: options.allowedCallbackOrigin,
    currencies: options.currencies ?? ["KES", "USD"],
    ipns,
    callbacks,
    ipnRetryDelaysMs: options.ipnRetryDelaysMs ?? [5_000, 30_000, 120_000, 600_000],
    confirmationCodes: createConfirmationCodes(),
    log,
  });
  const paymentPage = createPaymentPage({
    path: `${simulatorPrefix}/pay`,
    stylesheetPath: `${simulatorPrefix}/pay.css`,
    orders,
    merchantName: options.merchantName ?? "Duka (test merchant)",
  });

  /** An API call: the method Pesapal takes, then a token this simulator issued and that has not expired. */
  function api(method: "GET" | "POST", answer: SimulatorRoute): SimulatorRoute {
    return (request, url) => {
      if (request.method !== method) return methodNotAllowed(method);
      if (!tokens.authorised(request)) return invalidToken();
      return answer(request, url);
    };
  }

  const handle = dispatchUnder({
    prefix: simulatorPrefix,
    name,
    // Pesapal's host matches its paths without regard to case.
    ignoreCase: true,
    routes: {
      "/api/auth/requesttoken": (request) =>
        request.method === "POST" ? tokens.issue(request) : methodNotAllowed("POST"),
      "/api/urlsetup/registeripn": api("POST", (request) => ipns.register(request)),
      "/api/urlsetup/getipnlist": api("GET", () => ipns.list()),
      "/api/transactions/submitorderrequest": api("POST", (request) => orders.submit(request)),
      "/api/transactions/gettransactionstatus": api("GET", (_request, url) =>
        transactionStatus(orders, url),
      ),
      "/api/transactions/refundrequest": api("POST", (request) => requestRefund(orders, request)),
      "/pay.css": () => paymentPage.stylesheet(),
    },
    routeByShape(path) {
      const page = /^\/pay\/([0-9a-f-]{36})$/i.exec(path)?.[1];
      return page ? (request) => paymentPage.handle(request, page.toLowerCase()) : undefined;
    },
    notFound,
    log,
  });

  return {
    prefix: simulatorPrefix,
    handle,
    async close() {
      scheduler.close();
    },
    ipnAttempts: () => callbacks.attempts().filter((attempt) => attempt.what === "ipn"),
  };
}
