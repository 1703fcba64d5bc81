// An item's category as shoppers read it: the seed's six categories by their name in the page's
// language; another category by its route (the categories table names it; cards do not read it yet).
import { useT } from "../i18n/translate.ts";
import { isSeedRoute } from "../lib/categories.ts";

export function CategoryName({ type }: { type: string }) {
  const t = useT();
  const route = type.toLowerCase();
  return <>{isSeedRoute(route) ? t(`common.category.${route}`) : type}</>;
}
