// The orders desk (staff): every order, newest first, 25 a page, filtered by status and searched
// by order number, e-mail or phone. A plain GET form: works without JavaScript.
import { Form, Link } from "react-router";
import type { Route } from "./+types/admin-orders";
import { AdminNav } from "../components/AdminNav.tsx";
import { CursorPagination } from "../components/CursorPagination.tsx";
import { StatusBadge } from "../components/OrderStatus.tsx";
import { formatShopTime } from "../lib/dates.ts";
import { formatKsh } from "../lib/money.ts";
import { orderStatuses, orderStatusLabel, shortOrderId, type OrderStatus } from "../lib/order-status.ts";
import { paymentMethodLabel } from "../lib/payment-methods.ts";
import { normaliseSearch } from "../lib/search-terms.ts";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { cursorFromUrl, listOrders, orderSearchCondition } from "../modules/orders/order-desk.server.ts";
import { services } from "../services.server.ts";
import { staffDeskRefusal } from "./admin.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Orders desk | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffDeskRefusal);
  const params = args.url.searchParams;
  const rawStatus = params.get("status") ?? "";
  const status = (orderStatuses as readonly string[]).includes(rawStatus) ? (rawStatus as OrderStatus) : undefined;
  const query = normaliseSearch(params.get("q"));
  const searchProblem = query === "" ? null : orderSearchCondition(query);
  const filter = { status, search: query === "" ? undefined : query };
  const page = await listOrders(services(args.context).db, filter, cursorFromUrl(args.url));
  return {
    status: status ?? "",
    query,
    searchMessage: searchProblem && !searchProblem.ok ? searchProblem.message : null,
    newer: page.newer,
    older: page.older,
    entries: page.entries.map((order) => ({
      id: order.id,
      shortId: shortOrderId(order.id),
      placedAt: formatShopTime(order.createdAt),
      name: order.name,
      email: order.email,
      phone: order.phone,
      itemCount: order.itemCount,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      status: order.status,
    })),
  };
}

export default function OrdersDesk({ loaderData }: Route.ComponentProps) {
  const { entries, status, query, searchMessage, newer, older } = loaderData;
  const filters = new URLSearchParams();
  if (status) filters.set("status", status);
  if (query) filters.set("q", query);
  const hrefFor = (cursor: { direction: string; orderId: string }) => {
    const params = new URLSearchParams(filters);
    params.set(cursor.direction, cursor.orderId);
    return `/admin/orders?${params}`;
  };
  return (
    <section>
      <AdminNav />
      <h1 className="text-2xl font-extrabold">Orders</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
        <div>
          <label htmlFor="orders-status" className="block text-sm font-semibold">Status</label>
          <select id="orders-status" name="status" defaultValue={status} key={status} className="field mt-1">
            <option value="">All</option>
            {orderStatuses.map((value) => (
              <option key={value} value={value}>{orderStatusLabel(value)}</option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="orders-q" className="block text-sm font-semibold">Order number, e-mail or phone</label>
          <input id="orders-q" name="q" type="search" defaultValue={query} key={query} maxLength={100} className="field mt-1" />
        </div>
        <button type="submit" className="btn">Show orders</button>
        {status || query ? <Link to="/admin/orders" className="btn-outline">Clear</Link> : null}
      </Form>
      {searchMessage ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">{searchMessage}</p>
      ) : entries.length === 0 ? (
        <p className="mt-4">No orders match.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2">Order</th>
                <th scope="col" className="p-2">Placed</th>
                <th scope="col" className="p-2">Customer</th>
                <th scope="col" className="p-2 text-right">Items</th>
                <th scope="col" className="p-2 text-right">Total</th>
                <th scope="col" className="p-2">Payment</th>
                <th scope="col" className="p-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((order) => (
                <tr key={order.id} className="border-b border-stone-200 align-top">
                  <td className="p-2">
                    <Link to={`/admin/orders/${order.id}`} className="font-semibold text-brand-700 underline">{order.shortId}</Link>
                  </td>
                  <td className="p-2 whitespace-nowrap">{order.placedAt}</td>
                  <td className="p-2 break-all">
                    {order.name}
                    <br />
                    {order.email}
                    <br />
                    {order.phone}
                  </td>
                  <td className="p-2 text-right">{order.itemCount}</td>
                  <td className="p-2 text-right whitespace-nowrap">{formatKsh(order.totalCents)}</td>
                  <td className="p-2">{paymentMethodLabel(order.paymentMethod)}</td>
                  <td className="p-2"><StatusBadge status={order.status} /></td>
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
