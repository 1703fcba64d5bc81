// Owns the rules of the orders desk's forms: recording a payment, marking shipped or delivered,
// cancelling. Each form carries the status the page showed, so a change from a stale page is refused.
import { z } from "zod";
import { maxNoteLength, maxReferenceLength, orderStatuses } from "../../lib/order-status.ts";
import { paymentMethodValues } from "../../lib/payment-methods.ts";


const expectedStatus = z.enum(orderStatuses, { message: "Reload the order: the form is out of date" });

/** Free text from staff: line breaks allowed, other control characters refused. */
const note = (label: string, { required }: { required: boolean }) =>
  z
    .string()
    .default("")
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `Enter the ${label}`)
        .max(maxNoteLength, `The ${label} can be at most ${maxNoteLength} characters`)
        // eslint-disable-next-line no-control-regex -- tabs and line breaks are fine; other control characters are not text
        .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), `The ${label} contains characters that are not text`),
    );

/** A payment reference as printed on an M-Pesa message or a card slip; stored upper-cased. */
const reference = z
  .string()
  .default("")
  .transform((text) => text.trim().replace(/\s+/g, " ").toUpperCase())
  .pipe(
    z
      .string()
      .max(maxReferenceLength, `The payment reference can be at most ${maxReferenceLength} characters`)
      .refine((text) => text === "" || /^[A-Z0-9][A-Z0-9 ./_-]*$/.test(text), "Use only letters, digits, spaces and . / _ - in the payment reference"),
  );

export const orderActionForm = z.discriminatedUnion(
  "intent",
  [
    z
      .object({ intent: z.literal("record-payment"), expectedStatus, paidWith: z.enum(paymentMethodValues, { message: "Choose how the order was paid" }), reference })
      // Cash may come without a slip; M-Pesa and card payments always have a reference.
      .refine((form) => form.paidWith === "cashondelivery" || form.reference !== "", {
        path: ["reference"],
        message: "Enter the payment reference, e.g. the M-Pesa transaction code",
      }),
    z.object({ intent: z.literal("mark-shipped"), expectedStatus, note: note("courier note", { required: false }) }),
    z.object({ intent: z.literal("mark-delivered"), expectedStatus }),
    z.object({ intent: z.literal("cancel"), expectedStatus, reason: note("reason for cancelling", { required: true }) }),
  ],
  { message: "Choose an action for the order" },
);

export type OrderActionInput = z.infer<typeof orderActionForm>;
export const orderActionFieldNames = ["intent", "expectedStatus", "paidWith", "reference", "note", "reason"];
