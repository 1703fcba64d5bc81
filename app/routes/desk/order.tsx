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
import { Detail, Details } from "../../components/ui/details.tsx";
import { Panel } from "../../components/ui/section.tsx";
import { refusal } from "../../i18n/refusal.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
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
  type OrderActionInput,
} from "../../modules/orders/index.server.ts";
import { messagesFor, orderMailContext, services } from "../../services.server.ts";
import { BusinessOfOrder } from "../../components/WholesaleDesk.tsx";
import { PaymentAttempts } from "../../components/PaymentAttempts.tsx";
import { CardRefunds } from "../../components/CardRefund.tsx";
import { OrderSms } from "../../components/OrderSms.tsx";
import {
  cardRefundDesk,
  paymentAttempts,
  readRefundForm,
  retryMpesaPayment,
} from "../../modules/payments/index.server.ts";
import { orderSmsView } from "../../modules/sms/index.server.ts";
import { staffMember } from "../../staff.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = staffMember(args.context);
  const { db, lang, mpesa, card } = services(args.context);
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
    refunds: await cardRefundDesk(db, view.order.id),
    /** Refunds are asked through Pesapal: the form is offered only with card payments configured. */
    canRefund: Boolean(card),
    refundNotice: refundNotice(args.url.searchParams),
    messages: messagesFor(args.context, "desk", "orders", "checkout", "wholesale"),
  };
}

/** `?refund=accepted&amount=5000` after a refund was asked. */
function refundNotice(query: URLSearchParams) {
  const state = query.get("refund");
  const amountCents = Number(query.get("amount"));
  if ((state !== "accepted" && state !== "sending") || !Number.isSafeInteger(amountCents))
    return null;
  return { state, amountCents } as const;
}

type ActionAnswer = {
  intent: string;
  errors: FieldErrors;
  values: Record<string, string | undefined>;
};

export async function action(args: Route.ActionArgs) {
  const staff = staffMember(args.context);
  const { db, log, mailQueued, mpesa, card } = services(args.context);
  const formData = await args.request.formData();
  if (formData.get("intent") === "card-refund") {
    const orderId = args.params.orderId;
    const desk = await cardRefundDesk(db, orderId);
    const values = formFields(formData, ["refundAmount", "refundReason"]);
    const refuseRefund = (status: number, errors: FieldErrors) =>
      data<ActionAnswer>({ intent: "card-refund", errors, values }, { status });
    if (!card || desk.refundableCents === null)
      return refuseRefund(409, {
        form: {
          key: desk.refunds.some((refund) => refund.state !== "refused")
            ? "desk.refund.error.alreadyRefunded"
            : "desk.refund.error.noCardPayment",
        },
      });
    const form = readRefundForm(values, desk.refundableCents);
    if (!form.ok) return refuseRefund(400, form.errors);
    const outcome = await card.refund({
      orderId,
      amountCents: form.amountCents,
      reason: form.reason,
      staffId: staff.id,
      staffName: staff.email,
    });
    log.info({ orderId, staffId: staff.id, outcome }, "card refund from the desk");
    if (outcome.ok)
      return redirect(
        `/admin/orders/${orderId}?refund=${outcome.state}&amount=${form.amountCents}`,
      );
    if (outcome.reason === "refused")
      return refuseRefund(502, {
        form: { key: "desk.refund.refused", values: { message: outcome.message } },
      });
    return refuseRefund(409, {
      form: {
        key:
          outcome.reason === "already-refunded"
            ? "desk.refund.error.alreadyRefunded"
            : outcome.reason === "too-much"
              ? "desk.refund.error.amount"
              : "desk.refund.error.noCardPayment",
        values: { max: formatKsh(desk.refundableCents) },
      },
    });
  }
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

/** The shipping fields as checkout named them, with how their words may break (an e-mail anywhere). */
const customerFields = [
  ["name", "break-words"],
  ["email", "break-all"],
  ["phone", undefined],
  ["address", "break-words"],
  ["city", "break-words"],
  ["postalCode", undefined],
] as const;

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
  const actionForm: ActionFormState = { status: order.status, busy };
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
            answer?.intent === "mpesa-request" || answer?.intent === "card-refund"
              ? undefined
              : wordStatuses(answer?.errors.form)
          }
        />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Panel id="customer" heading={t("desk.order.customer")}>
          <Details>
            {customerFields.map(([field, className]) => (
              <Detail key={field} term={t(`checkout.field.${field}`)} className={className}>
                {shipping[field]}
              </Detail>
            ))}
            <Detail term={t("checkout.field.country")}>
              {t(`common.country.${shipping.country}`)}
            </Detail>
            <Detail term={t("desk.order.deliveryZone")} className="break-words">
              {order.deliveryZone ?? t("desk.order.defaultZone")}
            </Detail>
          </Details>
        </Panel>
        <Panel id="payment" heading={t("desk.order.payment")}>
          <Details>
            <Detail term={t("desk.order.chosenAtCheckout")}>
              {t(`common.payment.${order.paymentMethod}`)}
            </Detail>
            <Detail term={t("desk.order.paidWith")}>
              {order.paidWith ? t(`common.payment.${order.paidWith}`) : t("desk.order.notRecorded")}
            </Detail>
            <Detail term={t("desk.order.reference")} className="break-all">
              {order.paymentReference ?? t("desk.order.noReference")}
            </Detail>
            <Detail term={t("desk.order.total")} className="font-bold">
              {formatKsh(order.totalCents)}
            </Detail>
            {/* The refunds Pesapal accepted, under the total. */}
            {loaderData.refunds.refunds
              .filter((refund) => refund.state === "accepted")
              .map((refund) => (
                <Detail
                  key={refund.id}
                  term={t("desk.order.refunded")}
                  className="font-bold text-red-800"
                >
                  −{formatKsh(refund.amountCents)}
                </Detail>
              ))}
          </Details>
        </Panel>
      </div>

      <Panel id="lines" spacing="mt-4" heading={t("desk.order.items")}>
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
      </Panel>

      <PaymentAttempts
        {...loaderData.payments}
        phoneDefault={shipping.phone}
        error={errorsFor("mpesa-request").form}
        phoneError={errorsFor("mpesa-request").mpesaPhone}
        phoneValue={valueOf("mpesa-request", "mpesaPhone")}
      />

      {loaderData.canRefund || loaderData.refunds.refunds.length > 0 ? (
        <CardRefunds
          view={{
            ...loaderData.refunds,
            refundableCents: loaderData.canRefund ? loaderData.refunds.refundableCents : null,
          }}
          notice={answer ? null : loaderData.refundNotice}
          errors={errorsFor("card-refund")}
          values={answer?.intent === "card-refund" ? answer.values : {}}
        />
      ) : null}

      <OrderStatusSection status={order.status} history={history} className="mt-4" />

      <OrderSms messages={loaderData.sms} />

      <Panel id="actions" spacing="mt-4" heading={t("desk.order.actions")}>
        {next.length === 0 ? (
          <p className="mt-2 text-sm">
            {t("desk.order.nothingMore", {
              status: t(`common.status.${order.status}`).toLowerCase(),
            })}
          </p>
        ) : null}
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {next.includes("paid") ? (
            <ActionForm intent="record-payment" {...actionForm}>
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
            <NoteActionForm intent="mark-shipped" note="note" answer={answer} {...actionForm} />
          ) : null}
          {next.includes("delivered") ? (
            <ActionForm intent="mark-delivered" {...actionForm}>
              {order.paymentMethod === "cashondelivery" && order.paidWith === null ? (
                <p className="text-sm">
                  {t("desk.order.cashAtDelivery", { amount: formatKsh(order.totalCents) })}
                </p>
              ) : null}
            </ActionForm>
          ) : null}
          {next.includes("cancelled") ? (
            <NoteActionForm
              intent="cancel"
              note="reason"
              required
              answer={answer}
              {...actionForm}
            />
          ) : null}
        </div>
      </Panel>
    </section>
  );
}

/** Each action's title: its form's heading and its button's words. */
const actionTitles = {
  "record-payment": "desk.order.recordPayment",
  "mark-shipped": "desk.order.markShipped",
  "mark-delivered": "desk.order.markDelivered",
  cancel: "desk.order.cancel",
} as const satisfies Record<OrderActionInput["intent"], MessageKey>;

/** What every action's form carries: the status the page showed, and whether a form is on its way. */
interface ActionFormState {
  status: OrderStatus;
  busy: boolean;
}

/** One action's form. */
function ActionForm({
  intent,
  status,
  busy,
  children,
}: ActionFormState & { intent: OrderActionInput["intent"]; children?: React.ReactNode }) {
  const t = useT();
  const title = t(actionTitles[intent]);
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

/** The label of the note each action that keeps one in the order's history asks for. */
const noteLabels = {
  "mark-shipped": "desk.order.courierNote",
  cancel: "desk.order.reason",
} as const satisfies Partial<Record<OrderActionInput["intent"], MessageKey>>;

/** An action whose form asks for a note: the courier's note, the reason to cancel. */
function NoteActionForm({
  intent,
  note,
  required,
  answer,
  ...form
}: ActionFormState & {
  intent: keyof typeof noteLabels;
  /** The note's field. */
  note: string;
  required?: boolean;
  /** The last refused form, shown again in its own form only. */
  answer: ActionAnswer | undefined;
}) {
  const t = useT();
  const refused = answer?.intent === intent ? answer : undefined;
  return (
    <ActionForm intent={intent} {...form}>
      <TextAreaField
        name={note}
        id={note}
        label={t(noteLabels[intent])}
        required={required}
        maxLength={orderDeskRules.note.maxLength}
        error={refused?.errors[note]}
        defaultValue={refused?.values[note]}
      />
    </ActionForm>
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
