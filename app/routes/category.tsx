// Items of one category: the type matches ignoring case; 24 a page.
import type { Route } from "./+types/category";
import { ItemGrid } from "../components/ItemCard.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { categoryName, isSeedRoute } from "../lib/categories.ts";
import { toSummary } from "../lib/item-summary.ts";
import { browsePage } from "../lib/route-handle.ts";
import { itemRules } from "../lib/rules/item.ts";
import { findCategory, parsePage } from "../modules/catalogue/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export const handle = browsePage("page", "deleted");

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = parsePage(url.searchParams.get("page"));
  if (page === null || params.type.length > itemRules.type.maxLength)
    throw refusal(404, "common.error.noSuchCategoryPage");
  const { db, lang } = services(context);
  const [result, category] = await Promise.all([
    services(context).listings.page(params.type, page),
    findCategory(db, params.type),
  ]);
  return {
    categoryName: category ? categoryName(category, lang) : null,
    deleted: url.searchParams.get("deleted")?.slice(0, 200) ?? null,
    type: params.type,
    page: result.page,
    hasNext: result.hasNext,
    items: result.entries.map((item) => toSummary(item, lang)),
    messages: messagesFor(context, "catalogue"),
  };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { type, items, page, hasNext, deleted } = loaderData;
  // The seed's six keep the seed's headings (WOMEN, ...); a category the owner added is headed by
  // its name in the reader's language; a page of no category, by its route upper-cased (the seed).
  const route = type.toLowerCase();
  const heading = isSeedRoute(route)
    ? t(`catalogue.heading.${route}`)
    : (loaderData.categoryName ?? type.toUpperCase());
  return (
    <>
      <PageTitle page={heading} />
      <h1 className="text-2xl font-extrabold">{heading}</h1>
      {deleted ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
          {t("catalogue.category.deleted", { name: deleted })}
        </p>
      ) : null}
      <div className="mt-4">
        {items.length === 0 ? <p>{t("catalogue.category.empty")}</p> : <ItemGrid items={items} />}
      </div>
      <Pagination
        page={page}
        hasNext={hasNext}
        hrefFor={(n) => `/type/${encodeURIComponent(type)}?page=${n}`}
      />
    </>
  );
}
