// An order's status as a badge, and with its history as a section (dates already formatted by the loader).
import { useT } from "../i18n/translate.ts";
import type { OrderStatus } from "../lib/order-status.ts";
import type { PaymentMethod } from "../lib/payment-methods.ts";

const badgeColours: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${badgeColours[status]}`}
    >
      {t(`common.status.${status}`)}
    </span>
  );
}

export interface HistoryEntry {
  id: string;
  toStatus: OrderStatus;
  placed: boolean;
  at: string;
  /** Staff's note, or a payment's reference. */
  note: string;
  /** For a payment: how it was paid. */
  paidWith: PaymentMethod | null;
  /** Shown on the orders desk only: who made the change (null: the shop itself; "": a former account). */
  by?: string | null;
}

/** The order's status and the list of its changes, as the confirmation page and the desk show them. */
export function OrderStatusSection({
  status,
  history,
  className = "",
}: {
  status: OrderStatus;
  history: HistoryEntry[];
  className?: string;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="status-heading"
      className={`rounded-lg bg-white p-4 shadow-sm ${className}`}
    >
      <h2 id="status-heading" className="font-bold">
        {t.rich("orders.status.heading", { status: <StatusBadge status={status} /> })}
      </h2>
      <StatusHistory entries={history} />
    </section>
  );
}

function StatusHistory({ entries }: { entries: HistoryEntry[] }) {
  const t = useT();
  return (
    <ol className="mt-2 space-y-2">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-4 border-stone-300 pl-3">
          <p>
            <span className="font-semibold">
              {entry.placed ? t("orders.history.placed") : t(`common.status.${entry.toStatus}`)}
            </span>{" "}
            <span className="text-sm text-stone-700">{entry.at}</span>
            {entry.by !== undefined ? (
              <span className="text-sm text-stone-700">
                {" "}
                ·{" "}
                {t("orders.history.by", {
                  who:
                    entry.by === null
                      ? t("orders.history.byShop")
                      : entry.by || t("orders.history.formerAccount"),
                })}
              </span>
            ) : null}
          </p>
          {entry.paidWith ? (
            <p className="text-sm break-words">
              {entry.note
                ? t("orders.history.paymentWithReference", {
                    method: t(`common.payment.${entry.paidWith}`),
                    reference: entry.note,
                  })
                : t("orders.history.payment", { method: t(`common.payment.${entry.paidWith}`) })}
            </p>
          ) : entry.note ? (
            <p className="text-sm break-words whitespace-pre-line">{entry.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
