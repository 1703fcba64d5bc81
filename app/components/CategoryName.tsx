// An item's category as shoppers read it: the seed's six categories by the shop's own texts in the
// page's language; a category the owner added by its name from the categories table (the root
// loader passes those names to every page), its route only if it has gone meanwhile.
import { useRouteLoaderData } from "react-router";
import { useT } from "../i18n/translate.ts";
import { categoryName, isSeedRoute, type CategoryNames } from "../lib/categories.ts";

export function CategoryName({ type }: { type: string }) {
  const t = useT();
  const root = useRouteLoaderData("root") as { categoryNames?: CategoryNames } | undefined;
  const route = type.toLowerCase();
  if (isSeedRoute(route)) return <>{t(`common.category.${route}`)}</>;
  const named = root?.categoryNames?.[route];
  return <>{named ? categoryName(named, t.lang) : type}</>;
}
