// Owns the /wholesale application form: business name, KRA PIN (a letter, nine digits and a
// letter; typed in any case and with spaces, stored upper-cased), business phone and town.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { hasControlCharacters } from "../../lib/control-characters.ts";
import { wholesaleRules } from "../../lib/rules/wholesale.ts";

/** One line: spaces collapsed, no control characters (PostgreSQL refuses a NUL; line breaks reach e-mails). */
const oneLine = (required: MessageKey, max: number, tooLong: MessageKey) =>
  z
    .string({ message: msg(required) })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, msg(required))
        .max(max, msg(tooLong))
        .refine((text) => !hasControlCharacters(text), msg("wholesale.error.oneLine")),
    );

export const applicationForm = z.object({
  businessName: oneLine(
    "wholesale.error.businessNameRequired",
    wholesaleRules.businessName.maxLength,
    "wholesale.error.businessNameTooLong",
  ),
  kraPin: z
    .string({ message: msg("wholesale.error.kraPinInvalid") })
    .transform((text) => text.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(wholesaleRules.kraPin.pattern, msg("wholesale.error.kraPinInvalid"))),
  businessPhone: z
    .string({ message: msg("wholesale.error.businessPhoneInvalid") })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .regex(wholesaleRules.businessPhone.pattern, msg("wholesale.error.businessPhoneInvalid")),
    ),
  town: oneLine(
    "wholesale.error.townRequired",
    wholesaleRules.town.maxLength,
    "wholesale.error.townTooLong",
  ),
});

export type ApplicationInput = z.infer<typeof applicationForm>;
export const applicationFields = Object.keys(applicationForm.shape) as (keyof ApplicationInput)[];

/** Staff's decisions on the desk; each is allowed from one status only. */
export const decisionForm = z.object({
  /** An account id as better-auth writes them (letters, digits, - and _). */
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  decision: z.enum(["approve", "decline", "end"]),
});
