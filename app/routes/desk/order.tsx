// One order on the orders desk (staff): everything the customer entered, the lines and totals, the
// status history, and the actions its status allows. Each action is a POST carrying the status the
// page showed; a change from a stale page or a second click is refused with the current status.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/order";
import { ErrorPage } from "../../components/ErrorPage.tsx";
import { OrderStatusSection } from "../../components/OrderStatus.tsx";
import { OrderSummary } from "../../components/OrderSummary.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/fields.tsx";
import { FormError, FormSuccess } from "../../components/ui/notices.tsx";
import { Section } from "../../components/ui/section.tsx";
import { refusal } from "../../i18n/refusal.ts";
import { useT, type Message } from "../../i18n/translate.ts";
import { fieldErrors, formFields, type FieldErrors } from "../../lib/forms.server.ts";
import { formatKsh } from "../../lib/money.ts";
import { allowedNextStatuses, orderStatuses, type OrderStatus } from "../../lib/order-status.ts";
import { paymentMethodValues } from "../../lib/payment-methods.ts";
import { orderDeskRules } from "../../lib/rules/order-desk.ts";
import { actionTargets, applyOrderAction } from "../../modules/desk/index.server.ts";
import {
  orderActionFieldNames,
  orderActionForm,
  viewOrder,
  findOrderForViewer,
} from "../../modules/orders/index.server.ts";
import { messagesFor, orderMailContext, services } from "../../services.server.ts";
import { BusinessOfOrder } from "../../components/WholesaleDesk.tsx";
import { PaymentAttempts } from "../../components/PaymentAttempts.tsx";
import { paymentAttempts, retryMpesaPayment } from "../../modules/payments/index.server.ts";
import { OrderSms } from "../../components/OrderSms.tsx";
import { orderSmsView } from "../../modules/sms/index.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = staffMember(args.context);
  const { db, lang, mpesa } = services(args.context);
  const view = await viewOrder(db, args.params.orderId, staff, { forStaff: true, lang });
  if (!view)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  const done = args.url.searchParams.get("done");
  const requested = args.url.searchParams.get("mpesa");
  return {
    ...view,
    payments: {
      attempts: await paymentAttempts(db, view.order.id, lang),
      canRequest: Boolean(mpesa) && view.order.status === "pending",
      notice:
        requested === "sent" || requested === "not-sent"
          ? (requested as "sent" | "not-sent")
          : null,
    },
    sms: await orderSmsView(db, view.order.id, lang),
    done: (orderStatuses as readonly string[]).includes(done ?? "") ? (done as OrderStatus) : null,
    messages: messagesFor(args.context, "desk", "orders", "checkout", "wholesale"),
  };
}

type ActionAnswer = {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string | undefined>;
};

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, log, mailQueued, mpesa } = services(args.context);
  const formData = await args.request.formData();
  if (formData.get("intent") === "mpesa-request") {
    // A new M-Pesa request for this order, from the desk.
    const order = await findOrderForViewer(db, args.params.orderId, staff);
    if (!order || !mpesa)
      throw refusal(404, "common.error.orderNotFound", {
        orderId: args.params.orderId.slice(0, 100),
      });
    const phone = String(formData.get("mpesaPhone") ?? "").slice(0, 100);
    const sent = await retryMpesaPayment(db, order, phone, mpesa.provider, staff.id);
    const refuseRequest = (status: number, errors: FieldErrors) =>
      data<ActionAnswer>(
        { intent: "mpesa-request", errors, values: { mpesaPhone: phone } },
        { status },
      );
    if (sent === "invalid-phone")
      return refuseRequest(400, { mpesaPhone: { key: "checkout.error.mpesaPhone" } });
    if (sent === "held-back") return refuseRequest(429, { form: { key: "checkout.pay.heldBack" } });
    if (sent === "not-pending")
      return refuseRequest(409, { form: { key: "checkout.pay.notPending" } });
    log.info({ orderId: order.id, staffId: staff.id, sent }, "M-Pesa request from the desk");
    return redirect(`/admin/orders/${order.id}?mpesa=${sent}`);
  }
  const values = formFields(formData, orderActionFieldNames);
  const refuse = (status: number, errors: FieldErrors) =>
    data<ActionAnswer>({ intent: values.intent ?? "", errors, values }, { status });
  const parsed = orderActionForm.safeParse(values);
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
  const form = parsed.data;
  const outcome = await applyOrderAction(
    db,
    args.params.orderId,
    staff.id,
    form,
    await orderMailContext(args.context),
  );
  if (!outcome.ok) {
    log.info(
      { orderId: args.params.orderId.slice(0, 100), intent: form.intent, reason: outcome.reason },
      "order change refused",
    );
    switch (outcome.reason) {
      case "not-found":
        throw refusal(404, "common.error.orderNotFound", {
          orderId: args.params.orderId.slice(0, 100),
        });
      case "stale":
        return refuse(409, {
          form: { key: "desk.order.error.stale", values: { current: outcome.current } },
        });
      case "illegal":
        return refuse(409, {
          form: {
            key: "desk.order.error.illegal",
            values: { current: outcome.current, target: actionTargets[form.intent] },
          },
        });
      case "reference-taken":
        return refuse(409, {
          reference: {
            key: "desk.order.error.referenceTaken",
            values: { shortId: outcome.otherOrderNumber },
          },
        });
    }
  }
  log.info(
    { orderId: outcome.order.id, status: outcome.order.status, staffId: staff.id },
    "order status changed",
  );
  // Every change queues an SMS (and some an e-mail): wake the workers.
  mailQueued();
  return redirect(`/admin/orders/${outcome.order.id}?done=${outcome.order.status}`);
}

/** Refusals that name statuses carry the status values; the page words them. */
function useRefusalWords() {
  const t = useT();
  return (message: Message | undefined): Message | undefined => {
    if (!message?.values) return message;
    const values = { ...message.values };
    for (const name of ["current", "target"] as const) {
      const status = values[name];
      if (typeof status === "string" && (orderStatuses as readonly string[]).includes(status))
        values[name] = t(`common.status.${status as OrderStatus}`);
    }
    return { ...message, values };
  };
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const wordStatuses = useRefusalWords();
  const { order, lines, history, done } = loaderData;
  const { shipping } = order;
  // Whether the change just made went out to the customer, as its history entry records it.
  const emailed = history.at(-1)?.emailed === true;
  const busy = useNavigation().state !== "idle";
  const answer = actionData as ActionAnswer | undefined;
  const errorsFor = (intent: string): FieldErrors =>
    answer?.intent === intent ? answer.errors : {};
  const valueOf = (intent: string, name: string) =>
    answer?.intent === intent ? answer.values[name] : undefined;
  const next = allowedNextStatuses(order);
  return (
    <section>
      <PageTitle page={t("desk.order.title", { shortId: order.orderNumber })} />
      <p className="text-sm">
        <Link to="/admin/orders" className="text-brand-700 underline">
          {t("common.deskOrder.allOrders")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold">
        {t("desk.order.title", { shortId: order.orderNumber })}
      </h1>
      <p className="text-sm text-stone-700">
        {t("desk.order.placed", { orderId: order.id, at: order.createdAt })}
        <BusinessOfOrder order={order} />
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        <Link to={`/orders/${order.id}/receipt`} className="btn-outline">
          {t("desk.order.receipt")}
        </Link>
        <Link to={`/admin/orders/${order.id}/packing-slip`} className="btn-outline">
          {t("desk.order.packingSlip")}
        </Link>
      </p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {done && !answer ? (
          <FormSuccess>
            {t(`desk.order.done.${done}`)}
            {emailed ? ` ${t("desk.order.customerEmailed")}` : ""}
          </FormSuccess>
        ) : null}
        <FormError
          message={
            answer?.intent === "mpesa-request" ? undefined : wordStatuses(answer?.errors.form)
          }
        />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Section
          id="customer"
          className="rounded-lg bg-white p-4 shadow-sm"
          heading={t("desk.order.customer")}
        >
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">{t("checkout.field.name")}</dt>
            <dd className="break-words">{shipping.name}</dd>
            <dt className="font-semibold">{t("checkout.field.email")}</dt>
            <dd className="break-all">{shipping.email}</dd>
            <dt className="font-semibold">{t("checkout.field.phone")}</dt>
            <dd>{shipping.phone}</dd>
            <dt className="font-semibold">{t("checkout.field.address")}</dt>
            <dd className="break-words">{shipping.address}</dd>
            <dt className="font-semibold">{t("checkout.field.city")}</dt>
            <dd className="break-words">{shipping.city}</dd>
            <dt className="font-semibold">{t("checkout.field.postalCode")}</dt>
            <dd>{shipping.postalCode}</dd>
            <dt className="font-semibold">{t("checkout.field.country")}</dt>
            <dd>{t(`common.country.${shipping.country}`)}</dd>
            <dt className="font-semibold">{t("desk.order.deliveryZone")}</dt>
            <dd className="break-words">{order.deliveryZone ?? t("desk.order.defaultZone")}</dd>
          </dl>
        </Section>
        <Section
          id="payment"
          className="rounded-lg bg-white p-4 shadow-sm"
          heading={t("desk.order.payment")}
        >
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">{t("desk.order.chosenAtCheckout")}</dt>
            <dd>{t(`common.payment.${order.paymentMethod}`)}</dd>
            <dt className="font-semibold">{t("desk.order.paidWith")}</dt>
            <dd>
              {order.paidWith ? t(`common.payment.${order.paidWith}`) : t("desk.order.notRecorded")}
            </dd>
            <dt className="font-semibold">{t("desk.order.reference")}</dt>
            <dd className="break-all">{order.paymentReference ?? t("desk.order.noReference")}</dd>
            <dt className="font-semibold">{t("desk.order.total")}</dt>
            <dd className="font-bold">{formatKsh(order.totalCents)}</dd>
          </dl>
        </Section>
      </div>

      <Section
        id="lines"
        className="mt-4 rounded-lg bg-white p-4 shadow-sm"
        heading={t("desk.order.items")}
      >
        {/* Each line once: the table with sizes, the customer's instructions, totals. */}
        <div className="mt-2">
          <OrderSummary
            lines={lines.map((line) => ({
              ...line,
              details: line.instructions
                ? t("desk.order.lineDetails", { instructions: line.instructions })
                : undefined,
            }))}
            deliveryFeeCents={order.deliveryFeeCents}
          />
        </div>
      </Section>

      <PaymentAttempts
        {...loaderData.payments}
        phoneDefault={shipping.phone}
        error={errorsFor("mpesa-request").form}
        phoneError={errorsFor("mpesa-request").mpesaPhone}
        phoneValue={valueOf("mpesa-request", "mpesaPhone")}
      />

      <OrderStatusSection status={order.status} history={history} className="mt-4" />

      <OrderSms messages={loaderData.sms} />

      <Section
        id="actions"
        className="mt-4 rounded-lg bg-white p-4 shadow-sm"
        heading={t("desk.order.actions")}
      >
        {next.length === 0 ? (
          <p className="mt-2 text-sm">
            {t("desk.order.nothingMore", {
              status: t(`common.status.${order.status}`).toLowerCase(),
            })}
          </p>
        ) : null}
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {next.includes("paid") ? (
            <ActionForm
              intent="record-payment"
              status={order.status}
              title={t("desk.order.recordPayment")}
              busy={busy}
            >
              <SelectField
                label={t("desk.order.paidWith")}
                name="paidWith"
                id="paidWith"
                defaultValue={valueOf("record-payment", "paidWith") ?? order.paymentMethod}
                options={paymentMethodValues.map((method) => ({
                  value: method,
                  label: t(`common.payment.${method}`),
                }))}
              />
              <TextField
                name="reference"
                id="reference"
                label={t("desk.order.paymentReference")}
                hint={t("desk.order.referenceHint")}
                maxLength={orderDeskRules.reference.maxLength}
                error={
                  errorsFor("record-payment").reference ?? errorsFor("record-payment").paidWith
                }
                defaultValue={valueOf("record-payment", "reference")}
              />
            </ActionForm>
          ) : null}
          {next.includes("shipped") ? (
            <ActionForm
              intent="mark-shipped"
              status={order.status}
              title={t("desk.order.markShipped")}
              busy={busy}
            >
              <TextAreaField
                name="note"
                id="note"
                label={t("desk.order.courierNote")}
                maxLength={orderDeskRules.note.maxLength}
                error={errorsFor("mark-shipped").note}
                defaultValue={valueOf("mark-shipped", "note")}
              />
            </ActionForm>
          ) : null}
          {next.includes("delivered") ? (
            <ActionForm
              intent="mark-delivered"
              status={order.status}
              title={t("desk.order.markDelivered")}
              busy={busy}
            >
              {order.paymentMethod === "cashondelivery" && order.paidWith === null ? (
                <p className="text-sm">
                  {t("desk.order.cashAtDelivery", { amount: formatKsh(order.totalCents) })}
                </p>
              ) : null}
            </ActionForm>
          ) : null}
          {next.includes("cancelled") ? (
            <ActionForm
              intent="cancel"
              status={order.status}
              title={t("desk.order.cancel")}
              busy={busy}
            >
              <TextAreaField
                name="reason"
                id="reason"
                label={t("desk.order.reason")}
                required
                maxLength={orderDeskRules.note.maxLength}
                error={errorsFor("cancel").reason}
                defaultValue={valueOf("cancel", "reason")}
              />
            </ActionForm>
          ) : null}
        </div>
      </Section>
    </section>
  );
}

/** One action's form: its heading doubles as its button's words. */
function ActionForm({
  intent,
  status,
  title,
  busy,
  children,
}: {
  intent: string;
  status: OrderStatus;
  title: string;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const headingId = `${intent}-heading`;
  return (
    <Form
      method="post"
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-stone-200 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="expectedStatus" value={status} />
      {children}
      <button
        type="submit"
        disabled={busy}
        className={intent === "cancel" ? "btn bg-red-800 hover:bg-red-900" : "btn"}
      >
        {title}
      </button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  return (
    <ErrorPage
      error={error}
      heading={t("common.deskOrder.heading")}
      fallback={t("common.deskOrder.readFailed")}
      back={{ to: "/admin/orders", label: t("common.deskOrder.allOrders") }}
    />
  );
}
