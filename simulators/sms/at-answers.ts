// Owns what the simulator's answers look like to an Africa's Talking client: the 201 JSON answer
// of a send request (SMSMessageData with its per-recipient results), the plain-text refusals of its
// HTTP server (akka-http), and message ids shaped like theirs. Sources: docs/decisions/0016.
import { randomBytes } from "node:crypto";

export interface RecipientResult {
  cost: string;
  /** "None" for a refused recipient, as Africa's Talking writes it. */
  messageId: string;
  number: string;
  status: string;
  statusCode: number;
}

/** `ATXid_` and 32 hexadecimal digits, like the ids of the sandbox's recorded answers. */
export function newMessageId(): string {
  return `ATXid_${randomBytes(16).toString("hex")}`;
}

/** A refusal by the HTTP server itself, before the SMS service reads the request: plain text. */
export function plainText(
  status: number,
  text: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=UTF-8", ...headers },
  });
}

/** HTTP 201 ("Created", as Africa's Talking answers every send request it takes). */
function created(body: unknown): Response {
  return Response.json(body, { status: 201, headers: { "Cache-Control": "no-store" } });
}

/** A wrong apiKey or username, or none: the sandbox's recorded answer, word for word. */
export function authenticationRefused(): Response {
  return plainText(401, "The supplied authentication is invalid", {
    "WWW-Authenticate": 'Basic realm="api",charset=UTF-8',
  });
}

/** akka-http's own words for a form without a required field. */
export function missingFormField(name: string): Response {
  return plainText(400, `Request is missing required form field '${name}'`);
}

export function notFound(): Response {
  return plainText(404, "The requested resource could not be found.");
}

export function methodNotAllowed(allowed: string): Response {
  return plainText(405, `HTTP method not allowed, supported methods: ${allowed}`, {
    Allow: allowed,
  });
}

/** A request refused as a whole inside a 201, e.g. "InvalidSenderId", with no recipient at all. */
export function refusedAsWhole(message: string): Response {
  return created({ SMSMessageData: { Message: message, Recipients: [] } });
}

/**
 * The answer to a send request. Its summary reads "Sent to 1/1 Total Cost: KES 0.8000 Message
 * parts: 1" when anything went (the documented wording with the sandbox's "Message parts"), and
 * "Sent to 0/1 Total Cost: 0" when nothing did (as a refused production send read).
 */
export function sendAnswer(recipients: RecipientResult[], totalCost: string, parts: number) {
  const sent = recipients.filter((recipient) => recipient.messageId !== "None").length;
  const summary =
    sent === 0
      ? `Sent to 0/${recipients.length} Total Cost: 0`
      : `Sent to ${sent}/${recipients.length} Total Cost: ${totalCost} Message parts: ${parts}`;
  return created({ SMSMessageData: { Message: summary, Recipients: recipients } });
}
