// Owns delivering queued e-mail: messages are queued in the transaction that causes them and sent
// by a worker with retries, so none is lost while SMTP is down and none is sent twice after a restart.
// The claiming, leases and back-off are shared with the SMS outbox (db/outbox-queue.server.ts).
import type { Db } from "../../db/client.server.ts";
import {
  outboxDelivery,
  type OutboxQueue,
  type OutboxWorker,
  type TryOutcome,
} from "../../db/outbox-queue.server.ts";
import { outbox, type MailKind, type OutboxMessage } from "../../db/schema/mail.ts";
import type { Language } from "../../i18n/languages.ts";
import type { MailTransport } from "./transport.server.ts";

export interface NewMail {
  kind: MailKind;
  /** The order the message is about, if any. */
  orderId?: string;
  to: string;
  /** The language the message is written in. */
  language: Language;
  subject: string;
  text: string;
  html?: string;
}

/** The insert that queues a message, to run or to make part of a bigger statement (placing an order). */
export function mailInsert(db: Db, mail: NewMail) {
  return db.insert(outbox).values(mail);
}

/** Queues a message; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: NewMail): Promise<string> {
  const [row] = await mailInsert(db, mail).returning({ id: outbox.id });
  return row!.id;
}

/** SMTP 5xx is a permanent refusal; 4xx and broken connections are worth another try. */
function classifySendError(error: unknown, reason: string): TryOutcome {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600
    ? { outcome: "final", status: "failed", reason }
    : { outcome: "retry", reason };
}

export type { OutboxWorker };

function mailQueue(transport: MailTransport): OutboxQueue<OutboxMessage> {
  return {
    table: outbox,
    what: "e-mail",
    async send(message) {
      await transport.send(message);
      return { outcome: "sent" };
    },
    classifyError: classifySendError,
    close: () => transport.close(),
  };
}

/**
 * deliverDue tries each due message once and returns how many were sent; startOutboxWorker
 * delivers due messages every intervalMs, and soon after wake(). The claiming and back-off:
 * db/outbox-queue.server.ts.
 */
export const { deliverDue, startWorker: startOutboxWorker } = outboxDelivery(mailQueue);
