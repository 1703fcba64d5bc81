// Owns the Africa's Talking SMS simulator as one fetch-style handler under /simulator/sms: the send
// endpoint at <prefix>/version1/messaging, the listing of messages (<prefix>, <prefix>/messages.json),
// delivery reports to the configured URL, and a close() that stops every timer and outgoing post.
//
// Shapes, and where each comes from (details and disagreements: docs/decisions/0016):
// - Request: POST /version1/messaging, form fields username, to (comma-separated, +254…), message,
//   optional from, bulkSMSMode, enqueue, keyword, linkId, retryDurationInHours; headers apiKey and
//   Accept: application/json. AfricasTalkingLtd/africastalking-node.js lib/sms.js and lib/common.js
//   (api.sandbox.africastalking.com for user `sandbox`, else api.africastalking.com).
// - Answer: HTTP 201 {"SMSMessageData":{"Message","Recipients":[{cost,messageId,number,status,
//   statusCode}]}}: sandbox answers recorded in SamuelMwangiW/africastalking-laravel
//   tests/Fixtures/Saloon/messaging/bulk/*.json (messageId ATXid_…, status "Success", statusCode 101
//   or 102, cost "KES 0.8000", "Message parts: 1" in the summary); the status-code list from
//   Africa's Talking's SMS documentation. A refused recipient: cost "0", messageId "None", summary
//   "Sent to 0/1 Total Cost: 0" (a production answer in
//   github.com/AfricasTalkingLtd/africastalking-node.js/issues/143).
// - Wrong apiKey or username: HTTP 401, text/plain "The supplied authentication is invalid"
//   (recorded sandbox answer, invalid-key.json). A sender id not allowed: HTTP 201 with Message
//   "InvalidSenderId" and no recipients (recorded, invalid-sender-id.json; also medic-docs PR 112),
//   not the per-recipient 402 of the status-code list. A missing field: HTTP 400 text "Request is
//   missing required form field 'to'" (akka-http's wording, which Africa's Talking's server runs).
// - Delivery report: a form POST with id, status, phoneNumber, networkCode, failureReason (only
//   for Failed or Rejected), retryCount: docs.africastalking.com/sms/deliveryreports and
//   /sms/notifications; field types as africastalking-laravel's MessageDeliveryRequest checks them.
// - Numbers: international form only (the Node library's README: "All phone numbers use the
//   international format"); any other is refused for that recipient alone, 403 InvalidPhoneNumber.
// - Invented here, for want of a source: the longest message taken (1,600 characters) and the 400
//   for a longer one, the 406 without Accept: application/json (Africa's Talking would answer XML),
//   the 415 for a body that is not a form, and 404 UnsupportedNumberType for a Kenyan landline.
//
// Test numbers (the last three digits; also on the listing page):
//   …000 delivered, report status Success shortly after (reportDelayMs, default 2 s)
//   …001 not delivered, report status Failed with failureReason DeliveryFailure
//   …002 delivered, report late (lateReportDelayMs, default 30 s)
//   …003 refused at sending for that recipient: statusCode 406 UserInBlacklist, no report
//   any other mobile: delivered and reported like …000
import type { Logger } from "../../app/lib/logger.server.ts";
import { simulatorPaths } from "../../app/lib/simulator-paths.ts";
import { createCallbackSender, type DeliveryAttempt } from "../shared/callback-sender.ts";
import { dispatchUnder } from "../shared/prefix-routes.ts";
import { createScheduler } from "../shared/scheduler.ts";
import type { Simulator } from "../simulator.ts";
import { methodNotAllowed, notFound } from "./at-answers.ts";
import { createDeliveryReports } from "./delivery-reports.ts";
import { createListing } from "./listing-page.ts";
import { createMessageLog } from "./message-log.ts";
import { createSendEndpoint } from "./send-endpoint.ts";

const simulatorPrefix = simulatorPaths.sms;
const name = "SMS simulator";

export interface SmsSimulatorOptions {
  /** When set, the only apiKey taken; otherwise any key that is not empty. */
  apiKey?: string;
  /** When set, the only user name taken besides `sandbox`; otherwise any that is not empty. */
  username?: string;
  /** When set, a `from` outside this list is refused with InvalidSenderId. */
  allowedSenderIds?: readonly string[];
  /** Where delivery reports are posted (set in the account's dashboard at Africa's Talking). */
  deliveryReportUrl?: string;
  /** When set, deliveryReportUrl must be on this origin: the simulator posts nowhere else. */
  allowedCallbackOrigin?: string;
  /** From sending to the outcome and the report of an ordinary number. Default 2 s. */
  reportDelayMs?: number;
  /** From sending to the report of a number ending 002. Default 30 s. */
  lateReportDelayMs?: number;
  /** Waits before each repeat of a report the shop did not answer 2xx. Default 5 s, 30 s, 2 min. */
  reportRetryDelaysMs?: readonly number[];
  /** Default KES 0.80, the sandbox's price. */
  costPerSegmentKes?: number;
  /** Default 1,600. */
  maxMessageCharacters?: number;
  log?: Logger;
  /** For the posts of delivery reports. */
  fetch?: typeof fetch;
}

export type SmsSimulator = Simulator & {
  /** Every delivery-report post so far, oldest first. */
  reportAttempts(): readonly DeliveryAttempt[];
};

/** The report URL, checked: http(s), and on the allowed origin when one is set. */
function checkedReportUrl(options: SmsSimulatorOptions): string | null {
  const { deliveryReportUrl, allowedCallbackOrigin } = options;
  if (deliveryReportUrl === undefined) return null;
  const url = URL.parse(deliveryReportUrl);
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`SMS simulator: the delivery report URL is not an http(s) URL`);
  }
  if (allowedCallbackOrigin !== undefined) {
    const allowed = URL.parse(allowedCallbackOrigin)?.origin;
    if (url.origin !== allowed) {
      throw new Error(
        `SMS simulator: the delivery report URL must be on ${allowedCallbackOrigin}, not ${url.origin}`,
      );
    }
  }
  return url.href;
}

export function createSmsSimulator(options: SmsSimulatorOptions = {}): SmsSimulator {
  const { log } = options;
  const scheduler = createScheduler();
  const callbacks = createCallbackSender({ name, fetch: options.fetch, scheduler, log });
  const messages = createMessageLog();
  const reports = createDeliveryReports({
    url: checkedReportUrl(options),
    timing: {
      reportDelayMs: options.reportDelayMs ?? 2_000,
      lateReportDelayMs: options.lateReportDelayMs ?? 30_000,
      retryDelaysMs: options.reportRetryDelaysMs ?? [5_000, 30_000, 120_000],
    },
    scheduler,
    callbacks,
    log,
  });
  const send = createSendEndpoint({
    apiKey: options.apiKey,
    username: options.username,
    allowedSenderIds: options.allowedSenderIds,
    costPerSegmentKes: options.costPerSegmentKes ?? 0.8,
    maxMessageCharacters: options.maxMessageCharacters ?? 1_600,
    messages,
    reports,
    log,
  });
  const listing = createListing(simulatorPrefix, messages);

  /** The listing's pages are read-only. */
  function read(request: Request, answer: () => Response): Response {
    if (request.method === "GET") return answer();
    if (request.method === "HEAD") {
      const { status, headers } = answer();
      return new Response(null, { status, headers });
    }
    return methodNotAllowed("GET, HEAD");
  }

  const handle = dispatchUnder({
    prefix: simulatorPrefix,
    name,
    routes: {
      "": (request) => read(request, listing.html),
      "/": (request) => read(request, listing.html),
      "/messages.json": (request) => read(request, listing.json),
      "/listing.css": (request) => read(request, listing.css),
      "/version1/messaging": send,
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
    reportAttempts: () => callbacks.attempts(),
  };
}
