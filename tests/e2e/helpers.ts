// Shared helpers of the browser tests: locating things the way a shopper (or a screen reader) does.
import { expect, type Locator, type Page } from "@playwright/test";

/** "Ksh. 1,250.00", like the shop shows money. */
export function formatKsh(cents: number): string {
  const whole = Math.trunc(cents / 100).toLocaleString("en-US");
  return `Ksh. ${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** A shown amount ("Ksh. 1,250.00") in cents. */
export function parseKsh(text: string): number {
  const match = /^Ksh\. ([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a Ksh amount: ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2]);
}

/** A whole amount as the shop shows it, e.g. "Ksh. 2,450.00" (not "Ksh. 2,450.00 each"). */
export const kshPattern = /^Ksh\. \d{1,3}(,\d{3})*\.\d{2}$/;

export function searchBox(page: Page): Locator {
  return page.getByRole("searchbox", { name: "Search" });
}

export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

export function level1(page: Page): Locator {
  return page.getByRole("heading", { level: 1 });
}

/** The item cards of a listing, each an article headed by the item's name. */
export function itemCards(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

export function card(page: Page, name: string): Locator {
  return itemCards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
}

export function featuredRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Featured items" });
}

/**
 * Waits until React has hydrated the page, so that clicks and typing reach its handlers instead of
 * the browser's defaults (a form submission, or text React would not see). React marks the elements
 * it has hydrated with its own properties; the nav's search box is hydrated with the rest of the
 * page in the first pass.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        searchBox(page).evaluate((el) =>
          Object.keys(el).some((key) => key.startsWith("__reactProps")),
        ),
      {
        message: "the page should hydrate",
      },
    )
    .toBe(true);
}

/** The item id at the end of an /item/{id} address. */
export function itemIdOf(url: string): string {
  const match = /\/item\/([^/?#]+)/.exec(new URL(url).pathname);
  if (!match) throw new Error(`not an item page: ${url}`);
  return match[1]!;
}
