// The shop with JavaScript switched off: every page and form still works from server-rendered HTML.
import { expect, test } from "@playwright/test";
import {
  card,
  featuredRegion,
  formatKsh,
  itemCards,
  itemIdOf,
  kshPattern,
  level1,
  mainNav,
  parseKsh,
  searchBox,
} from "./helpers.ts";

test.use({ javaScriptEnabled: false });

test("the landing page shows the featured items, not skeletons", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const featured = featuredRegion(page);
  await expect(featured.getByRole("link", { name: "View Details" })).toHaveCount(8);
  await expect(featured.getByRole("article")).toHaveCount(8);
  for (const article of await featured.getByRole("article").all()) {
    await expect(article).toBeVisible();
  }
  await expect(page.getByRole("status").filter({ hasText: "Loading featured items" })).toHaveCount(
    0,
  );
  await expect(page.getByTestId("featured-skeleton")).toHaveCount(0);
});

test("a category page lists its items and its links work", async ({ page }) => {
  await page.goto("/");
  await mainNav(page).getByRole("link", { name: "MEN", exact: true }).click();
  await expect(page).toHaveURL("/type/men");
  await expect(level1(page)).toHaveText("MEN");
  await expect(itemCards(page)).toHaveCount(7);
  await expect(card(page, "Slim Fit Oxford Shirt").getByText(kshPattern)).toHaveText(
    "Ksh. 1,800.00",
  );

  await card(page, "Denim Jacket").getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
  await expect(level1(page)).toHaveText("Denim Jacket");
  await expect(page.getByRole("main").getByText(kshPattern)).toHaveText("Ksh. 3,400.00");
});

test("a category tile on the landing page opens its category", async ({ page }) => {
  await page.goto("/");
  const tile = page.getByRole("link", { name: /HOUSEHOLD ITEMS\s*\d+ Products/ });
  // The tile counts what the category holds: its page lists that many.
  const count = Number(/(\d+) Products/.exec((await tile.textContent()) ?? "")![1]);
  await tile.click();
  await expect(page).toHaveURL("/type/households");
  await expect(level1(page)).toHaveText("HOUSEHOLDS");
  await expect(itemCards(page)).toHaveCount(Math.min(count, 24));
});

test("the quantity buttons reload the item page with the server's new price", async ({ page }) => {
  await page.goto("/type/women");
  await card(page, "Kitenge Maxi Dress").getByRole("link", { name: "View Details" }).click();
  await expect(level1(page)).toHaveText("Kitenge Maxi Dress");
  const itemPath = new URL(page.url()).pathname;
  const price = page.getByRole("main").getByText(kshPattern);
  const quantity = page.getByLabel("Quantity", { exact: true });
  const unit = parseKsh((await price.textContent())!);
  expect(unit).toBe(2450_00);
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();

  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page).toHaveURL(`${itemPath}?quantity=2`);
  await expect(quantity).toHaveValue("2");
  await expect(price).toHaveText(formatKsh(unit * 2));
  await expect(price).toHaveText("Ksh. 4,900.00");
  await expect(page.getByText("Ksh. 2,450.00 each")).toBeVisible();

  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page).toHaveURL(`${itemPath}?quantity=3`);
  await expect(price).toHaveText("Ksh. 7,350.00");

  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(page).toHaveURL(`${itemPath}?quantity=2`);
  await expect(price).toHaveText("Ksh. 4,900.00");
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(page).toHaveURL(`${itemPath}?quantity=1`);
  await expect(price).toHaveText("Ksh. 2,450.00");
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
});

test("a quantity out of range in the address falls back to 1", async ({ page }) => {
  await page.goto("/type/women");
  const href = await card(page, "Kitenge Maxi Dress")
    .getByRole("link", { name: "View Details" })
    .getAttribute("href");
  for (const bad of ["0", "-3", "abc", "1e3", "99999999"]) {
    const response = await page.goto(`${href}?quantity=${encodeURIComponent(bad)}`);
    expect(response?.status(), `quantity=${bad}`).toBe(200);
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("1");
    await expect(page.getByRole("main").getByText(kshPattern)).toHaveText("Ksh. 2,450.00");
  }
});

test("Add to Cart while signed out goes to sign in", async ({ page }) => {
  await page.goto("/type/shoes");
  await card(page, "Canvas Sneakers").getByRole("link", { name: "View Details" }).click();
  await expect(level1(page)).toHaveText("Canvas Sneakers");
  const id = itemIdOf(page.url());
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/item/${id}`);
});

test("the search form goes to /search?q= and shows the results", async ({ page }) => {
  await page.goto("/");
  await searchBox(page).fill("shirt");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL("/search?q=shirt");
  await expect(level1(page)).toHaveText("Search results for “shirt”");
  await expect(itemCards(page).getByRole("heading", { level: 3 })).toHaveText([
    "Cotton Polo Shirt",
    "Kitenge Print Shirt",
    "Slim Fit Oxford Shirt",
  ]);
  await itemCards(page).first().getByRole("link", { name: "View Details" }).click();
  await expect(level1(page)).toHaveText("Cotton Polo Shirt");

  await searchBox(page).fill("zzzz");
  await page.getByRole("button", { name: "Submit search" }).click();
  await expect(page).toHaveURL("/search?q=zzzz");
  await expect(
    page.getByRole("main").getByText("No results found for the search term"),
  ).toBeVisible();
});
