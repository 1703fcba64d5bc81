// The items desk (staff): the catalogue as a table, newest first or searched by name, 24 a page,
// with links to add, edit and delete items.
import { Form, Link } from "react-router";
import type { Route } from "./+types/items";
import { ItemImage } from "../../components/ItemCard.tsx";
import { SearchQueryField } from "../../components/ui/fields.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { TableHead } from "../../components/ui/table-head.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { refusal } from "../../i18n/refusal.ts";
import { useT } from "../../i18n/translate.ts";
import { formatShopTime } from "../../lib/dates.ts";
import { toSummary } from "../../lib/item-summary.ts";
import { formatKsh } from "../../lib/money.ts";
import { maxSearchLength, normaliseSearch } from "../../lib/search-terms.ts";
import { parsePage } from "../../modules/catalogue/index.server.ts";
import { itemsDeskPage, stockFilters, type StockFilter } from "../../modules/desk/index.server.ts";
import { messagesFor, services } from "../../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const page = parsePage(args.url.searchParams.get("page"));
  if (page === null) throw refusal(404, "common.error.noSuchItemsPage");
  const query = normaliseSearch(args.url.searchParams.get("q"));
  const rawStock = args.url.searchParams.get("stock") ?? "all";
  const stock: StockFilter = (stockFilters as readonly string[]).includes(rawStock)
    ? (rawStock as StockFilter)
    : "all";
  const result = await itemsDeskPage(services(args.context).db, { page, search: query, stock });
  return {
    query,
    stock,
    stockFilters,
    page: result.page,
    hasNext: result.hasNext,
    items: result.entries.map((item) => ({
      ...toSummary(item, services(args.context).lang),
      createdAt: formatShopTime(item.createdAt, services(args.context).lang),
      stock: item.stock,
      lowStockAt: item.lowStockAt,
      sizes: item.sizes,
      lastChange: item.lastChange
        ? {
            ...item.lastChange,
            at: formatShopTime(item.lastChange.at, services(args.context).lang),
          }
        : null,
    })),
    messages: messagesFor(args.context, "desk", "items"),
  };
}

export default function ItemsDesk({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, query, stock, stockFilters, page, hasNext } = loaderData;
  const hrefFor = (target: number) =>
    `/admin/items?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(stock !== "all" ? { stock } : {}), page: String(target) })}`;
  const filterLabels = {
    all: t("desk.items.filter.all"),
    low: t("desk.items.filter.low"),
    "sold-out": t("desk.items.filter.soldOut"),
  };
  return (
    <section>
      <PageTitle page={t("desk.items.title")} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t("desk.items.heading")}</h1>
        <Link to="/create" className="btn">
          {t("desk.items.add")}
        </Link>
      </div>
      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm"
      >
        <SearchQueryField
          id="items-q"
          label={t("desk.items.search")}
          query={query}
          maxLength={maxSearchLength}
        />
        {stock !== "all" ? <input type="hidden" name="stock" value={stock} /> : null}
        <button type="submit" className="btn">
          {t("desk.items.submitSearch")}
        </button>
        {query || stock !== "all" ? (
          <Link to="/admin/items" className="btn-outline">
            {t("desk.items.clear")}
          </Link>
        ) : null}
      </Form>
      <nav aria-label={t("desk.items.filter")} className="mt-3">
        <ul className="flex gap-2 text-sm font-semibold">
          {stockFilters.map((value) => (
            <li key={value}>
              <Link
                to={`/admin/items?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(value !== "all" ? { stock: value } : {}) })}`}
                aria-current={value === stock ? "page" : undefined}
                className={`inline-block rounded-md border px-3 py-1.5 ${value === stock ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white hover:border-brand-700"}`}
              >
                {filterLabels[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="mt-4">{query ? t("desk.items.none") : t("desk.items.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <TableHead
              columns={[
                { label: t("desk.items.column.image") },
                { label: t("desk.items.column.name") },
                { label: t("desk.items.column.type") },
                { label: t("desk.items.column.price"), numeric: true },
                { label: t("desk.items.column.created") },
                { label: t("desk.items.column.stock") },
                { label: t("desk.items.column.actions") },
              ]}
            />
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-stone-200 align-middle">
                  <td className="w-20 p-2">
                    <ItemImage item={item} eager={false} size="small" />
                  </td>
                  <td className="p-2 break-words">
                    <Link
                      to={`/item/${item.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {item.name}
                    </Link>
                  </td>
                  <td className="p-2 capitalize">{item.type}</td>
                  <td className="p-2 text-right whitespace-nowrap">{formatKsh(item.priceCents)}</td>
                  <td className="p-2 whitespace-nowrap">{item.createdAt}</td>
                  <td className="p-2">
                    <StockCell item={item} />
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    <Link
                      to={`/item/${item.id}/edit`}
                      aria-label={t("desk.items.editItem", { name: item.name })}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("desk.items.edit")}
                    </Link>{" "}
                    ·{" "}
                    <Link
                      to={`/item/${item.id}/delete`}
                      aria-label={t("desk.items.deleteItem", { name: item.name })}
                      className="font-semibold text-red-800 underline"
                    >
                      {t("desk.items.delete")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} hasNext={hasNext} hrefFor={hrefFor} />
    </section>
  );
}

type DeskRow = Route.ComponentProps["loaderData"]["items"][number];

/** An item's stock as staff read it: each size's count (or the item's), what is low, and the last change. */
function StockCell({ item }: { item: DeskRow }) {
  const t = useT();
  const counts = item.sizes.length > 0 ? item.sizes : [{ label: null, stock: item.stock }];
  const figure = (stock: number | null) =>
    stock === null ? t("desk.items.notCounted") : String(stock);
  const flag = (stock: number | null) =>
    stock === 0
      ? t("desk.items.filter.soldOut")
      : stock !== null && stock <= item.lowStockAt
        ? t("desk.items.low")
        : null;
  const change = item.lastChange;
  return (
    <>
      <ul className="space-y-0.5">
        {counts.map((count) => (
          <li key={count.label ?? ""} className="whitespace-nowrap">
            {count.label
              ? t("desk.items.sizeStock", { size: count.label, stock: figure(count.stock) })
              : figure(count.stock)}
            {flag(count.stock) ? (
              <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                {flag(count.stock)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {change ? (
        <p className="mt-1 text-xs text-stone-700">
          {t("desk.items.lastChange", {
            at: change.at,
            subject: change.sizeLabel ? `${change.sizeLabel}: ` : "",
            from: figure(change.from),
            to: figure(change.to),
            reason: t(`items.stockReason.${change.reason}`),
            who: change.byEmail ?? "—",
          })}
        </p>
      ) : null}
    </>
  );
}
