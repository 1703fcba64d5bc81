// Items people can judge and search that finds, in Chromium: the demo dress's page shows its
// description and every picture large (each named after the item), with and without JavaScript;
// search finds any form of a word in English and Kiswahili and keeps the term in the box.
import { expect, test } from "@playwright/test";
import { card, itemCards, searchBox } from "./helpers.ts";

for (const javaScriptEnabled of [true, false]) {
  test(`the item page shows the description and every picture large (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto("/search?q=Kitenge+Maxi+Dress");
      await card(page, "Kitenge Maxi Dress").getByRole("link", { name: "View Details" }).click();
      await expect(page.getByText(/A floor-length dress in pure cotton wax print/)).toBeVisible();
      const photos = page
        .getByRole("list", { name: "Photos of Kitenge Maxi Dress" })
        .getByRole("img");
      await expect(photos).toHaveCount(2);
      await expect(photos.nth(0)).toHaveAttribute("alt", "Kitenge Maxi Dress, photo 1 of 2");
      await expect(photos.nth(0)).toHaveAttribute("sizes", /100vw/);
      // The second picture is shown large by its link (an anchor: no script needed).
      await page.getByRole("link", { name: "Show photo 2" }).click();
      await expect(page).toHaveURL(/#photo-2$/);
      await expect(photos.nth(1)).toBeInViewport();
      await expect
        .poll(() =>
          photos.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThanOrEqual(300);
    } finally {
      await context.close();
    }
  });
}

test("search finds any form of a word, in English and Kiswahili, and keeps the term", async ({
  page,
}) => {
  await page.goto("/");
  await searchBox(page).fill("dresses");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=dresses/);
  await expect(card(page, "Kitenge Maxi Dress")).toBeVisible();
  await expect(searchBox(page)).toHaveValue("dresses");

  await page.goto("/search?q=shoe");
  await expect(card(page, "Leather Oxford Shoes")).toBeVisible();

  // The shoes category is VIATU in Kiswahili: every shoe is found.
  await page.goto("/search?q=viatu");
  await expect(card(page, "Canvas Sneakers")).toBeVisible();
  await expect(itemCards(page)).not.toHaveCount(0);
  await expect(searchBox(page)).toHaveValue("viatu");
});
