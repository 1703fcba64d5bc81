// Search results page, /search?q= (works without JavaScript); its loader also feeds the nav's panel.
import { data } from "react-router";
import type { Route } from "./+types/search";
import { ItemGrid } from "../components/ItemCard.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { panelSize } from "../components/SearchBox.tsx";
import { toSummary } from "../lib/item-summary.ts";
import { parsePage, searchItems } from "../modules/catalogue/catalogue.server.ts";
import { normaliseSearch } from "../lib/search-terms.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.q ? `Search: ${loaderData.q} | Duka Fashions` : "Search | Duka Fashions" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (page === null) throw data("There is no such page of results.", { status: 404 });
  const q = normaliseSearch(params.get("q"));
  const panel = params.get("panel") === "1";
  const results = await searchItems(services(context).db, q, { page, perPage: panel ? panelSize : undefined });
  return { q, results: { ...results, entries: results.entries.map(toSummary) } };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold">{q ? `Search results for “${q}”` : "Search"}</h1>
      <div className="mt-4">
        {q === "" ? (
          <p>Type the name of an item in the search box.</p>
        ) : results.entries.length === 0 ? (
          <p>No results found for the search term</p>
        ) : (
          <ItemGrid items={results.entries} />
        )}
      </div>
      <Pagination
        page={results.page}
        hasNext={results.hasNext}
        hrefFor={(n) => `/search?${new URLSearchParams({ q, page: String(n) })}`}
      />
    </>
  );
}
