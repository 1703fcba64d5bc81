// Search results page, /search?q= (works without JavaScript). A browse page: not hydrated.
import type { Route } from "./+types/search";
import { ItemGrid } from "../components/ItemCard.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { toSummary } from "../lib/item-summary.ts";
import { browsePage } from "../lib/route-handle.ts";
import { normaliseSearch } from "../lib/search-terms.ts";
import { parsePage, searchItems } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const handle = browsePage("q", "page");

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  if (page === null) throw refusal(404, "common.error.noSuchResultsPage");
  const q = normaliseSearch(params.get("q"));
  const { db, lang } = services(context);
  const results = await searchItems(db, q, { page });
  return {
    q,
    results: { ...results, entries: results.entries.map((item) => toSummary(item, lang)) },
    messages: messagesFor(context, "catalogue"),
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, results } = loaderData;
  return (
    <>
      <PageTitle page={q ? t("catalogue.search.titleFor", { q }) : t("catalogue.search.title")} />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-extrabold">
        {q ? t("catalogue.search.heading", { q }) : t("catalogue.search.title")}
      </h1>
      <div className="mt-4">
        {q === "" ? (
          <p>{t("catalogue.search.prompt")}</p>
        ) : results.entries.length === 0 ? (
          <p>{t("common.search.noResults")}</p>
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
