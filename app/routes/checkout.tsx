// Checkout, signed-in only: order summary, payment method (M-Pesa shows the shop's
// number and name), shipping form and Place Order. The server checks every field; the form carries
// a one-time key so a double click or a resent form places one order.
import { useState } from "react";
import { data, Form, redirect, redirectDocument, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { boundFields, RadioGroup, SelectField, TextField } from "../components/ui/fields.tsx";
import { FormError } from "../components/ui/notices.tsx";
import { Section } from "../components/ui/section.tsx";
import { useT, type Message } from "../i18n/translate.ts";
import { countryCodes, defaultCountry } from "../lib/countries.ts";
import { fieldErrors, formFields, type FieldErrors } from "../lib/forms.server.ts";
import { formatKsh } from "../lib/money.ts";
import { paymentMethodValues } from "../lib/payment-methods.ts";
import { quoteDelivered } from "../lib/pricing.ts";
import { checkoutRules, type ShippingField } from "../lib/rules/checkout.ts";
import { requireUser } from "../session.server.ts";
import { getCart } from "../modules/cart/index.server.ts";
import { checkoutFieldNames, checkoutForm, placeOrder } from "../modules/orders/index.server.ts";
import { requestPayment } from "../modules/payments/index.server.ts";
import { messagesFor, orderMailContext, services } from "../services.server.ts";
import { MpesaPhoneField } from "../components/MpesaPayment.tsx";
import { payerPhone } from "../lib/mpesa-phone.ts";
import { PackNotices } from "../components/WholesaleNotices.tsx";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, settings } = services(args.context);
  const cart = await getCart(db, viewer.id);
  if (cart.lines.length === 0) throw redirect("/cart");
  const lines = cart.lines.map((line) => ({
    key: line.lineId,
    name: line.name,
    sizeLabel: line.sizeLabel,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  }));
  const { delivery, mpesa } = (await settings.current()).settings;
  return {
    lines,
    // The zones go to the page so that the fee follows the typed address; the server decides again.
    delivery,
    mpesa,
    /** Automatic M-Pesa payments: the M-Pesa phone number field (and whether they are test payments). */
    stk: services(args.context).mpesa
      ? { test: services(args.context).config.mpesaApi?.env === "simulator" }
      : null,
    /** Card payments on Pesapal's hosted page (and whether they are test payments). */
    card: services(args.context).card
      ? { test: services(args.context).config.pesapalApi?.env === "simulator" }
      : null,
    idempotencyKey: crypto.randomUUID(),
    email: viewer.email,
    /** Items a wholesale buyer must order by the whole pack: Place Order is refused until they are. */
    packShort: cart.packShort,
    messages: messagesFor(args.context, "checkout", "orders", "wholesale"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db, config, log, mailQueued, settings, lang, mpesa, card } = services(args.context);
  const values = formFields(await args.request.formData(), [...checkoutFieldNames, "mpesaPhone"]);
  const parsed = checkoutForm.safeParse(values);
  // With automatic M-Pesa payments, the phone the request goes to (the Phone No. when left empty).
  const payer =
    mpesa && values.paymentMethod === "mpesa"
      ? payerPhone(values.mpesaPhone, values.phone)
      : undefined;
  const payerErrors: FieldErrors =
    payer === null ? { mpesaPhone: { key: "checkout.error.mpesaPhone" } } : {};
  if (!parsed.success || payer === null)
    return data(
      { errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...payerErrors }, values },
      { status: 400 },
    );
  const { publicUrl, shop } = await orderMailContext(args.context);
  const saved = (await settings.current()).settings;
  const outcome = await placeOrder(db, viewer.id, parsed.data, {
    delivery: saved.delivery,
    alertsPhone: saved.messaging.alertsPhone || null,
    publicUrl,
    shop,
    maxTotalCents: config.maxOrderCents,
    ordersPerHour: config.ordersPerHour,
    wholesaleOrdersPerHour: config.wholesaleOrdersPerHour,
    language: lang,
  });
  const refuse = (status: number, form: Message) =>
    data({ errors: { form } as FieldErrors, values }, { status });
  if (!outcome.ok && outcome.reason === "total-changed")
    return refuse(409, {
      key: "checkout.error.totalChanged",
      values: { total: formatKsh(outcome.totalCents) },
    });
  if (!outcome.ok && outcome.reason === "over-limit")
    return refuse(400, {
      key: "checkout.error.overLimit",
      values: { max: formatKsh(outcome.maxCents) },
    });
  if (!outcome.ok && outcome.reason === "too-many-orders") {
    log.warn({ userId: viewer.id }, "refused: order limit");
    return refuse(429, { key: "checkout.error.tooManyOrders", values: { limit: outcome.limit } });
  }
  if (!outcome.ok && outcome.reason === "pack-size")
    return refuse(409, {
      key: "wholesale.packs",
      values: { name: outcome.name, count: outcome.packSize },
    });
  if (!outcome.ok && outcome.reason === "out-of-stock") {
    // Names the item (and size) as the shopper knows it, and says how many are left now.
    const { name, sizeLabel, left } = outcome;
    const refusal: Message = sizeLabel
      ? { key: "checkout.error.outOfStockInSize", values: { name, size: sizeLabel, left } }
      : { key: "checkout.error.outOfStock", values: { name, left } };
    return refuse(409, refusal);
  }
  if (!outcome.ok) return refuse(400, { key: "checkout.error.emptyCart" });
  if (!outcome.repeated) {
    log.info({ orderId: outcome.orderId }, "order placed");
    mailQueued();
    const asked = await requestPayment(outcome, {
      phone: payer,
      mpesa: mpesa?.provider,
      card: card?.provider,
    });
    // A card is paid on Pesapal's page (another site, or the simulator outside the app): a document load.
    if (asked.ok && asked.redirectTo) throw redirectDocument(asked.redirectTo);
  }
  throw redirect(`/checkout/success/${outcome.orderId}`);
}

/** The shipping fields in the order shown, with what a browser may fill them with. */
const shippingFields = [
  { name: "name", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "address", autoComplete: "street-address" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "city", autoComplete: "address-level2" },
  { name: "postalCode", autoComplete: "postal-code" },
] as const satisfies readonly { name: ShippingField; type?: string; autoComplete: string }[];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  // The account's e-mail until another is typed.
  const field = boundFields<ShippingField | "country">(
    { ...values, email: values.email ?? loaderData.email },
    errors,
  );
  const { mpesa, delivery } = loaderData;
  // The fee of the zone of the address as typed: follows the City and Country fields when
  // JavaScript runs; without it, the page's fee is for the address last sent.
  const [shipTo, setShipTo] = useState({
    city: values.city ?? "",
    country: values.country ?? defaultCountry,
  });
  const priced = quoteDelivered(loaderData.lines, delivery, shipTo);
  const totalCents = priced.totalCents;
  const deliveryFeeCents = priced.deliveryCents;
  const followAddress = (form: HTMLFormElement) => {
    const field = (name: string) => form.elements.namedItem(name);
    const city = field("city");
    const country = field("country");
    if (city instanceof HTMLInputElement && country instanceof HTMLSelectElement)
      setShipTo({ city: city.value, country: country.value });
  };
  return (
    <section>
      <PageTitle page={t("checkout.title")} />
      <h1 className="text-2xl font-extrabold">{t("checkout.title")}</h1>
      <div className="mt-4 grid gap-8 md:grid-cols-[1fr_1.2fr]">
        <Section
          id="summary"
          className="card self-start p-4 md:sticky md:top-32"
          headingClassName="text-lg font-bold"
          heading={t("checkout.summary")}
        >
          <div className="mt-2">
            <OrderSummary lines={loaderData.lines} deliveryFeeCents={deliveryFeeCents} />
          </div>
        </Section>
        <Form
          method="post"
          className="group space-y-4"
          noValidate
          onChange={(event) => followAddress(event.currentTarget)}
        >
          <FormError message={errors.form ?? errors.idempotencyKey} />
          <PackNotices packShort={loaderData.packShort} />
          <input
            type="hidden"
            name="idempotencyKey"
            value={values.idempotencyKey ?? loaderData.idempotencyKey}
          />
          {/* The total this page shows, as it shows it now (a refusal shows the new one). */}
          <input type="hidden" name="shownTotalCents" value={totalCents} />
          <RadioGroup
            legend={t("checkout.paymentMethod")}
            name="paymentMethod"
            options={paymentMethodValues.map((method) => ({
              value: method,
              label: t(`common.payment.${method}`),
              // No card provider: said before Place Order, beside the choice (no script needed).
              ...(method === "creditcard" ? { note: t("checkout.card.contactNote") } : {}),
            }))}
            defaultValue={values.paymentMethod}
            error={errors.paymentMethod}
            required
          >
            {/* Shown by CSS when M-Pesa is chosen, so it works before JavaScript arrives. */}
            <div className="mt-3 hidden rounded-md border border-green-700 bg-green-50 p-3 text-green-950 group-has-[#paymentMethod-mpesa:checked]:block">
              <h3 className="font-bold">{t("checkout.mpesa.heading")}</h3>
              <p className="mt-1">
                {t.rich("checkout.mpesa.send", {
                  amount: <strong>{formatKsh(totalCents)}</strong>,
                  number: <strong>{mpesa.number}</strong>,
                  name: mpesa.name,
                })}
              </p>
              {deliveryFeeCents > 0 ? (
                <p className="text-sm">
                  {t("checkout.mpesa.includesDelivery", { fee: formatKsh(deliveryFeeCents) })}
                </p>
              ) : null}
              <p className="text-sm">{t("checkout.mpesa.reference")}</p>
              {loaderData.stk ? (
                <MpesaPhoneField
                  stk={loaderData.stk}
                  value={values.mpesaPhone}
                  error={errors.mpesaPhone}
                />
              ) : null}
            </div>
            {loaderData.card ? <CardPanel total={totalCents} test={loaderData.card.test} /> : null}
          </RadioGroup>
          <fieldset className="space-y-3">
            <legend className="text-lg font-bold">{t("checkout.shippingDetails")}</legend>
            {shippingFields.map(({ name, ...input }) => (
              <TextField
                key={name}
                label={t(`checkout.field.${name}`)}
                {...field(name)}
                {...input}
                required
                maxLength={checkoutRules[name].maxLength}
              />
            ))}
            <SelectField
              label={t("checkout.field.country")}
              {...field("country")}
              required
              defaultValue={values.country ?? defaultCountry}
              options={countryCodes.map((code) => ({
                value: code,
                label: t(`common.country.${code}`),
              }))}
            />
          </fieldset>
          <button type="submit" className="btn w-full" disabled={busy}>
            {t("checkout.placeOrder")}
          </button>
        </Form>
      </div>
    </section>
  );
}

/** Shown by CSS when Credit card is chosen (with Pesapal): what happens after Place Order. */
function CardPanel({ total, test }: { total: number; test: boolean }) {
  const t = useT();
  return (
    <div className="mt-3 hidden rounded-md border border-sky-800 bg-sky-50 p-3 text-sky-950 group-has-[#paymentMethod-creditcard:checked]:block">
      <h3 className="font-bold">{t("checkout.card.heading")}</h3>
      <p className="mt-1">{t("checkout.card.hostedPage", { amount: formatKsh(total) })}</p>
      {test ? (
        <p className="mt-1 text-sm font-semibold">{t("checkout.card.testPayments")}</p>
      ) : null}
    </div>
  );
}
