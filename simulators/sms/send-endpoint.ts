// Owns the simulated send endpoint, POST /version1/messaging: the request as Africa's Talking takes
// it (a form with username, to, message and an optional from; headers apiKey and Accept), what it
// refuses and how, and the answer; each accepted recipient is logged and handed to the reports.
import type { Logger } from "../../app/lib/logger.server.ts";
import { readBodyText } from "../shared/request-body.ts";
import { sameSecret } from "../shared/same-secret.ts";
import {
  authenticationRefused,
  methodNotAllowed,
  missingFormField,
  newMessageId,
  plainText,
  refusedAsWhole,
  sendAnswer,
  type RecipientResult,
} from "./at-answers.ts";
import type { DeliveryReports } from "./delivery-reports.ts";
import { costText, countSegments } from "./gsm-segments.ts";
import type { MessageLog } from "./message-log.ts";
import { readRecipients, type Recipient } from "./recipients.ts";

export interface SendEndpointOptions {
  /** When set, the only key taken; otherwise any key that is not empty. */
  apiKey?: string;
  /** When set, the only user name taken besides `sandbox`; otherwise any that is not empty. */
  username?: string;
  /** When set, `from` must be one of these. */
  allowedSenderIds?: readonly string[];
  costPerSegmentKes: number;
  maxMessageCharacters: number;
  messages: MessageLog;
  reports: DeliveryReports;
  log?: Logger;
}

const bodyLimitBytes = 64 * 1024;
const formType = "application/x-www-form-urlencoded";

export function createSendEndpoint(options: SendEndpointOptions) {
  const { messages, reports, log } = options;

  function authenticated(apiKey: string, username: string): boolean {
    if (apiKey === "" || username === "") return false;
    const keyTaken = options.apiKey === undefined || sameSecret(apiKey, options.apiKey);
    // The sandbox's user name is always `sandbox`, so the simulator takes it as the sandbox would.
    const userTaken =
      options.username === undefined || username === "sandbox" || username === options.username;
    return keyTaken && userTaken;
  }

  /** Logs one recipient's result and starts its delivery when it was accepted. */
  function record(
    recipient: Recipient,
    text: string,
    senderId: string | null,
    queued: boolean,
  ): RecipientResult {
    const { encoding, segments } = countSegments(text);
    const sentAt = new Date();
    const base = { phone: recipient.number, text, senderId, encoding, segments, sentAt };
    if (!recipient.accepted) {
      const { statusCode, status } = recipient;
      messages.add({
        ...base,
        messageId: null,
        cost: "0",
        statusCode,
        status,
        delivery: { status: null, failureReason: null, reportDueAt: null, report: "none" },
      });
      return { cost: "0", messageId: "None", number: recipient.number, status, statusCode };
    }
    const messageId = newMessageId();
    const cost = costText(segments, options.costPerSegmentKes);
    // Africa's Talking answers 102 (Queued) when asked to enqueue, else 101 (Sent); both say "Success".
    const statusCode = queued ? 102 : 101;
    const kept = messages.add({
      ...base,
      messageId,
      cost,
      statusCode,
      status: "Success",
      delivery: { status: null, failureReason: null, reportDueAt: null, report: "none" },
    });
    reports.follow(kept, recipient.fate);
    return { cost, messageId, number: recipient.number, status: "Success", statusCode };
  }

  return async function send(request: Request): Promise<Response> {
    if (request.method !== "POST") return methodNotAllowed("POST");
    // Without it Africa's Talking answers XML, which the simulator does not speak: better a clear no.
    if (!(request.headers.get("accept") ?? "").includes("application/json")) {
      return plainText(406, "The simulator answers JSON only: send Accept: application/json");
    }
    if (!(request.headers.get("content-type") ?? "").startsWith(formType)) {
      return plainText(415, `The request's Content-Type is not supported. Expected:\n${formType}`);
    }
    const body = await readBodyText(request, bodyLimitBytes);
    if (body === null) return plainText(413, "Request body too large");
    const form = new URLSearchParams(body);
    if (!authenticated(request.headers.get("apikey") ?? "", form.get("username") ?? "")) {
      log?.info({ simulator: "sms" }, "SMS simulator: authentication refused");
      return authenticationRefused();
    }

    const to = form.get("to") ?? "";
    const text = form.get("message") ?? "";
    const recipients = readRecipients(to);
    if (recipients.length === 0) return missingFormField("to");
    if (text === "") return missingFormField("message");
    const senderId = form.get("from") || null;
    if (senderId !== null && options.allowedSenderIds?.includes(senderId) === false) {
      return refusedAsWhole("InvalidSenderId");
    }
    const characters = [...text].length;
    if (characters > options.maxMessageCharacters) {
      return plainText(
        400,
        `Message too long: ${characters} characters, at most ${options.maxMessageCharacters}`,
      );
    }

    const queued = form.get("enqueue") === "1";
    const results = recipients.map((recipient) => record(recipient, text, senderId, queued));
    const { segments } = countSegments(text);
    const accepted = results.filter((result) => result.messageId !== "None").length;
    log?.info(
      { simulator: "sms", recipients: results.length, accepted, segments },
      "SMS simulator: send request answered",
    );
    return sendAnswer(results, costText(segments * accepted, options.costPerSegmentKes), segments);
  };
}
