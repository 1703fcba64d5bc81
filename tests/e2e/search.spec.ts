// Search: the nav box's panel of matching names, and the /search results page.
import { expect, test, type Page } from "@playwright/test";
import { itemCards, level1, searchBox, waitForHydration } from "./helpers.ts";

const shirts = ["Cotton Polo Shirt", "Kitenge Print Shirt", "Slim Fit Oxford Shirt"];
const noResults = "No results found for the search term";

const panel = (page: Page) => page.getByRole("region", { name: "Search results" });

async function openShop(page: Page, path = "/type/households") {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("search panel", () => {
  test("typing opens a panel of matching names, ignoring case", async ({ page }) => {
    await openShop(page);
    await expect(panel(page)).toHaveCount(0);
    await searchBox(page).fill("sHiRt");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole("link")).toContainText(shirts);
    for (const link of await panel(page).getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/item\/[0-9a-f-]{36}$/);
    }
  });

  test("the panel follows the text as it changes", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("shirt");
    await expect(panel(page).getByRole("link")).toContainText(shirts);
    await searchBox(page).pressSequentially(" p", { delay: 20 });
    // "shirt p" is in no name.
    await expect(panel(page).getByText(noResults)).toBeVisible();
    await searchBox(page).fill("polo");
    await expect(panel(page).getByRole("link")).toContainText(["Cotton Polo Shirt"]);
  });

  test("text with doubled spaces still lists its matches", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("cotton  polo");
    await expect(panel(page).getByRole("link")).toContainText(["Cotton Polo Shirt"]);
  });

  test("clicking a match opens its item page and closes the panel", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("shirt");
    await panel(page).getByRole("link", { name: "Kitenge Print Shirt" }).click();
    await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
    await expect(level1(page)).toHaveText("Kitenge Print Shirt");
    await expect(panel(page)).toHaveCount(0);
  });

  test("the close button closes the panel", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("shirt");
    await expect(panel(page).getByRole("link")).toHaveCount(3);
    await panel(page).getByRole("button", { name: "Close search results" }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("shirt");
  });

  test("no match says so", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("zzzz");
    await expect(panel(page).getByText(noResults)).toBeVisible();
    await expect(panel(page).getByRole("link")).toHaveCount(0);
  });

  test("wildcard-like text matches only itself", async ({ page }) => {
    await openShop(page);
    // The panel keeps the last answer on screen until the next arrives: emptying the box closes
    // it, so each text's own answer is the one checked.
    const answerTo = async (text: string) => {
      await searchBox(page).fill("");
      await expect(panel(page)).toBeHidden();
      await searchBox(page).fill(text);
      await expect(panel(page).getByText("Searching")).toHaveCount(0);
    };
    for (const text of ["%", "_", "\\", "sh_rt"]) {
      await test.step(JSON.stringify(text), async () => {
        await answerTo(text);
        await expect(panel(page).getByText(noResults)).toBeVisible();
        await expect(panel(page).getByRole("link")).toHaveCount(0);
      });
    }
    // The marks are no wildcard (not every item), and no word: the word beside them is searched.
    await test.step('"%%shirt"', async () => {
      await answerTo("%%shirt");
      await expect(panel(page).getByRole("link")).toContainText(shirts);
      await expect(panel(page).getByRole("link")).toHaveCount(shirts.length);
    });
  });

  test("Enter goes to the results page and closes the panel", async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill("shirt");
    await expect(panel(page)).toBeVisible();
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL("/search?q=shirt");
    await expect(level1(page)).toHaveText("Search results for “shirt”");
    await expect(itemCards(page)).toHaveCount(3);
    await expect(itemCards(page).getByRole("heading", { level: 3 })).toHaveText(shirts);
    await expect(panel(page)).toHaveCount(0);
  });
});

test.describe("search results page", () => {
  test("lists matching items as cards", async ({ page }) => {
    const response = await page.goto("/search?q=Shirt");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("Search results for “shirt”");
    await expect(itemCards(page).getByRole("heading", { level: 3 })).toHaveText(shirts);
    for (const article of await itemCards(page).all()) {
      await expect(article.getByRole("link", { name: "View Details" })).toHaveAttribute(
        "href",
        /^\/item\//,
      );
      await expect(article.getByText(/^Ksh\. [\d,]+\.\d{2}$/)).toHaveCount(1);
    }
  });

  test("many results come 24 a page with Next and Previous links", async ({ page }) => {
    // One letter is the start of a word, in English or Kiswahili: some thirty demo items have one.
    await page.goto("/search?q=s");
    await waitForHydration(page);
    await expect(itemCards(page)).toHaveCount(24);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/search?q=s&page=2",
    );
    const firstPage = await itemCards(page).getByRole("heading", { level: 3 }).allTextContents();

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/search?q=s&page=2");
    await expect(pages).toContainText("Page 2");
    const secondPage = await itemCards(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(24);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    // Other tests add items as the run goes on: a third page may follow, linked in turn.
    const next = pages.getByRole("link", { name: "Next" });
    if ((await next.count()) > 0) await expect(next).toHaveAttribute("href", "/search?q=s&page=3");
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/search?q=s&page=1");
    await expect(itemCards(page).getByRole("heading", { level: 3 })).toHaveText(firstPage);
  });

  test("no match says so", async ({ page }) => {
    const response = await page.goto("/search?q=zzzz");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("main").getByText(noResults)).toBeVisible();
    await expect(itemCards(page)).toHaveCount(0);
  });

  test("an empty search asks for a name", async ({ page }) => {
    const response = await page.goto("/search?q=%20%20");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Type the name of an item in the search box.")).toBeVisible();
  });

  const oddTexts: { name: string; q: string; finds?: string[] }[] = [
    { name: "a percent sign", q: "%" },
    { name: "an underscore", q: "_" },
    { name: "a backslash", q: "\\" },
    { name: "a quote", q: "'", finds: ["Men's Cotton Vest"] },
    { name: "SQL-looking text", q: "' OR '1'='1" },
    { name: "markup", q: "<script>alert(1)</script>" },
    { name: "10,000 characters", q: "a".repeat(10_000) },
    { name: "an emoji", q: "\u{1F455}\u{1F455}" },
  ];
  test("odd search texts give a page, not an error", async ({ page }) => {
    for (const { name, q, finds } of oddTexts) {
      await test.step(name, async () => {
        const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
        expect(response?.status(), name).toBeLessThan(500);
        await expect(level1(page)).toBeVisible();
        if (finds) {
          await expect(itemCards(page).getByRole("heading", { level: 3 })).toHaveText(finds);
        } else {
          await expect(page.getByRole("main").getByText(noResults)).toBeVisible();
          await expect(itemCards(page)).toHaveCount(0);
        }
      });
    }
  });

  test("the search text is shown as text, not markup", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`/search?q=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    await expect(level1(page)).toHaveText("Search results for “<img src=x onerror=alert(1)>”");
    await waitForHydration(page);
    expect(dialogs).toBe(0);
  });
});
