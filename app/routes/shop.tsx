// /shop: every item of the catalogue, newest first or by price, 24 a page; where the nav's SHOP
// leads (decision 0025). A browse page: not hydrated, and kept for visitors without cookies like a
// category page (its URL, query included, is its key). Sorting is a GET form: no JavaScript needed.
import type { Route } from "./+types/shop";
import { ItemGrid } from "../components/ItemCard.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { toSummary } from "../lib/item-summary.ts";
import { browsePage } from "../lib/route-handle.ts";
import { catalogueSorts, parseSort } from "../lib/catalogue-sorts.ts";
import { listCatalogue, parsePage } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const handle = browsePage("sort", "page");

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get("page"));
  const sort = parseSort(url.searchParams.get("sort"));
  if (page === null || sort === null) throw refusal(404, "common.error.noSuchItemsPage");
  const { db, lang } = services(context);
  const result = await listCatalogue(db, { sort, page });
  return {
    sort,
    page: result.page,
    hasNext: result.hasNext,
    items: result.entries.map((item) => toSummary(item, lang)),
    messages: messagesFor(context, "catalogue"),
  };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sort, items, page, hasNext } = loaderData;
  const hrefFor = (n: number) =>
    `/shop?${new URLSearchParams({ ...(sort === "newest" ? {} : { sort }), page: String(n) })}`;
  return (
    <>
      <PageTitle page={t("catalogue.shop.title")} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t("catalogue.shop.title")}</h1>
        <form method="get" action="/shop" className="flex items-end gap-2">
          <label className="text-sm font-semibold">
            {t("catalogue.shop.sortBy")}
            <select name="sort" defaultValue={sort} className="field mt-1 w-auto pr-8">
              {catalogueSorts.map((option) => (
                <option key={option} value={option}>
                  {t(`catalogue.shop.sort.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-outline">
            {t("catalogue.shop.apply")}
          </button>
        </form>
      </div>
      <div className="mt-4">
        {items.length === 0 ? <p>{t("catalogue.shop.empty")}</p> : <ItemGrid items={items} />}
      </div>
      <Pagination page={page} hasNext={hasNext} hrefFor={hrefFor} />
    </>
  );
}
