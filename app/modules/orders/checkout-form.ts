// Owns the checkout form's rules. Unlike the seed, the server refuses a missing payment method,
// an empty required field and a malformed e-mail, each with a message for its field.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { countryCodes, defaultCountry } from "../../lib/countries.ts";
import { hasControlCharacters } from "../../lib/control-characters.ts";
import { paymentMethodValues } from "../../lib/payment-methods.ts";
import { checkoutRules, type ShippingField } from "../../lib/rules/checkout.ts";

interface LineMessages {
  required: MessageKey;
  tooLong: MessageKey;
  oneLine: MessageKey;
}

const lineMessages: Record<ShippingField, LineMessages> = {
  name: {
    required: "checkout.error.nameRequired",
    tooLong: "checkout.error.nameTooLong",
    oneLine: "checkout.error.nameOneLine",
  },
  email: {
    required: "checkout.error.emailRequired",
    tooLong: "checkout.error.emailTooLong",
    oneLine: "checkout.error.emailOneLine",
  },
  address: {
    required: "checkout.error.addressRequired",
    tooLong: "checkout.error.addressTooLong",
    oneLine: "checkout.error.addressOneLine",
  },
  phone: {
    required: "checkout.error.phoneRequired",
    tooLong: "checkout.error.phoneTooLong",
    oneLine: "checkout.error.phoneOneLine",
  },
  city: {
    required: "checkout.error.cityRequired",
    tooLong: "checkout.error.cityTooLong",
    oneLine: "checkout.error.cityOneLine",
  },
  postalCode: {
    required: "checkout.error.postalCodeRequired",
    tooLong: "checkout.error.postalCodeTooLong",
    oneLine: "checkout.error.postalCodeOneLine",
  },
};

/** One line of text: required, trimmed, no line breaks or other control characters. */
const line = (field: ShippingField) => {
  const messages = lineMessages[field];
  const required = msg(messages.required);
  return z
    .string({ message: required })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(checkoutRules[field].maxLength, msg(messages.tooLong))
        // Line breaks would let a value reach e-mail headers.
        .refine((text) => !hasControlCharacters(text), msg(messages.oneLine)),
    );
};

export const checkoutForm = z.object({
  idempotencyKey: z.uuid(msg("checkout.error.expired")),
  paymentMethod: z.enum(paymentMethodValues, { message: msg("checkout.error.paymentMethod") }),
  name: line("name"),
  email: line("email").pipe(z.email(msg("checkout.error.emailInvalid"))),
  address: line("address"),
  phone: line("phone").refine(
    (text) => checkoutRules.phone.pattern.test(text),
    msg("checkout.error.phoneInvalid"),
  ),
  city: line("city"),
  postalCode: line("postalCode"),
  country: z.enum(countryCodes, { message: msg("checkout.error.country") }).default(defaultCountry),
  /** The total the page showed (Ksh cents): the order is placed only at that total. */
  shownTotalCents: z
    .string()
    .regex(/^\d{1,15}$/, msg("checkout.error.expired"))
    .transform(Number)
    .optional(),
});

export type CheckoutInput = z.infer<typeof checkoutForm>;
export const checkoutFieldNames = Object.keys(checkoutForm.shape) as (keyof CheckoutInput)[];
