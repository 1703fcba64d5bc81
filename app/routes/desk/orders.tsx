// The orders desk (staff): every order, newest first, 25 a page, filtered by status and searched
// by order number, e-mail or phone. A plain GET form: works without JavaScript.
import { Form, Link } from "react-router";
import type { Route } from "./+types/orders";
import { DeskOrderLink } from "../../components/order/DeskOrderLink.tsx";
import { StatusBadge } from "../../components/OrderStatus.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { CursorPagination } from "../../components/Pagination.tsx";
import { SelectField, SearchQueryField } from "../../components/ui/fields.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { useT, type Message } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import { orderStatuses } from "../../lib/order-status.ts";
import { maxSearchLength } from "../../lib/search-terms.ts";
import {
  cursorFromUrl,
  deskFilterFromUrl,
  listOrders,
  minSearchLength,
  orderInList,
  orderSearchCondition,
} from "../../modules/orders/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";
import { BusinessOfOrder, WholesaleFilter } from "../../components/WholesaleDesk.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { filter, query } = deskFilterFromUrl(args.url);
  const searchRefusal: Message | null =
    query !== "" && !orderSearchCondition(query).ok
      ? { key: "desk.orders.searchTooShort", values: { min: minSearchLength } }
      : null;
  const page = await listOrders(services(args.context).db, filter, cursorFromUrl(args.url));
  return {
    status: filter.status ?? "",
    wholesale: filter.wholesale === true,
    query,
    searchRefusal,
    newer: page.newer,
    older: page.older,
    entries: page.entries.map((order) => ({
      ...orderInList(order, services(args.context).lang),
      name: order.name,
      email: order.email,
      phone: order.phone,
      itemCount: order.itemCount,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      status: order.status,
      businessName: order.businessName,
      kraPin: order.kraPin,
    })),
    messages: messagesFor(args.context, "desk", "dashboard", "wholesale"),
  };
}

export default function OrdersDesk({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries, status, query, searchRefusal, newer, older, wholesale } = loaderData;
  const filters = new URLSearchParams();
  if (status) filters.set("status", status);
  if (wholesale) filters.set("wholesale", "1");
  if (query) filters.set("q", query);
  const hrefFor = (cursor: { direction: string; orderId: string }) => {
    const params = new URLSearchParams(filters);
    params.set(cursor.direction, cursor.orderId);
    return `/admin/orders?${params}`;
  };
  return (
    <section>
      <PageTitle page={t("desk.orders.title")} />
      <h1 className="text-2xl font-extrabold">{t("desk.orders.heading")}</h1>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm"
      >
        <SelectField
          label={t("desk.orders.status")}
          name="status"
          id="orders-status"
          defaultValue={status}
          key={status}
          options={[
            { value: "", label: t("desk.orders.allStatuses") },
            ...orderStatuses.map((value) => ({ value, label: t(`common.status.${value}`) })),
          ]}
        />
        <SearchQueryField
          id="orders-q"
          label={t("desk.orders.search")}
          query={query}
          maxLength={maxSearchLength}
        />
        <WholesaleFilter checked={wholesale} />
        <button type="submit" className="btn">
          {t("desk.orders.show")}
        </button>
        {status || query || wholesale ? (
          <Link to="/admin/orders" className="btn-outline">
            {t("desk.orders.clear")}
          </Link>
        ) : null}
        {/* A file, not a page: the orders this filter and search show, for a spreadsheet. */}
        <a
          href={`/admin/orders.csv${filters.size > 0 ? `?${filters}` : ""}`}
          download
          className="btn-outline ml-auto"
        >
          {t("dashboard.csv.download")}
        </a>
      </Form>
      {searchRefusal ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {t.message(searchRefusal)}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-4">{t("desk.orders.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <TableHead
              columns={[
                { label: t("desk.orders.column.order") },
                { label: t("desk.orders.column.placed") },
                { label: t("desk.orders.column.customer") },
                { label: t("desk.orders.column.items"), numeric: true },
                { label: t("desk.orders.column.total"), numeric: true },
                { label: t("desk.orders.column.payment") },
                { label: t("desk.orders.column.status") },
              ]}
            />
            <tbody>
              {entries.map((order) => (
                <tr key={order.id} className="border-b border-stone-200 align-top">
                  <td className="p-2">
                    <DeskOrderLink orderId={order.id} orderNumber={order.orderNumber} />
                  </td>
                  <td className="p-2 whitespace-nowrap">{order.placedAt}</td>
                  <td className="p-2 break-all">
                    {order.name}
                    <br />
                    {order.email}
                    <br />
                    {order.phone}
                    <BusinessOfOrder order={order} />
                  </td>
                  <td className="p-2 text-right">{order.itemCount}</td>
                  <td className="p-2 text-right whitespace-nowrap">
                    {formatKsh(order.totalCents)}
                  </td>
                  <td className="p-2">{t(`common.payment.${order.paymentMethod}`)}</td>
                  <td className="p-2">
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CursorPagination newer={newer} older={older} hrefFor={hrefFor} />
    </section>
  );
}
