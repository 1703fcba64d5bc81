// An item's category as shoppers read it: the shop's own categories by their name in the page's
// language; a type staff made up, as they typed it.
import { useT } from "../i18n/translate.ts";
import { categories } from "../lib/categories.ts";

export function CategoryName({ type }: { type: string }) {
  const t = useT();
  const known = categories.find((category) => category.type === type.toLowerCase());
  return <>{known ? t(`common.category.${known.type}`) : type}</>;
}
