// What the desks show of wholesale: the orders desk's filter `Wholesale orders only`, an order's
// business name and KRA PIN (recorded when a wholesale buyer placed it; the customer's order page
// shows it too), and the dashboard's retail and wholesale sales apart.
import { useT } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";

export function WholesaleFilter({ checked }: { checked: boolean }) {
  const t = useT();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        name="wholesale"
        value="1"
        defaultChecked={checked}
        key={String(checked)}
        className="h-5 w-5"
      />
      {t("wholesale.desk.ordersFilter")}
    </label>
  );
}

export function BusinessOfOrder({
  order,
}: {
  order: { businessName: string | null; kraPin: string | null };
}) {
  const t = useT();
  if (!order.businessName || !order.kraPin) return null;
  return (
    <span className="mt-1 block font-semibold text-green-900">
      {t("wholesale.order.business", { business: order.businessName, kraPin: order.kraPin })}
    </span>
  );
}

interface SalesFigure {
  orders: number;
  revenueCents: number;
}

export function SalesByKind({
  days,
  figures,
}: {
  days: number;
  figures: { retail: SalesFigure; wholesale: SalesFigure };
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="dashboard-sales-by-kind"
      className="mt-6 rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 id="dashboard-sales-by-kind" className="text-xl font-bold">
        {t("wholesale.dashboard.heading", { days })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {(["retail", "wholesale"] as const).map((kind) => (
          <div key={kind} className="contents">
            <dt className="font-semibold">{t(`wholesale.dashboard.${kind}`)}</dt>
            <dd>
              {t("wholesale.dashboard.figure", {
                count: figures[kind].orders,
                revenue: formatKsh(figures[kind].revenueCents),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
