// Owns how the desk sees an order's SMS: each message with its kind, phone, text, whether Africa's
// Talking took it and what its delivery report said, oldest first.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { smsOutbox, type SmsDelivery, type SmsKind, type SmsStatus } from "../../db/schema/sms.ts";
import type { Language } from "../../i18n/languages.ts";
import { formatShopTime } from "../../lib/dates.ts";
import { skippedReasons } from "./messages.server.ts";

export interface SmsView {
  id: string;
  kind: SmsKind;
  to: string;
  text: string;
  /** The language the text is written in (the order's), for the page to mark it. */
  language: Language;
  createdAt: string;
  status: SmsStatus;
  /** What the latest delivery report said (null: none yet, or never sent). */
  delivery: SmsDelivery | null;
  /** The report's failure reason, or why the message was not sent (as the provider or the shop said it). */
  detail: string | null;
  /** Why a skipped message was not sent, for the page to word. */
  skipped: "off" | "not-mobile" | null;
}

export async function orderSmsView(db: Db, orderId: string, lang: Language): Promise<SmsView[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.kind));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to,
    text: row.text,
    language: row.language,
    createdAt: formatShopTime(row.createdAt, lang),
    status: row.status,
    delivery: row.delivery,
    detail:
      row.failureReason ??
      (row.status === "sent" || row.status === "skipped" ? null : row.lastError),
    skipped:
      row.status !== "skipped"
        ? null
        : row.lastError === skippedReasons.notMobile
          ? "not-mobile"
          : "off",
  }));
}
