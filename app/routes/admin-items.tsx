// The items desk (staff): the catalogue as a table, newest first or searched by name, 24 a page,
// with links to add, edit and delete items.
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-items";
import { AdminNav } from "../components/AdminNav.tsx";
import { ItemImage } from "../components/ItemCard.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { formatShopTime } from "../lib/dates.ts";
import { toSummary } from "../lib/item-summary.ts";
import { formatKsh } from "../lib/money.ts";
import { normaliseSearch } from "../lib/search-terms.ts";
import { requireAdmin } from "../modules/accounts/session.server.ts";
import { listNewest, parsePage, searchItems } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";
import { staffDeskRefusal } from "./admin.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Items desk | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, staffDeskRefusal);
  const page = parsePage(args.url.searchParams.get("page"));
  if (page === null) throw data("There is no such page of items.", { status: 404 });
  const query = normaliseSearch(args.url.searchParams.get("q"));
  const { db } = services(args.context);
  const result = query === "" ? await listNewest(db, page) : await searchItems(db, query, { page });
  return {
    query,
    page: result.page,
    hasNext: result.hasNext,
    items: result.entries.map((item) => ({ ...toSummary(item), createdAt: formatShopTime(item.createdAt) })),
  };
}

export default function ItemsDesk({ loaderData }: Route.ComponentProps) {
  const { items, query, page, hasNext } = loaderData;
  const hrefFor = (target: number) => `/admin/items?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) })}`;
  return (
    <section>
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">Items</h1>
        <Link to="/create" className="btn">Add a new item</Link>
      </div>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 shadow-sm">
        <div className="min-w-56 flex-1">
          <label htmlFor="items-q" className="block text-sm font-semibold">Item name</label>
          <input id="items-q" name="q" type="search" defaultValue={query} key={query} maxLength={100} className="field mt-1" />
        </div>
        <button type="submit" className="btn">Search items</button>
        {query ? <Link to="/admin/items" className="btn-outline">Clear</Link> : null}
      </Form>
      {items.length === 0 ? (
        <p className="mt-4">{query ? "No items match." : "The catalogue is empty."}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="p-2">Image</th>
                <th scope="col" className="p-2">Name</th>
                <th scope="col" className="p-2">Type</th>
                <th scope="col" className="p-2 text-right">Price</th>
                <th scope="col" className="p-2">Created</th>
                <th scope="col" className="p-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-stone-200 align-middle">
                  <td className="w-20 p-2">
                    <ItemImage item={item} eager={false} size="small" />
                  </td>
                  <td className="p-2 break-words">
                    <Link to={`/item/${item.id}`} className="font-semibold text-brand-700 underline">{item.name}</Link>
                  </td>
                  <td className="p-2 capitalize">{item.type}</td>
                  <td className="p-2 text-right whitespace-nowrap">{formatKsh(item.priceCents)}</td>
                  <td className="p-2 whitespace-nowrap">{item.createdAt}</td>
                  <td className="p-2 whitespace-nowrap">
                    <Link to={`/item/${item.id}/edit`} aria-label={`Edit ${item.name}`} className="font-semibold text-brand-700 underline">Edit</Link>{" "}
                    ·{" "}
                    <Link to={`/item/${item.id}/delete`} aria-label={`Delete ${item.name}`} className="font-semibold text-red-800 underline">Delete</Link>
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
