// Owns delivering queued SMS: messages are queued in the transaction that changes the order (one per
// order and kind: the unique index drops a second), sent by a worker through Africa's Talking with
// retries (the claiming, leases and back-off are the e-mail outbox's: db/outbox-queue.server.ts),
// and followed by delivery reports. A send that may have reached Africa's Talking without a clear
// answer is never repeated: it has no idempotency key, so a second try could send the SMS twice.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import {
  isDeadline,
  outboxDelivery,
  type OutboxQueue,
  type TryOutcome,
} from "../../db/outbox-queue.server.ts";
import { smsOutbox, type NewSms, type SmsMessage } from "../../db/schema/sms.ts";
import type { DeliveryReport } from "./africas-talking-format.ts";
import { skippedReasons } from "./messages.server.ts";
import type { SmsClient, SmsSendResult } from "./africas-talking-client.server.ts";

/** The insert that queues messages, to run alone or inside a bigger statement (placing an order). */
export function smsInsert(db: Db, messages: NewSms[]) {
  return db.insert(smsOutbox).values(messages).onConflictDoNothing();
}

/** Queues messages; pass the transaction of the change that causes them. An event queued before is left as it is. */
export async function enqueueSms(db: Db, messages: NewSms[]): Promise<void> {
  if (messages.length > 0) await smsInsert(db, messages);
}

/** What Africa's Talking's answer means for the row. */
function outcomeOf(result: SmsSendResult): TryOutcome {
  if (result.ok)
    return {
      outcome: "sent",
      set: {
        providerMessageId: result.messageId,
        costCents: result.costCents,
        currency: result.currency,
        delivery: "pending",
      },
    };
  switch (result.kind) {
    case "invalid-number":
    case "refused":
      return { outcome: "final", status: "failed", reason: `${result.kind}: ${result.detail}` };
    case "unavailable":
      return result.mayHaveBeenSent
        ? { outcome: "final", status: "unknown", reason: `may have been sent: ${result.detail}` }
        : { outcome: "retry", reason: result.detail };
  }
}

/** null: SMS is off (SMS_ENV unset), and each message is marked skipped instead of sent. */
export type SmsSender = SmsClient | null;

function smsQueue(sender: SmsSender): OutboxQueue<SmsMessage> {
  return {
    table: smsOutbox,
    what: "SMS",
    async send(row) {
      if (!sender) return { outcome: "final", status: "skipped", reason: skippedReasons.off };
      return outcomeOf(await sender.send({ to: row.to, message: row.text }));
    },
    // A worker that stopped mid-send (a crash) may have reached Africa's Talking.
    interrupted: { status: "unknown", reason: "may have been sent: the send was interrupted" },
    // A send that outlasted its lease may still reach Africa's Talking.
    classifyError: (error, reason) =>
      isDeadline(error)
        ? { outcome: "final", status: "unknown", reason: `may have been sent: ${reason}` }
        : { outcome: "retry", reason },
  };
}

/**
 * deliverDueSms tries each due message once and returns how many Africa's Talking took;
 * startSmsWorker delivers due SMS every intervalMs, and soon after wake(). The lease outlasts the
 * client's longest send (two 10 s requests and their waits).
 */
export const { deliverDue: deliverDueSms, startWorker: startSmsWorker } = outboxDelivery(smsQueue, {
  leaseMs: 120_000,
});

export type ReportOutcome = "recorded" | "unknown-message";

/**
 * Records a delivery report on the message it names. A final report (delivered, failed) is kept
 * over a later one that is not (a late "Buffered"); reports may come more than once.
 */
export async function recordDeliveryReport(db: Db, report: DeliveryReport): Promise<ReportOutcome> {
  const values = {
    delivery: report.meaning,
    deliveryStatus: report.status.slice(0, 100),
    failureReason: report.failureReason?.slice(0, 200) ?? null,
    reportedAt: sql`now()`,
  };
  const updated = await db
    .update(smsOutbox)
    .set(values)
    .where(
      and(
        eq(smsOutbox.providerMessageId, report.messageId),
        report.meaning === "pending"
          ? or(isNull(smsOutbox.delivery), eq(smsOutbox.delivery, "pending"))
          : undefined,
      ),
    )
    .returning({ id: smsOutbox.id });
  if (updated.length > 0) return "recorded";
  const [known] = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(eq(smsOutbox.providerMessageId, report.messageId));
  return known ? "recorded" : "unknown-message";
}
