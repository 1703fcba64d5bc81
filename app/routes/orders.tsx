// My orders (signed in): the shopper's orders, newest first, each with date, order number, item
// count, total and status, linking to its confirmation page.
import { Link } from "react-router";
import type { Route } from "./+types/orders";
import { StatusBadge } from "../components/OrderStatus.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { CursorPagination } from "../components/Pagination.tsx";
import { useT } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { requireUser } from "../session.server.ts";
import { cursorFromUrl, listOrders, orderInList } from "../modules/orders/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const page = await listOrders(
    services(args.context).db,
    { userId: viewer.id },
    cursorFromUrl(args.url),
  );
  return {
    ...page,
    entries: page.entries.map((order) => ({
      ...orderInList(order, services(args.context).lang),
      itemCount: order.itemCount,
      totalCents: order.totalCents,
      status: order.status,
    })),
    messages: messagesFor(args.context, "orders"),
  };
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { entries, newer, older } = loaderData;
  return (
    <section>
      <PageTitle page={t("orders.mine.title")} />
      <h1 className="text-2xl font-extrabold">{t("orders.mine.title")}</h1>
      {entries.length === 0 ? (
        <p className="mt-4">
          {t("orders.mine.none")}{" "}
          <Link to="/" className="font-semibold text-brand-700 underline">
            {t("orders.mine.startShopping")}
          </Link>
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {entries.map((order) => (
            <li key={order.id}>
              <Link
                to={`/order-confirmation/${order.id}`}
                className="grid grid-cols-2 gap-1 rounded-lg border border-stone-200 bg-white p-3 hover:border-brand-700 sm:grid-cols-5 sm:items-center"
              >
                <span className="font-semibold">
                  {t("orders.mine.order", { shortId: order.orderNumber })}
                </span>
                <span className="text-sm text-stone-700">{order.placedAt}</span>
                <span className="text-sm">
                  {t("orders.mine.itemCount", { count: order.itemCount })}
                </span>
                <span className="font-bold text-brand-800">{formatKsh(order.totalCents)}</span>
                <span>
                  <StatusBadge status={order.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CursorPagination
        newer={newer}
        older={older}
        hrefFor={(cursor) => `/orders?${cursor.direction}=${cursor.orderId}`}
      />
    </section>
  );
}
