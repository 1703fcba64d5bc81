// The storefront as a shopper with JavaScript sees it: landing page, categories, item page, 404s,
// navigation bar and footer.
import { expect, test, type Page } from "@playwright/test";
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
  waitForHydration,
} from "./helpers.ts";

const categoryTiles = [
  { label: "WOMEN'S WEAR", href: "/type/women" },
  { label: "MEN'S WEAR", href: "/type/men" },
  { label: "SHOES", href: "/type/shoes" },
  { label: "HOUSEHOLD ITEMS", href: "/type/households" },
  { label: "INNER CLOTHES", href: "/type/inners" },
  { label: "SPORTS WEAR", href: "/type/sports" },
];

const womenItems = [
  "Kitenge Maxi Dress",
  "Ankara Wrap Skirt",
  "Chiffon Blouse",
  "High-Waist Denim Jeans",
  "Kanga Print Kimono",
  "Knitted Cardigan",
  "Pleated Midi Skirt",
];

test.describe("landing page", () => {
  test("shows the hero, categories, featured items, promo, testimonials and why choose us", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("Fashion and home goods, delivered across Kenya");
    await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "#featured");
    await expect(page.getByRole("heading", { level: 2, name: "Shop by category" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Featured items" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "New season kitenge and Ankara styles" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop women's wear" })).toHaveAttribute(
      "href",
      "/type/women",
    );
    await expect(
      page.getByRole("heading", { level: 2, name: "What our customers say" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("blockquote")).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "Why choose us" })).toBeVisible();
    for (const reason of ["Countrywide delivery", "Pay your way", "Retail and wholesale"]) {
      await expect(page.getByRole("heading", { level: 3, name: reason })).toBeVisible();
    }
  });

  test("category tiles show their label and how many items their category page lists", async ({
    page,
  }) => {
    await page.goto("/");
    const tiles = page.getByRole("region", { name: "Shop by category" }).getByRole("link");
    // In this order (the categories desk's test may add one of its own meanwhile).
    const hrefs = categoryTiles.map((tile) => tile.href);
    const shown = await tiles.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(shown.filter((href) => hrefs.includes(href!))).toEqual(hrefs);
    const counts: number[] = [];
    for (const tile of categoryTiles) {
      const link = tiles.and(page.locator(`[href="${tile.href}"]`));
      await expect(link).toContainText(tile.label);
      await expect(link).toHaveAttribute("href", tile.href);
      counts.push(Number((await link.textContent())!.match(/(\d+) Products/)![1]));
    }
    // The counts are what the shop holds (not the seed's fixed text): each category page lists as many.
    for (const [index, tile] of categoryTiles.entries()) {
      await page.goto(tile.href);
      await expect(itemCards(page)).toHaveCount(counts[index]!);
    }
  });

  test("a category tile opens its category", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: /SHOES\s*\d+ Products/ }).click();
    await expect(page).toHaveURL("/type/shoes");
    await expect(level1(page)).toHaveText("SHOES");
    await expect(card(page, "Canvas Sneakers")).toBeVisible();
  });

  test("featured items: the 8 newest, each with a loaded image and View Details", async ({
    page,
  }) => {
    await page.goto("/");
    const featured = featuredRegion(page);
    const details = featured.getByRole("link", { name: "View Details" });
    await expect(details).toHaveCount(8);
    for (const link of await details.all()) {
      await expect(link).toHaveAttribute("href", /^\/item\/[0-9a-f-]{36}$/);
    }
    const images = featured.getByRole("img");
    await expect(images).toHaveCount(8);
    for (const image of await images.all()) {
      await expect(image).toHaveAccessibleName(/\S/);
      // The images load lazily: bring each into view, then it must load.
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: `image ${await image.getAttribute("alt")} should load`,
        })
        .toBeGreaterThan(0);
    }
    // Eight different items.
    const names = await featured.getByRole("heading", { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(8);
  });

  test("a featured item's View Details opens its item page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const first = featuredRegion(page).getByRole("article").first();
    const name = (await first.getByRole("heading", { level: 3 }).textContent())!;
    await first.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
    await expect(level1(page)).toHaveText(name);
  });

  test("Shop now goes to the featured items", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(featuredRegion(page).getByRole("link", { name: "View Details" })).toHaveCount(8);
    await page.getByRole("link", { name: "Shop now" }).click();
    await expect(page).toHaveURL(/\/#featured$/);
    await expect(page.getByRole("heading", { level: 2, name: "Featured items" })).toBeInViewport();
  });
});

test.describe("category page", () => {
  test("lists the category's items with name, type, price and View Details", async ({ page }) => {
    const response = await page.goto("/type/women");
    expect(response?.status()).toBe(200);
    await expect(level1(page)).toHaveText("WOMEN");
    await expect(itemCards(page)).toHaveCount(womenItems.length);
    // Newest first; the demo items share one creation time, so compare as sets.
    const names = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
    expect(names.toSorted()).toEqual(womenItems.toSorted());
    for (const article of await itemCards(page).all()) {
      await expect(article.getByRole("img")).toHaveCount(1);
      // The category by its name in the page's language.
      await expect(article.getByText("WOMEN'S WEAR", { exact: true })).toBeVisible();
      await expect(article.getByText(kshPattern)).toHaveCount(1);
      await expect(article.getByRole("link", { name: "View Details" })).toHaveAttribute(
        "href",
        /^\/item\/[0-9a-f-]{36}$/,
      );
    }
    await expect(card(page, "Kitenge Maxi Dress").getByText(kshPattern)).toHaveText(
      "Ksh. 2,450.00",
    );
    await expect(card(page, "Ankara Wrap Skirt").getByText(kshPattern)).toHaveText("Ksh. 1,650.00");
  });

  test("the type matches ignoring case", async ({ page }) => {
    await page.goto("/type/women");
    const lower = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
    expect(lower).toHaveLength(womenItems.length);

    await page.goto("/type/WOMEN");
    await expect(level1(page)).toHaveText("WOMEN");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText(lower);

    await page.goto("/type/Men");
    await expect(level1(page)).toHaveText("MEN");
    await expect(card(page, "Slim Fit Oxford Shirt").getByText(kshPattern)).toHaveText(
      "Ksh. 1,800.00",
    );
  });

  test("an unknown category says there are no items", async ({ page }) => {
    const response = await page.goto("/type/spaceships");
    expect(response?.status()).toBeLessThan(500);
    await expect(level1(page)).toHaveText("SPACESHIPS");
    await expect(page.getByText("No items found for this category.")).toBeVisible();
    await expect(itemCards(page)).toHaveCount(0);
  });

  test("a small category has no Previous / Next links", async ({ page }) => {
    await page.goto("/type/men");
    await expect(itemCards(page)).toHaveCount(7);
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  });

  test("a card's View Details opens the item", async ({ page }) => {
    await page.goto("/type/men");
    await waitForHydration(page);
    await card(page, "Cotton Polo Shirt").getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/item\/[0-9a-f-]{36}$/);
    await expect(level1(page)).toHaveText("Cotton Polo Shirt");
  });
});

test.describe("item page", () => {
  /** Opens an item from its category page; returns its id. */
  async function openItem(page: Page, type: string, name: string): Promise<string> {
    await page.goto(`/type/${type}`);
    const href = await card(page, name)
      .getByRole("link", { name: "View Details" })
      .getAttribute("href");
    expect(href).toMatch(/^\/item\//);
    const response = await page.goto(href!);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return itemIdOf(page.url());
  }

  const price = (page: Page) => page.getByRole("main").getByText(kshPattern);

  test("shows name, type, image, price, quantity, special instructions and Add to Cart", async ({
    page,
  }) => {
    await openItem(page, "women", "Kitenge Maxi Dress");
    await expect(level1(page)).toHaveText("Kitenge Maxi Dress");
    await expect(page.getByRole("main").getByText("WOMEN'S WEAR", { exact: true })).toBeVisible();
    // The main picture (the gallery's first; every picture's alt text names the item).
    const image = page.getByRole("main").getByRole("img", { name: "Kitenge Maxi Dress" }).first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(price(page)).toHaveText("Ksh. 2,450.00");
    await expect(page.getByLabel("Quantity", { exact: true })).toHaveValue("1");
    const instructions = page.getByLabel("Special Instructions");
    await expect(instructions).toBeVisible();
    await expect(instructions).toHaveAttribute("placeholder", /size/i);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });

  test("plus twice triples the price; minus stops at 1", async ({ page }) => {
    await openItem(page, "men", "Slim Fit Oxford Shirt");
    const url = page.url();
    const quantity = page.getByLabel("Quantity", { exact: true });
    const increase = page.getByRole("button", { name: "Increase quantity" });
    const decrease = page.getByRole("button", { name: "Decrease quantity" });

    const unit = parseKsh((await price(page).textContent())!);
    expect(unit).toBe(1800_00);
    await expect(quantity).toHaveValue("1");
    await expect(decrease).toBeDisabled();

    await increase.click();
    await expect(quantity).toHaveValue("2");
    await expect(price(page)).toHaveText(formatKsh(unit * 2));
    await increase.click();
    await expect(quantity).toHaveValue("3");
    await expect(price(page)).toHaveText(formatKsh(unit * 3));
    await expect(price(page)).toHaveText("Ksh. 5,400.00");
    await expect(page.getByText(`${formatKsh(unit)} each`)).toBeVisible();
    // With JavaScript the page changes in place, without a reload.
    expect(page.url()).toBe(url);

    await expect(decrease).toBeEnabled();
    await decrease.click();
    await expect(quantity).toHaveValue("2");
    await decrease.click();
    await expect(quantity).toHaveValue("1");
    await expect(price(page)).toHaveText(formatKsh(unit));
    await expect(decrease).toBeDisabled();
    await expect(page.getByText(/ each$/)).toHaveCount(0);
  });

  test("typing a quantity updates the price", async ({ page }) => {
    await openItem(page, "women", "Kitenge Maxi Dress");
    await page.getByLabel("Quantity", { exact: true }).fill("4");
    await expect(price(page)).toHaveText("Ksh. 9,800.00");
  });

  test("Add to Cart while signed out goes to sign in, then back to the item", async ({ page }) => {
    const id = await openItem(page, "shoes", "Canvas Sneakers");
    await page.getByLabel("Special Instructions").fill("Size 42 please");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(`/item/${id}`);
  });

  for (const [what, path] of [
    ["an unknown item id", "/item/00000000-0000-4000-8000-000000000000"],
    ["a malformed item id", "/item/not-an-id"],
    ["a malformed item id with odd characters", "/item/%27%20OR%201%3D1--"],
    ["an unknown address", "/no-such-page/at/all"],
  ] as const) {
    test(`${what} gives the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(level1(page)).toHaveText("Page not found");
      await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
      await expect(mainNav(page)).toBeVisible();
    });
  }
});

test.describe("scripts", () => {
  test("pages load and hydrate without script errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      // The browser logs the 404 status of a 404 page as a failed load; that one is expected.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        errors.push(`${page.url()}: ${message.text()}`);
      }
    });
    for (const path of ["/", "/type/women", "/search?q=shirt", "/no-such-page"]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.goto("/type/men");
    await card(page, "Denim Jacket").getByRole("link", { name: "View Details" }).click();
    await expect(level1(page)).toHaveText("Denim Jacket");
    await page.reload();
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});

test.describe("navigation bar and footer", () => {
  test("the nav has the page links, search, cart and login", async ({ page }) => {
    await page.goto("/type/men");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    const expected = [
      ["HOME", "/"],
      ["SHOP", "/shop"],
      ["WOMEN", "/type/women"],
      ["MEN", "/type/men"],
      ["CONTACT", "#contact"],
    ] as const;
    await expect(nav.getByRole("link")).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // The link of the page shown is marked current.
    await expect(nav.getByRole("link", { name: "MEN", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("search").getByRole("searchbox", { name: "Search" })).toBeVisible();
    await expect(searchBox(page)).toBeEditable();
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toHaveAttribute(
      "href",
      "/cart",
    );
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute(
      "href",
      "/auth",
    );
  });

  test("nav links go to their pages", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "WOMEN", exact: true }).click();
    await expect(page).toHaveURL("/type/women");
    await expect(level1(page)).toHaveText("WOMEN");
    await mainNav(page).getByRole("link", { name: "MEN", exact: true }).click();
    await expect(page).toHaveURL("/type/men");
    await expect(level1(page)).toHaveText("MEN");
    await mainNav(page).getByRole("link", { name: "HOME", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(level1(page)).toHaveText("Fashion and home goods, delivered across Kenya");
  });

  test("CONTACT scrolls to the contacts in the footer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(featuredRegion(page).getByRole("link", { name: "View Details" })).toHaveCount(8);
    const contacts = page.getByRole("contentinfo").getByRole("region", { name: "Contacts" });
    await expect(contacts).toHaveAttribute("id", "contact");
    await expect(contacts).not.toBeInViewport();
    await mainNav(page).getByRole("link", { name: "CONTACT", exact: true }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(contacts).toBeInViewport();
  });

  test("the footer has company, help, contacts, FAQ and social links", async ({ page }) => {
    await page.goto("/type/shoes");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText([
      "Company",
      "Help",
      "Contacts",
      "FAQ",
    ]);
    for (const name of ["Company", "Help", "Contacts", "FAQ"]) {
      await expect(footer.getByRole("region", { name })).toBeVisible();
    }
    const contacts = footer.getByRole("region", { name: "Contacts" });
    await expect(contacts.getByRole("link", { name: "+254 712 345 678" })).toHaveAttribute(
      "href",
      "tel:+254712345678",
    );
    await expect(contacts.getByRole("link", { name: "hello@dukafashions.co.ke" })).toHaveAttribute(
      "href",
      "mailto:hello@dukafashions.co.ke",
    );
    await expect(footer.getByRole("region", { name: "FAQ" }).getByRole("term")).toHaveCount(2);
    const social = footer.getByRole("list", { name: "Social links" }).getByRole("link");
    await expect(social).toHaveText(["Facebook", "Instagram", "X", "TikTok"]);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
  });
});
