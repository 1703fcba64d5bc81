// Owns the checkout form's rules. Unlike the seed, the server refuses a missing payment method,
// an empty required field and a malformed e-mail, each with a message for its field.
import { z } from "zod";
import { countryCodes, defaultCountry } from "../../lib/countries.ts";
import { paymentMethodValues } from "../../lib/payment-methods.ts";

/** One line of text: required, trimmed, no line breaks or other control characters. */
const line = (label: string, max: number) =>
  z
    .string({ message: `Enter your ${label}` })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, `Enter your ${label}`)
        .max(max, `Your ${label} can be at most ${max} characters`)
        // eslint-disable-next-line no-control-regex -- line breaks would let a value reach e-mail headers
        .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), `Your ${label} must be on one line`),
    );

export const checkoutForm = z.object({
  idempotencyKey: z.uuid("This form has expired; please reload the page"),
  paymentMethod: z.enum(paymentMethodValues, { message: "Choose a payment method" }),
  name: line("name", 100),
  email: line("e-mail address", 254).pipe(z.email("Enter a valid e-mail address")),
  address: line("address", 200),
  phone: line("phone number", 20).refine((text) => /^\+?[0-9 ()-]{7,20}$/.test(text), "Enter a valid phone number, e.g. 0712 345 678"),
  city: line("city", 100),
  postalCode: line("postal code", 20),
  country: z.enum(countryCodes, { message: "Choose a country from the list" }).default(defaultCountry),
});

export type CheckoutInput = z.infer<typeof checkoutForm>;
export const checkoutFieldNames = Object.keys(checkoutForm.shape) as (keyof CheckoutInput)[];
