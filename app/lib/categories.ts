// Owns how a category is named on a page: the owner gives each category a name in English and in
// Kiswahili (the categories table); the seed's six keep their own short page headings (WOMEN, MEN,
// ...: `catalogue.heading.<route>`), a category the owner adds is headed by its name.
import type { Language } from "../i18n/languages.ts";

/** The seed's six categories, whose pages keep the seed's headings. */
export const seedRoutes = ["women", "men", "shoes", "households", "inners", "sports"] as const;
export type SeedRoute = (typeof seedRoutes)[number];

export function isSeedRoute(route: string): route is SeedRoute {
  return (seedRoutes as readonly string[]).includes(route);
}

/** Categories' names in both languages, by route. */
export type CategoryNames = Record<string, { name: string; nameSw: string }>;

/** The category's name in the page's language. */
export function categoryName(category: { name: string; nameSw: string }, lang: Language): string {
  return lang === "sw" ? category.nameSw : category.name;
}

/** The categories as the item forms' `Item Type` choices: each route with its name in the page's language. */
export function categoryChoices(
  categories: readonly { route: string; name: string; nameSw: string }[],
  lang: Language,
): { route: string; name: string }[] {
  return categories.map((category) => ({
    route: category.route,
    name: categoryName(category, lang),
  }));
}
