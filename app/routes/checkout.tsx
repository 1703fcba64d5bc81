// Checkout (seed-spec §2), signed-in only: order summary, payment method (M-Pesa shows the shop's
// number and name), shipping form and Place Order. The server checks every field; the form carries
// a one-time key so a double click or a resent form places one order.
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { Field, FormError } from "../components/Field.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { countries, defaultCountry } from "../lib/countries.ts";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { formatKsh } from "../lib/money.ts";
import { paymentMethods } from "../lib/payment-methods.ts";
import { requireUser } from "../modules/accounts/session.server.ts";
import { getCart } from "../modules/cart/cart.server.ts";
import { checkoutFieldNames, checkoutForm } from "../modules/orders/checkout-form.ts";
import { placeOrder } from "../modules/orders/orders.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Checkout | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, config } = services(args.context);
  const cart = await getCart(db, viewer.id);
  if (cart.lines.length === 0) throw redirect("/cart");
  return {
    lines: cart.lines.map((line) => ({ key: line.lineId, name: line.name, quantity: line.quantity, lineTotalCents: line.lineTotalCents })),
    deliveryFeeCents: config.deliveryFeeCents,
    totalCents: cart.totalCents + config.deliveryFeeCents,
    mpesa: config.mpesa,
    idempotencyKey: crypto.randomUUID(),
    email: viewer.email,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db, config, log, mailQueued } = services(args.context);
  const values = formFields(await args.request.formData(), checkoutFieldNames);
  const parsed = checkoutForm.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const outcome = await placeOrder(db, viewer.id, parsed.data, {
    deliveryFeeCents: config.deliveryFeeCents,
    publicUrl: config.publicUrl,
    shop: { mpesaNumber: config.mpesa.number, mpesaName: config.mpesa.name },
  });
  if (!outcome.ok) {
    return data({ errors: { form: "Your cart is empty. Add an item before placing an order." } as Record<string, string>, values }, { status: 400 });
  }
  if (!outcome.repeated) {
    log.info({ orderId: outcome.orderId }, "order placed");
    mailQueued();
  }
  throw redirect(`/checkout/success/${outcome.orderId}`);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const { mpesa, totalCents } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-extrabold">Checkout</h1>
      <div className="mt-4 grid gap-8 md:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="summary-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="summary-heading" className="text-lg font-bold">Order summary</h2>
          <div className="mt-2">
            <OrderSummary lines={loaderData.lines} deliveryFeeCents={loaderData.deliveryFeeCents} totalCents={totalCents} />
          </div>
        </section>
        <Form method="post" className="group space-y-4" noValidate>
          <FormError message={errors.form ?? errors.idempotencyKey} />
          <input type="hidden" name="idempotencyKey" value={values.idempotencyKey ?? loaderData.idempotencyKey} />
          <fieldset aria-describedby={errors.paymentMethod ? "payment-error" : undefined}>
            <legend className="text-lg font-bold">Payment method</legend>
            <div className="mt-2 space-y-2">
              {paymentMethods.map((method) => (
                <label key={method.value} className="flex items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method.value}
                    id={`pay-${method.value}`}
                    defaultChecked={values.paymentMethod === method.value}
                    required
                  />
                  {method.label}
                </label>
              ))}
            </div>
            {errors.paymentMethod ? (
              <p id="payment-error" className="mt-1 text-sm font-semibold text-red-700">{errors.paymentMethod}</p>
            ) : null}
            {/* Shown by CSS when M-Pesa is chosen, so it works before JavaScript arrives. */}
            <div className="mt-3 hidden rounded-md border border-green-700 bg-green-50 p-3 text-green-950 group-has-[#pay-mpesa:checked]:block">
              <h3 className="font-bold">Pay with M-Pesa</h3>
              <p className="mt-1">
                Send <strong>{formatKsh(totalCents)}</strong> to <strong>{mpesa.number}</strong> ({mpesa.name}).
              </p>
              {loaderData.deliveryFeeCents > 0 ? (
                <p className="text-sm">This includes delivery of {formatKsh(loaderData.deliveryFeeCents)}.</p>
              ) : null}
              <p className="text-sm">Use your order number, shown after you place the order, as the reference.</p>
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-lg font-bold">Shipping details</legend>
            <Field label="Name" name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} error={errors.name} />
            <Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email ?? loaderData.email} error={errors.email} />
            <Field label="Address" name="address" autoComplete="street-address" required maxLength={200} defaultValue={values.address} error={errors.address} />
            <Field label="Phone No." name="phone" type="tel" autoComplete="tel" required maxLength={20} defaultValue={values.phone} error={errors.phone} />
            <Field label="City" name="city" autoComplete="address-level2" required maxLength={100} defaultValue={values.city} error={errors.city} />
            <Field label="Postal Code" name="postalCode" autoComplete="postal-code" required maxLength={20} defaultValue={values.postalCode} error={errors.postalCode} />
            <div>
              <label htmlFor="field-country" className="block text-sm font-semibold">Country</label>
              <select
                id="field-country"
                name="country"
                required
                defaultValue={values.country ?? defaultCountry}
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={errors.country ? "field-country-error" : undefined}
                className="field mt-1"
              >
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>{country.name}</option>
                ))}
              </select>
              {errors.country ? (
                <p id="field-country-error" className="mt-1 text-sm font-semibold text-red-700">{errors.country}</p>
              ) : null}
            </div>
          </fieldset>
          <button type="submit" className="btn w-full" disabled={busy}>
            Place Order
          </button>
        </Form>
      </div>
    </section>
  );
}
