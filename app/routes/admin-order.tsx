// One order on the orders desk (staff): everything the customer entered, the lines and totals, the
// status history, and the actions its status allows. Each action is a POST carrying the status the
// page showed; a change from a stale page or a second click is refused with the current status.
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-order";
import { AdminNav } from "../components/AdminNav.tsx";
import { FormError, FormSuccess } from "../components/Field.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { OrderStatusSection } from "../components/OrderStatus.tsx";
import { fieldErrors, formFields } from "../lib/forms.ts";
import { formatKsh } from "../lib/money.ts";
import { allowedNextStatuses, maxNoteLength, maxReferenceLength, orderStatusLabel, orderStatuses, shortOrderId, type OrderStatus } from "../lib/order-status.ts";
import { paymentMethodLabel, paymentMethods } from "../lib/payment-methods.ts";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { actionTargets, changeOrderStatus } from "../modules/orders/order-desk.server.ts";
import { orderActionFieldNames, orderActionForm } from "../modules/orders/order-desk-forms.ts";
import { viewOrder } from "../modules/orders/order-view.server.ts";
import { services } from "../services.server.ts";
import { staffDeskRefusal } from "./admin.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Order ${shortOrderId(loaderData.order.id)} | Duka Fashions` : "Order | Duka Fashions" },
];

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireAdmin(args, staffDeskRefusal);
  const view = await viewOrder(services(args.context).db, args.params.orderId, staff, { forStaff: true });
  if (!view) throw data(`Order not found: ${args.params.orderId.slice(0, 100)}`, { status: 404 });
  const done = args.url.searchParams.get("done");
  return { ...view, done: (orderStatuses as readonly string[]).includes(done ?? "") ? (done as OrderStatus) : null };
}

type ActionAnswer = { intent: string; errors: Record<string, string>; values: Record<string, string | undefined> };

export async function action(args: Route.ActionArgs) {
  const staff = await requireAdmin(args, staffDeskRefusal);
  const { db, config, log, mailQueued } = services(args.context);
  const values = formFields(await args.request.formData(), orderActionFieldNames);
  const refuse = (status: number, errors: Record<string, string>) =>
    data<ActionAnswer>({ intent: values.intent ?? "", errors, values }, { status });
  const parsed = orderActionForm.safeParse(values);
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error));
  const form = parsed.data;
  const outcome = await changeOrderStatus(db, args.params.orderId, staff.id, form, { publicUrl: config.publicUrl });
  if (!outcome.ok) {
    log.info({ orderId: args.params.orderId.slice(0, 100), intent: form.intent, reason: outcome.reason }, "order change refused");
    switch (outcome.reason) {
      case "not-found":
        throw data(`Order not found: ${args.params.orderId.slice(0, 100)}`, { status: 404 });
      case "stale":
        return refuse(409, { form: `This order changed meanwhile: it is now ${orderStatusLabel(outcome.current)}. Nothing was changed; check it and try again.` });
      case "illegal":
        return refuse(409, { form: `An order that is ${orderStatusLabel(outcome.current)} cannot become ${orderStatusLabel(actionTargets[form.intent])}.` });
      case "reference-taken":
        return refuse(409, { reference: `This reference is already recorded on order ${shortOrderId(outcome.otherOrderId)}.` });
    }
  }
  log.info({ orderId: outcome.order.id, status: outcome.order.status, staffId: staff.id }, "order status changed");
  if (outcome.order.status === "shipped" || outcome.order.status === "cancelled") mailQueued();
  return redirect(`/admin/orders/${outcome.order.id}?done=${outcome.order.status}`);
}

const doneMessages: Record<OrderStatus, string> = {
  pending: "Order placed.",
  paid: "Payment recorded.",
  shipped: "Order marked shipped. The customer has been e-mailed.",
  delivered: "Order marked delivered.",
  cancelled: "Order cancelled. The customer has been e-mailed.",
};

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, history, done } = loaderData;
  const { shipping } = order;
  const busy = useNavigation().state !== "idle";
  const answer = actionData as ActionAnswer | undefined;
  const errorsFor = (intent: string) => (answer?.intent === intent ? answer.errors : {});
  const valueOf = (intent: string, name: string) => (answer?.intent === intent ? answer.values[name] : undefined);
  const next = allowedNextStatuses(order.status);
  return (
    <section>
      <AdminNav />
      <p className="text-sm">
        <Link to="/admin/orders" className="text-brand-700 underline">All orders</Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold">Order {shortOrderId(order.id)}</h1>
      <p className="text-sm text-stone-700">
        {order.id} · placed {order.createdAt}
      </p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {done && !answer ? <FormSuccess>{doneMessages[done]}</FormSuccess> : null}
        <FormError message={answer?.errors.form} />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="customer-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="customer-heading" className="font-bold">Customer and delivery</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Name</dt>
            <dd className="break-words">{shipping.name}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{shipping.email}</dd>
            <dt className="font-semibold">Phone No.</dt>
            <dd>{shipping.phone}</dd>
            <dt className="font-semibold">Address</dt>
            <dd className="break-words">{shipping.address}</dd>
            <dt className="font-semibold">City</dt>
            <dd className="break-words">{shipping.city}</dd>
            <dt className="font-semibold">Postal Code</dt>
            <dd>{shipping.postalCode}</dd>
            <dt className="font-semibold">Country</dt>
            <dd>{shipping.country}</dd>
          </dl>
        </section>
        <section aria-labelledby="payment-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="payment-heading" className="font-bold">Payment</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Chosen at checkout</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            <dt className="font-semibold">Paid with</dt>
            <dd>{order.paidWith ? paymentMethodLabel(order.paidWith) : "Not recorded yet"}</dd>
            <dt className="font-semibold">Reference</dt>
            <dd className="break-all">{order.paymentReference ?? "None"}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold">{formatKsh(order.totalCents)}</dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="lines-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="lines-heading" className="font-bold">Items</h2>
        <ul className="mt-2 space-y-1 text-sm">
          {lines.map((line) => (
            <li key={line.key} className="break-words">
              <span className="font-semibold">{line.name}</span> ({line.type}), {formatKsh(line.unitPriceCents)} each × {line.quantity}
              {line.instructions ? <span className="block whitespace-pre-line text-stone-700">Details: {line.instructions}</span> : null}
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <OrderSummary lines={lines} deliveryFeeCents={order.deliveryFeeCents} totalCents={order.totalCents} />
        </div>
      </section>

      <OrderStatusSection status={order.status} history={history} className="mt-4" />

      <section aria-labelledby="actions-heading" className="mt-4 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="actions-heading" className="font-bold">Actions</h2>
        {next.length === 0 ? <p className="mt-2 text-sm">This order is {orderStatusLabel(order.status).toLowerCase()}: nothing more to do.</p> : null}
        <div className="mt-2 grid gap-4 md:grid-cols-2">
          {next.includes("paid") ? (
            <ActionForm intent="record-payment" status={order.status} title="Record payment" button="Record payment" busy={busy}>
              <div>
                <label htmlFor="paidWith" className="block text-sm font-semibold">Paid with</label>
                <select id="paidWith" name="paidWith" defaultValue={valueOf("record-payment", "paidWith") ?? order.paymentMethod} className="field mt-1">
                  {paymentMethods.map((method) => (
                    <option key={method.value} value={method.value}>{method.label}</option>
                  ))}
                </select>
              </div>
              <TextInput
                name="reference"
                label="Payment reference"
                hint="The M-Pesa transaction code or card slip number; may be empty for cash."
                maxLength={maxReferenceLength}
                error={errorsFor("record-payment").reference ?? errorsFor("record-payment").paidWith}
                defaultValue={valueOf("record-payment", "reference")}
              />
            </ActionForm>
          ) : null}
          {next.includes("shipped") ? (
            <ActionForm intent="mark-shipped" status={order.status} title="Mark shipped" button="Mark shipped" busy={busy}>
              <TextArea name="note" label="Courier note (optional)" error={errorsFor("mark-shipped").note} defaultValue={valueOf("mark-shipped", "note")} />
            </ActionForm>
          ) : null}
          {next.includes("delivered") ? (
            <ActionForm intent="mark-delivered" status={order.status} title="Mark delivered" button="Mark delivered" busy={busy} />
          ) : null}
          {next.includes("cancelled") ? (
            <ActionForm intent="cancel" status={order.status} title="Cancel order" button="Cancel order" busy={busy}>
              <TextArea name="reason" label="Reason" required error={errorsFor("cancel").reason} defaultValue={valueOf("cancel", "reason")} />
            </ActionForm>
          ) : null}
        </div>
      </section>
    </section>
  );
}

function ActionForm({ intent, status, title, button, busy, children }: { intent: string; status: OrderStatus; title: string; button: string; busy: boolean; children?: React.ReactNode }) {
  const headingId = `${intent}-heading`;
  return (
    <Form method="post" aria-labelledby={headingId} className="space-y-2 rounded-md border border-stone-200 p-3">
      <h3 id={headingId} className="font-semibold">{title}</h3>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="expectedStatus" value={status} />
      {children}
      <button type="submit" disabled={busy} className={intent === "cancel" ? "btn bg-red-800 hover:bg-red-900" : "btn"}>
        {button}
      </button>
    </Form>
  );
}

function TextInput({ name, label, hint, error, ...input }: { name: string; label: string; hint?: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold">{label}</label>
      <input id={name} name={name} aria-invalid={error ? true : undefined} aria-describedby={[hint ? `${name}-hint` : "", error ? `${name}-error` : ""].join(" ").trim() || undefined} className="field mt-1" {...input} />
      {hint ? <p id={`${name}-hint`} className="mt-1 text-xs text-stone-700">{hint}</p> : null}
      {error ? <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">{error}</p> : null}
    </div>
  );
}

function TextArea({ name, label, error, ...textarea }: { name: string; label: string; error?: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold">{label}</label>
      <textarea id={name} name={name} rows={3} maxLength={maxNoteLength} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} className="field mt-1" {...textarea} />
      {error ? <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">{error}</p> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && typeof error.data === "string";
  return (
    <section className="py-8 text-center">
      <title>Order | Duka Fashions</title>
      <h1 className="text-2xl font-extrabold">{isRouteErrorResponse(error) && error.status === 403 ? "Not allowed" : "Order"}</h1>
      <p role="alert" className="mt-4">{known ? (error.data as string) : "The order could not be read. Please try again."}</p>
      <Link to="/admin/orders" className="btn mt-6">All orders</Link>
    </section>
  );
}
