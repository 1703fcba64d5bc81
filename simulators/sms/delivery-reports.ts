// Owns what becomes of an accepted message: its handset outcome after a short while, and the
// delivery report Africa's Talking posts as a form to the URL set in the account's dashboard
// (here an option), repeated while the shop does not answer 2xx.
import type { Logger } from "../../app/lib/logger.server.ts";
import type { CallbackSender } from "../shared/callback-sender.ts";
import type { Scheduler } from "../shared/scheduler.ts";
import type { SmsRecord } from "./message-log.ts";
import type { NumberFate } from "./test-numbers.ts";

/** Safaricom's network code: every simulated number is on it. */
const safaricomNetworkCode = "63902";

export interface DeliveryReportTiming {
  /** From sending to the handset's outcome, and to the report of an ordinary number. */
  reportDelayMs: number;
  /** From sending to the report of a number ending 002. */
  lateReportDelayMs: number;
  /** Waits before each repeat of a report the shop did not accept. */
  retryDelaysMs: readonly number[];
}

export interface DeliveryReports {
  follow(record: SmsRecord, fate: Exclude<NumberFate, { kind: "refused" }>): void;
}

/**
 * The report's form: failureReason only for Failed or Rejected (as the documentation says), and
 * retryCount, which counts premium-subscription retries, always 0 for a bulk message.
 */
function reportForm(record: SmsRecord): Record<string, string> {
  return {
    id: record.messageId ?? "",
    status: record.delivery.status ?? "",
    phoneNumber: record.phone,
    networkCode: safaricomNetworkCode,
    retryCount: "0",
    ...(record.delivery.failureReason ? { failureReason: record.delivery.failureReason } : {}),
  };
}

export function createDeliveryReports(options: {
  url: string | null;
  timing: DeliveryReportTiming;
  scheduler: Scheduler;
  callbacks: CallbackSender;
  log?: Logger;
}): DeliveryReports {
  const { url, timing, scheduler, callbacks, log } = options;

  function settle(record: SmsRecord, fate: Exclude<NumberFate, { kind: "refused" }>): void {
    if (record.delivery.status !== null) return;
    record.delivery.status = fate.kind === "failed" ? "Failed" : "Success";
    record.delivery.failureReason = fate.kind === "failed" ? fate.failureReason : null;
  }

  async function report(record: SmsRecord): Promise<void> {
    if (url === null) return;
    record.delivery.report = "sending";
    const outcome = await callbacks.deliver(
      url,
      { form: reportForm(record) },
      "delivery-report",
      timing.retryDelaysMs,
    );
    record.delivery.report = outcome.delivered ? "answered" : "not-answered";
    log?.info(
      { simulator: "sms", messageId: record.messageId, report: record.delivery.report },
      "SMS simulator: delivery report finished",
    );
  }

  return {
    follow(record, fate) {
      const lateReport = fate.kind === "delivered" && fate.lateReport;
      const reportAfterMs = lateReport ? timing.lateReportDelayMs : timing.reportDelayMs;
      record.delivery.reportDueAt = new Date(record.sentAt.getTime() + reportAfterMs);
      record.delivery.report = url === null ? "no-url" : "waiting";
      scheduler.after(timing.reportDelayMs, () => settle(record, fate));
      scheduler.after(reportAfterMs, () => {
        settle(record, fate);
        void report(record);
      });
    },
  };
}
