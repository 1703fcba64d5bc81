// Owns the limits of a shop category (the categories desk's form and the categories table's checks):
// its names, its route and how many there may be.

export const categoryRules = {
  name: { maxLength: 40 },
  /** Lowercase letters in words joined by single dashes: the category page is /type/{route}. */
  route: { maxLength: 40, pattern: /^[a-z]+(-[a-z]+)*$/ },
  /** Enough for any shop's landing page; a bound so the tiles and the form's select stay short. */
  maxCount: 40,
  /** Place on the landing page: 1 is first. */
  position: { min: 1, max: 999 },
} as const;

/** The route pattern as SQL (the database checks what the form checks). */
export const routePatternSql = "^[a-z]+(-[a-z]+)*$";
