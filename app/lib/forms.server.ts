// Owns reading posted forms: text fields as strings, and a schema's refusal as one message per
// field. Schemas name their refusals by message key (see app/i18n/keys.ts); the limit a refusal
// is about (a maximum length, a minimum) becomes the message's value.
import type { z } from "zod";
import { en, type MessageKey } from "../i18n/messages/en.ts";
import type { Message } from "../i18n/translate.ts";

export type FieldErrors = Record<string, Message>;

function messageOf(issue: z.core.$ZodIssue): Message {
  const key = (issue.message in en ? issue.message : "common.error.tryAgain") as MessageKey;
  if (issue.code === "too_big") return { key, values: { max: Number(issue.maximum) } };
  if (issue.code === "too_small") return { key, values: { min: Number(issue.minimum) } };
  // A schema's own refusal may carry its message's values (the size given twice, say).
  if (issue.code === "custom" && issue.params)
    return { key, values: issue.params as Message["values"] };
  return { key };
}

/** Field name -> its first message, for showing next to each field ("form" for the whole form). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= messageOf(issue);
  }
  return errors;
}

/** The form's text fields as strings (a File or a repeated field never reaches a schema). */
export function formFields(
  form: FormData,
  names: readonly string[],
): Record<string, string | undefined> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : undefined];
    }),
  );
}
