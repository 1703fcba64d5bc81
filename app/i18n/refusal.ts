// Owns refusing a request with a message the error page words in the reader's language: a 404
// for an unknown item, a 403 for a customer on a desk, and so on.
import { data } from "react-router";
import type { MessageKey } from "./messages/en.ts";
import type { Message, MessageValues } from "./translate.ts";

export function refusal(status: number, key: MessageKey, values?: MessageValues) {
  return data<Message>(values ? { key, values } : { key }, { status });
}

/** The message a refusal carries, when the error is one. */
export function refusalMessage(error: unknown): Message | null {
  const body = (error as { data?: unknown } | null)?.data;
  return typeof body === "object" && body !== null && typeof (body as Message).key === "string"
    ? (body as Message)
    : null;
}
