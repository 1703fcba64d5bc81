// Items of one category (seed-spec §2): the type matches ignoring case; 24 a page.
import { data } from "react-router";
import type { Route } from "./+types/category";
import { ItemGrid } from "../components/ItemCard.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { toSummary } from "../lib/item-summary.ts";
import { listByType, parsePage } from "../modules/catalogue/catalogue.server.ts";
import { services } from "../services.server.ts";

const maxTypeLength = 50;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.heading} | Duka Fashions` : "Not found | Duka Fashions" },
];

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get("page"));
  if (page === null || params.type.length > maxTypeLength) {
    throw data("There is no such page of this category.", { status: 404 });
  }
  const result = await listByType(services(context).db, params.type, page);
  return {
    heading: params.type.toUpperCase(),
    deleted: url.searchParams.get("deleted")?.slice(0, 200) ?? null,
    type: params.type,
    page: result.page,
    hasNext: result.hasNext,
    items: result.entries.map(toSummary),
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { heading, type, items, page, hasNext, deleted } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold">{heading}</h1>
      {deleted ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
          Deleted {deleted}.
        </p>
      ) : null}
      <div className="mt-4">
        {items.length === 0 ? (
          <p>No items found for this category.</p>
        ) : (
          <ItemGrid items={items} />
        )}
      </div>
      <Pagination page={page} hasNext={hasNext} hrefFor={(n) => `/type/${encodeURIComponent(type)}?page=${n}`} />
    </>
  );
}
