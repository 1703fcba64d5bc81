// POST /sms/delivery-reports/{secret}: where Africa's Talking posts each SMS's delivery report (a
// form: id, status, phoneNumber, failureReason…). A wrong secret gets the not-found answer; a report
// for a message the shop knows is recorded on it and answered 200; one for a message not known (yet:
// a report can outrun the worker that records the send) gets 404, and Africa's Talking posts it again.
import type { Route } from "./+types/sms-delivery-report";
import { notFound, plainAnswer, readNotice } from "../lib/provider-notice.server.ts";
import { providerNotice } from "../lib/route-handle.ts";
import { smsRules } from "../lib/rules/sms.ts";
import { isCallbackSecret } from "../modules/payments/index.server.ts";
import { parseDeliveryReport, recordDeliveryReport } from "../modules/sms/index.server.ts";
import { services } from "../services.server.ts";

export const handle = providerNotice;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, log, sms } = services(context);
  if (!sms || request.method !== "POST" || !isCallbackSecret(params.secret, sms.callbackSecret)) {
    log.warn({ method: request.method }, "SMS delivery report refused: wrong secret or SMS off");
    return notFound();
  }
  const body = await readNotice(request, smsRules.deliveryReportMaxBytes);
  if (body instanceof Response) return body;
  const report = parseDeliveryReport(new URLSearchParams(body));
  if (!report) return plainAnswer(400, "Not a delivery report");
  const outcome = await recordDeliveryReport(db, report);
  log.info(
    { sms: "delivery-report", messageId: report.messageId, status: report.status, outcome },
    "SMS delivery report",
  );
  return outcome === "recorded" ? plainAnswer(200, "OK") : plainAnswer(404, "Unknown message");
}

export function loader() {
  return notFound();
}
