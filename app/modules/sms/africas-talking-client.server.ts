// Owns sending one SMS through Africa's Talking: the request (a form to /version1/messaging with
// the apiKey header), and what the answer means as a typed outcome instead of a throw — sent (with
// its messageId and cost), a final refusal, or unavailable (worth a retry with back-off). The
// outbox that queues and retries messages is built on top; this client never retries a send that
// may have reached Africa's Talking, since it has no idempotency key and would send twice.
import type { Logger } from "../../lib/logger.server.ts";
import { maskPhone, normaliseKenyanMobile } from "../../lib/mpesa-phone.ts";
import {
  exchangeOnce,
  neverReached,
  withRetries,
  type HttpExchange,
} from "../../lib/outbound-http.server.ts";
import {
  messageParts,
  parseCost,
  realMessageId,
  recipientMeaning,
  sendAnswerSchema,
  sendPath,
  wholeRequestMeaning,
  type RecipientMeaning,
} from "./africas-talking-format.ts";

export interface SmsClientOptions {
  /** africasTalkingApiUrls.sandbox or .production, or the simulator's `…/simulator/sms`. */
  baseUrl: string;
  /** `sandbox` in the sandbox. */
  username: string;
  apiKey: string;
  /** The registered sender name (alphanumeric) or short code; Africa's Talking's default when absent. */
  senderId?: string;
  log: Logger;
  fetch?: typeof fetch;
  /** Per request, including reading the answer. Default 10 s. */
  timeoutMs?: number;
  /** Waits before each repeat of a request whose connection was never made. Default 0.5 s, 2 s. */
  retryDelaysMs?: readonly number[];
}

/**
 * Why a message was not sent, and what to do about it:
 * - `invalid-number`: the number cannot take an SMS (checked here, or refused by Africa's Talking). Final.
 * - `refused`: Africa's Talking said no for good (credentials, sender id, blacklisted, too long). Final.
 * - `unavailable`: no usable answer, or a passing fault (balance, routing, 5xx). Retry with back-off;
 *   `mayHaveBeenSent` is false only when the request provably never reached Africa's Talking, so
 *   an outbox that must never send twice can choose to wait for a delivery report instead.
 */
export type SmsSendFailure =
  | { ok: false; kind: "invalid-number"; detail: string }
  | { ok: false; kind: "refused"; detail: string }
  | { ok: false; kind: "unavailable"; detail: string; mayHaveBeenSent: boolean };

export type SmsSendResult =
  | {
      ok: true;
      /** The id delivery reports name the message by (`ATXid_…`). */
      messageId: string;
      /** Africa's Talking's words for the recipient ("Success") and its code (101 Sent, 102 Queued). */
      status: string;
      statusCode: number;
      /** The cost in whole cents of `currency`; null when the answer's cost could not be read. */
      costCents: number | null;
      currency: string | null;
      /** SMS parts the message was billed as, when the answer says ("Message parts: 1"). */
      segments?: number;
    }
  | SmsSendFailure;

export interface SmsClient {
  /** One message to one Kenyan mobile number (any form people write; sent as +254…). */
  send(message: { to: string; message: string }): Promise<SmsSendResult>;
}

function failure(meaning: Exclude<RecipientMeaning, "sent">, detail: string): SmsSendFailure {
  if (meaning === "retry")
    return { ok: false, kind: "unavailable", detail, mayHaveBeenSent: false };
  return { ok: false, kind: meaning, detail };
}

/** What an answered 2xx says for the recipient `to`. */
function interpretAnswer(json: Record<string, unknown> | null, to: string): SmsSendResult {
  const parsed = sendAnswerSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, kind: "unavailable", detail: "unreadable answer", mayHaveBeenSent: true };
  }
  const { Message: summary, Recipients: recipients } = parsed.data.SMSMessageData;
  const recipient = recipients.find((entry) => entry.number === to) ?? recipients[0];
  // Refused as a whole: {"Message": "InvalidSenderId", "Recipients": []}.
  if (!recipient) return failure(wholeRequestMeaning(summary), summary);
  const meaning = recipientMeaning(recipient.statusCode);
  const detail = `${recipient.statusCode} ${recipient.status}`;
  if (meaning !== "sent") return failure(meaning, detail);
  const messageId = realMessageId(recipient.messageId);
  if (messageId === null) {
    return {
      ok: false,
      kind: "unavailable",
      detail: `${detail} without a messageId`,
      mayHaveBeenSent: true,
    };
  }
  const cost = parseCost(recipient.cost);
  const segments = messageParts(summary);
  return {
    ok: true,
    messageId,
    status: recipient.status,
    statusCode: recipient.statusCode,
    costCents: cost?.cents ?? null,
    currency: cost?.currency ?? null,
    ...(segments === null ? {} : { segments }),
  };
}

function interpret(answer: HttpExchange, to: string): SmsSendResult {
  if (!answer.answered) {
    const detail = `no answer (${answer.reason})`;
    return {
      ok: false,
      kind: "unavailable",
      detail,
      mayHaveBeenSent: !neverReached(answer),
    };
  }
  const { status } = answer;
  const said = answer.text.trim().slice(0, 200);
  // 401 "The supplied authentication is invalid": a wrong apiKey or username.
  if (status === 401 || status === 403)
    return { ok: false, kind: "refused", detail: `HTTP ${status}: ${said}` };
  if (status === 429) {
    return {
      ok: false,
      kind: "unavailable",
      detail: "HTTP 429: too many requests",
      mayHaveBeenSent: false,
    };
  }
  if (status >= 500)
    return { ok: false, kind: "unavailable", detail: `HTTP ${status}`, mayHaveBeenSent: true };
  if (status < 200 || status >= 300)
    return { ok: false, kind: "refused", detail: `HTTP ${status}: ${said}` };
  return interpretAnswer(answer.json, to);
}

/** The outcome for the log: never the message text, and no whole phone number. */
function loggable(result: SmsSendResult) {
  return result.ok
    ? {
        ok: true,
        messageId: result.messageId,
        statusCode: result.statusCode,
        costCents: result.costCents,
      }
    : result;
}

export function createSmsClient(options: SmsClientOptions): SmsClient {
  const { log, username, apiKey, senderId } = options;
  const url = `${options.baseUrl.replace(/\/+$/, "")}${sendPath}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2_000];

  return {
    async send({ to, message }) {
      const phone = normaliseKenyanMobile(to);
      if (!phone)
        return { ok: false, kind: "invalid-number", detail: "not a Kenyan mobile number" };
      if (message.trim() === "") return { ok: false, kind: "refused", detail: "empty message" };
      const recipient = `+${phone}`;
      const form = new URLSearchParams({ username, to: recipient, message, bulkSMSMode: "1" });
      if (senderId) form.set("from", senderId);

      const answer = await withRetries(
        () =>
          exchangeOnce({
            service: "Africa's Talking",
            logFields: { sms: "send" },
            url,
            method: "POST",
            headers: {
              apiKey,
              Accept: "application/json",
              "Content-Type": "application/x-www-form-urlencoded",
            },
            body: form.toString(),
            loggableBody: {
              username,
              to: maskPhone(recipient),
              from: senderId,
              characters: message.length,
            },
            answerLogFields: ({ json }) => ({
              summary: (json?.SMSMessageData as { Message?: unknown } | undefined)?.Message,
            }),
            timeoutMs,
            log,
            fetch: options.fetch,
          }),
        // Only a request whose connection was never made is sent again: anything else may have gone out.
        neverReached,
        retryDelaysMs,
      );
      const result = interpret(answer, recipient);
      log.info({ sms: "send", phone: maskPhone(recipient), result: loggable(result) }, "SMS send");
      return result;
    },
  };
}
