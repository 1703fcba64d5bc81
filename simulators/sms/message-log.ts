// Owns the simulator's memory of messages: one record per recipient of every send request, refused
// ones included, with its delivery and report as they move on; newest first; the oldest forgotten.
import type { SmsEncoding } from "./gsm-segments.ts";

/** Where the delivery report of a message is. */
export type ReportState =
  /** Refused at sending: no message, so no report. */
  | "none"
  /** No delivery report URL is configured: the outcome shows here only. */
  | "no-url"
  | "waiting"
  | "sending"
  /** The shop answered 2xx. */
  | "answered"
  /** Every attempt failed: the shop never answered 2xx. */
  | "not-answered";

export interface SmsRecord {
  /** Order of arrival, to keep records sent in the same millisecond apart. */
  sequence: number;
  /** Africa's Talking's "None" for a refused recipient is kept as null. */
  messageId: string | null;
  /** As the request gave it: `+254…` for every number that was accepted. */
  phone: string;
  text: string;
  senderId: string | null;
  encoding: SmsEncoding;
  segments: number;
  /** As in the answer: "KES 0.8000", or "0" when refused. */
  cost: string;
  statusCode: number;
  status: string;
  sentAt: Date;
  delivery: {
    /** The handset's outcome once known: "Success" or "Failed"; null before, or when refused. */
    status: "Success" | "Failed" | null;
    failureReason: string | null;
    /** When the report is (or was) due to go out. */
    reportDueAt: Date | null;
    report: ReportState;
  };
}

export type NewSmsRecord = Omit<SmsRecord, "sequence">;

/** Records kept for the listing; the oldest are forgotten beyond this. */
const rememberedMessages = 1_000;

export interface MessageLog {
  add(record: NewSmsRecord): SmsRecord;
  /** Newest first. */
  newestFirst(): SmsRecord[];
}

export function createMessageLog(): MessageLog {
  const records: SmsRecord[] = [];
  let sequence = 0;
  return {
    add(record) {
      const kept = { ...record, sequence: ++sequence };
      records.push(kept);
      if (records.length > rememberedMessages) records.shift();
      return kept;
    },
    newestFirst: () => [...records].reverse(),
  };
}
