// Owns the rules of the orders desk's forms: recording a payment, marking shipped or delivered,
// cancelling. Each form carries the status the page showed, so a change from a stale page is refused.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { hasControlCharactersBeyondLineBreaks } from "../../lib/control-characters.ts";
import { orderStatuses } from "../../lib/order-status.ts";
import { paymentMethodValues } from "../../lib/payment-methods.ts";
import { orderDeskRules } from "../../lib/rules/order-desk.ts";

const expectedStatus = z.enum(orderStatuses, { message: msg("desk.order.error.outOfDate") });

/** Free text from staff: line breaks allowed, other control characters refused. */
const note = (messages: { required?: MessageKey; tooLong: MessageKey; notText: MessageKey }) =>
  z
    .string()
    .default("")
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(messages.required ? 1 : 0, messages.required ? msg(messages.required) : undefined)
        .max(orderDeskRules.note.maxLength, msg(messages.tooLong))
        .refine((text) => !hasControlCharactersBeyondLineBreaks(text), msg(messages.notText)),
    );

/** A payment reference as printed on an M-Pesa message or a card slip; stored upper-cased. */
const reference = z
  .string()
  .default("")
  .transform((text) => text.trim().replace(/\s+/g, " ").toUpperCase())
  .pipe(
    z
      .string()
      .max(orderDeskRules.reference.maxLength, msg("desk.order.error.referenceTooLong"))
      .refine(
        (text) => text === "" || orderDeskRules.reference.pattern.test(text),
        msg("desk.order.error.referenceCharacters"),
      ),
  );

export const orderActionForm = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("record-payment"),
        expectedStatus,
        paidWith: z.enum(paymentMethodValues, { message: msg("desk.order.error.paidWith") }),
        reference,
      })
      // Cash may come without a slip; M-Pesa and card payments always have a reference.
      .refine((form) => form.paidWith === "cashondelivery" || form.reference !== "", {
        path: ["reference"],
        message: msg("desk.order.error.referenceRequired"),
      }),
    z.object({
      intent: z.literal("mark-shipped"),
      expectedStatus,
      note: note({
        tooLong: "desk.order.error.courierNoteTooLong",
        notText: "desk.order.error.courierNoteNotText",
      }),
    }),
    z.object({ intent: z.literal("mark-delivered"), expectedStatus }),
    z.object({
      intent: z.literal("cancel"),
      expectedStatus,
      reason: note({
        required: "desk.order.error.reasonRequired",
        tooLong: "desk.order.error.reasonTooLong",
        notText: "desk.order.error.reasonNotText",
      }),
    }),
  ],
  { message: msg("desk.order.error.chooseAction") },
);

export type OrderActionInput = z.infer<typeof orderActionForm>;
export const orderActionFieldNames = [
  "intent",
  "expectedStatus",
  "paidWith",
  "reference",
  "note",
  "reason",
];
