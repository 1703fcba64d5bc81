// The shop's English words for what modules and forms return as message keys, so that tests can
// assert what a person reads.
import type { z } from "zod";
import { serverTranslator } from "../../app/i18n/catalogue.server.ts";
import type { Message } from "../../app/i18n/translate.ts";
import { fieldErrors } from "../../app/lib/forms.server.ts";

const english = serverTranslator("en");

/** A message as an English reader sees it. */
export function inEnglish(message: Message): string {
  return english.message(message);
}

/** A schema's first refusal, in English. */
export function firstRefusal(error: z.ZodError): string {
  return inEnglish(Object.values(fieldErrors(error))[0]!);
}
