// /admin: the owner's dashboard (staff): the last 30 days' orders and revenue as charts with their
// figures, today and this week against the period before, the top items, orders waiting for
// payment or shipping (linked to the filtered orders desk), items low or out of stock, and e-mails
// that failed. What counts is said on the page: every order placed except cancelled ones.
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { DayChart } from "../../components/DayChart.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { Section } from "../../components/ui/section.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT, type Translator } from "../../i18n/translate.ts";
import { formatShopDay, formatShopTime } from "../../lib/dates.ts";
import { formatKsh } from "../../lib/money.ts";
import { dashboardRules } from "../../lib/rules/dashboard.ts";
import {
  dashboardFigures,
  type Comparison,
  type TopItem,
} from "../../modules/desk/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { SalesByKind } from "../../components/WholesaleDesk.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { db, lang } = services(args.context);
  const figures = await dashboardFigures(db);
  return {
    ...figures,
    days: figures.days.map((day) => ({ ...day, label: formatShopDay(day.day, lang) })),
    failedMail: {
      count: figures.failedMail.count,
      latest: figures.failedMail.latest.map((mail) => ({
        ...mail,
        createdAt: formatShopTime(mail.createdAt, lang),
      })),
    },
    messages: messagesFor(args.context, "desk", "dashboard", "wholesale"),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const {
    days,
    today,
    week,
    topByQuantity,
    topByRevenue,
    waitingForPayment,
    waitingForShipping,
    stock,
    failedMail,
    salesByKind,
  } = loaderData;
  const chartDays = days.length;
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const bestByRevenue = days.reduce(
    (best, day) => (day.revenueCents > best.revenueCents ? day : best),
    days[0]!,
  );
  const bestByOrders = days.reduce(
    (best, day) => (day.orders > best.orders ? day : best),
    days[0]!,
  );
  const todayFigures = days.at(-1)!;
  return (
    <section>
      <PageTitle page={t("dashboard.title")} />
      <h1 className="text-2xl font-extrabold">{t("dashboard.heading")}</h1>
      <p className="mt-1 text-sm text-stone-700">{t("dashboard.whatCounts")}</p>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <PeriodCard
          id="dashboard-today"
          heading={t("dashboard.today")}
          figures={today}
          against="dashboard.todayAgainst"
        />
        <PeriodCard
          id="dashboard-week"
          heading={t("dashboard.week")}
          figures={week}
          against="dashboard.weekAgainst"
        />
      </div>
      <SalesByKind days={days.length} figures={salesByKind} />

      <Section
        id="dashboard-chart"
        heading={t("dashboard.chart.heading", { days: chartDays })}
        className="mt-6"
        headingClassName="text-xl font-bold"
      >
        {totalOrders === 0 ? <p className="mt-1">{t("dashboard.chart.noneYet")}</p> : null}
        <DayChart
          id="chart-revenue"
          title={t("dashboard.chart.revenueTitle", { days: chartDays })}
          summary={t("dashboard.chart.revenueSummary", {
            total: formatKsh(totalRevenue),
            days: chartDays,
            best: bestByRevenue.label,
            bestRevenue: formatKsh(bestByRevenue.revenueCents),
            today: formatKsh(todayFigures.revenueCents),
          })}
          maxText={formatKsh(bestByRevenue.revenueCents)}
          bars={days.map((day) => ({
            label: day.label,
            value: day.revenueCents,
            valueText: formatKsh(day.revenueCents),
          }))}
        />
        <DayChart
          id="chart-orders"
          title={t("dashboard.chart.ordersTitle", { days: chartDays })}
          summary={t("dashboard.chart.ordersSummary", {
            total: totalOrders,
            days: chartDays,
            best: bestByOrders.label,
            bestOrders: bestByOrders.orders,
            today: todayFigures.orders,
          })}
          maxText={String(bestByOrders.orders)}
          bars={days.map((day) => ({
            label: day.label,
            value: day.orders,
            valueText: String(day.orders),
          }))}
        />
        {/* The figures behind the charts: read by screen readers, and printed instead of hidden. */}
        <table className="sr-only mt-4 text-left text-sm print:not-sr-only">
          <caption>{t("dashboard.chart.table")}</caption>
          <TableHead
            columns={[
              { label: t("dashboard.chart.column.day") },
              { label: t("dashboard.chart.column.orders"), numeric: true },
              { label: t("dashboard.chart.column.revenue"), numeric: true },
            ]}
          />
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="p-2 font-normal">
                  {day.label}
                </th>
                <td className="p-2 text-right">{day.orders}</td>
                <td className="p-2 text-right">{formatKsh(day.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <TopItems
          id="dashboard-top-quantity"
          heading={t("dashboard.top.byQuantity")}
          entries={topByQuantity}
        />
        <TopItems
          id="dashboard-top-revenue"
          heading={t("dashboard.top.byRevenue")}
          entries={topByRevenue}
        />
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <Section
          id="dashboard-waiting"
          heading={t("dashboard.waiting.heading")}
          className="rounded-lg bg-white p-4 shadow-sm"
        >
          <ul className="mt-2 space-y-1">
            <li>
              <Link to="/admin/orders?status=pending" className="text-brand-700 underline">
                {t("dashboard.waiting.payment", { count: waitingForPayment })}
              </Link>
            </li>
            <li>
              <Link to="/admin/orders?status=paid" className="text-brand-700 underline">
                {t("dashboard.waiting.shipping", { count: waitingForShipping })}
              </Link>
            </li>
          </ul>
        </Section>
        <Section
          id="dashboard-stock"
          heading={t("dashboard.stock.heading")}
          className="rounded-lg bg-white p-4 shadow-sm"
        >
          <p className="mt-2">
            {stock.low === 0
              ? t("dashboard.stock.none")
              : t("dashboard.stock.summary", { low: stock.low, soldOut: stock.soldOut })}
          </p>
          {stock.items.length > 0 ? (
            <>
              <ul className="mt-2 space-y-1">
                {stock.items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/item/${item.id}`} className="text-brand-700 underline">
                      {item.name}
                    </Link>
                    {": "}
                    <span className={item.soldOut ? "font-semibold text-red-700" : ""}>
                      {t(item.soldOut ? "dashboard.stock.soldOut" : "dashboard.stock.low")}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-2">
                <Link to="/admin/items?stock=low" className="text-brand-700 underline">
                  {t("dashboard.stock.seeAll")}
                </Link>
              </p>
            </>
          ) : null}
        </Section>
        <Section
          id="dashboard-mail"
          heading={t("dashboard.mail.heading")}
          className="rounded-lg bg-white p-4 shadow-sm"
        >
          {failedMail.count === 0 ? (
            <p className="mt-2">{t("dashboard.mail.none")}</p>
          ) : (
            <>
              <p className="mt-2 font-semibold text-red-700">
                {t("dashboard.mail.summary", { count: failedMail.count })}
              </p>
              <ul className="mt-2 space-y-1 text-sm break-words">
                {failedMail.latest.map((mail) => (
                  <li key={mail.id}>
                    {t("dashboard.mail.entry", {
                      at: mail.createdAt,
                      subject: mail.subject,
                      to: mail.to,
                    })}
                    {mail.orderId ? (
                      <>
                        {" ("}
                        <Link
                          to={`/admin/orders/${mail.orderId}`}
                          className="text-brand-700 underline"
                        >
                          {t("dashboard.mail.order", { shortId: mail.orderNumber ?? "" })}
                        </Link>
                        {")"}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      </div>
    </section>
  );
}

function changeText(t: Translator, { current, previous }: Comparison): string {
  if (previous.revenueCents === 0)
    return t(current.revenueCents === 0 ? "dashboard.change.same" : "dashboard.change.new");
  const percent = Math.round(
    (Math.abs(current.revenueCents - previous.revenueCents) / previous.revenueCents) * 100,
  );
  if (percent === 0) return t("dashboard.change.same");
  return t(
    current.revenueCents > previous.revenueCents ? "dashboard.change.up" : "dashboard.change.down",
    { percent },
  );
}

function PeriodCard({
  id,
  heading,
  figures,
  against,
}: {
  id: string;
  heading: string;
  figures: Comparison;
  against: "dashboard.todayAgainst" | "dashboard.weekAgainst";
}) {
  const t = useT();
  return (
    <Section id={id} heading={heading} className="rounded-lg bg-white p-4 shadow-sm">
      <p className="mt-1 text-2xl font-extrabold">{formatKsh(figures.current.revenueCents)}</p>
      <p>{t("dashboard.periodOrders", { orders: figures.current.orders })}</p>
      <p className="mt-1 text-sm text-stone-700">
        {changeText(t, figures)}.{" "}
        {t(against, {
          orders: figures.previous.orders,
          revenue: formatKsh(figures.previous.revenueCents),
        })}
      </p>
    </Section>
  );
}

function TopItems({
  id,
  heading,
  entries,
}: {
  id: string;
  heading: string;
  entries: readonly TopItem[];
}) {
  const t = useT();
  return (
    <Section id={id} heading={heading} className="rounded-lg bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-700">
        {t("dashboard.top.period", { days: dashboardRules.chartDays })}
      </p>
      {entries.length === 0 ? (
        <p className="mt-2">{t("dashboard.top.none")}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <TableHead
            columns={[
              { label: t("dashboard.top.column.item") },
              { label: t("dashboard.top.column.quantity"), numeric: true },
              { label: t("dashboard.top.column.revenue"), numeric: true },
            ]}
          />
          <tbody>
            {entries.map((item) => (
              <tr key={item.itemId} className="border-b border-stone-200">
                <td className="p-2">{item.name}</td>
                <td className="p-2 text-right">{item.quantity}</td>
                <td className="p-2 text-right whitespace-nowrap">{formatKsh(item.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
