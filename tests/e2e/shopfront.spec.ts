// The storefront on a 360-pixel phone and on a desktop: the header keeps the cart and Login/Logout
// in view and the other links behind Menu (with and without JavaScript), no page scrolls sideways,
// what a finger taps is at least 44 x 44 px, /shop sorts and pages, and no intent is lost on the
// way through login or Register.
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import {
  adminEmail,
  adminPassword,
  cartLine,
  level1,
  loginLink,
  logoutButton,
  parseKsh,
  randomClientAddress,
  signedInCustomer,
  signInQuietly,
  stockedItem,
  uniqueEmail,
  waitForHydration,
} from "./helpers.ts";

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 900 };

const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const banner = (page: Page) => page.getByRole("banner");
const menu = (page: Page) => banner(page).locator("details.menu > summary");
const cart = (page: Page) => banner(page).getByRole("link", { name: /^Cart\b/ });

/** How much wider than the window the page is (0: nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the element lies wholly inside the window (nothing cut off to the right or left). */
async function expectInsideWindow(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  expect(box, "shown").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectTappable(locator: ReturnType<Page["locator"]>, what: string) {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(44);
}

async function newContext(browser: Browser, baseURL: string | undefined, javaScript: boolean) {
  return browser.newContext({
    baseURL,
    viewport: phone,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
}

const pageLinks = ["HOME", "SHOP", "WOMEN", "MEN", "CONTACT"];

for (const javaScript of [true, false]) {
  test(`phone header ${javaScript ? "with" : "without"} JavaScript: cart and Login in view, the links behind Menu`, async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, baseURL, javaScript);
    const page = await context.newPage();
    try {
      await page.goto("/type/women");
      await expectInsideWindow(page, cart(page));
      await expectInsideWindow(page, loginLink(page));
      await expect(menu(page)).toHaveText("Menu");
      for (const name of pageLinks)
        await expect(banner(page).getByRole("link", { name, exact: true })).toBeHidden();
      await menu(page).click();
      for (const name of pageLinks) {
        const link = banner(page).getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        await expectInsideWindow(page, link);
      }
      await expect(banner(page).getByRole("link", { name: "Kiswahili" })).toBeVisible();
      await banner(page).getByRole("link", { name: "SHOP", exact: true }).click();
      await expect(page).toHaveURL("/shop");
      expect(await sidewaysOverflow(page)).toBe(0);

      // Signed in: Logout and My orders; in Kiswahili the same, under Menyu.
      const email = uniqueEmail("header");
      await page.request.post("/register", {
        form: { email, password: "header-pass-1", confirmPassword: "header-pass-1" },
      });
      await signInQuietly(page.request, email, "header-pass-1");
      await page.goto("/?lang=sw");
      await expectInsideWindow(
        page,
        cart(page).or(banner(page).getByRole("link", { name: /^Kikapu/ })),
      );
      await expectInsideWindow(page, banner(page).getByRole("button", { name: "Toka" }));
      await menu(page).click();
      await expect(banner(page).getByRole("link", { name: "Oda zangu" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
}

test("phone: CONTACT in the Menu closes the menu and shows the contacts", async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL, true);
  const page = await context.newPage();
  try {
    // A page React does not hydrate (the page's own script), and one it does.
    for (const path of ["/type/women", "/auth"]) {
      await page.goto(path);
      if (path === "/auth") await waitForHydration(page);
      else await expect(page.locator("html")).toHaveAttribute("data-enhanced", "true");
      await menu(page).click();
      await banner(page).getByRole("link", { name: "CONTACT", exact: true }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(banner(page).getByRole("link", { name: "SHOP", exact: true })).toBeHidden();
      await expect(
        page.getByRole("contentinfo").getByRole("region", { name: "Contacts" }),
      ).toBeInViewport();
      // The menu opens again at the next tap.
      await menu(page).click();
      await expect(banner(page).getByRole("link", { name: "SHOP", exact: true })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

test("desktop header: the links inline, no Menu", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await expect(menu(page)).toBeHidden();
  for (const name of pageLinks)
    await expect(banner(page).getByRole("link", { name, exact: true })).toBeVisible();
  await expect(cart(page)).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});

test("no page scrolls sideways at 360 px, signed out, signed in and as staff", async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL, true);
  const page = await context.newPage();
  try {
    const overflowOf = async (path: string) => {
      await page.goto(path);
      return [path, await sidewaysOverflow(page)] as const;
    };
    await page.goto("/shop");
    const itemPath = (await page.locator("main a[href^='/item/']").first().getAttribute("href"))!;
    const visitorPages = [
      "/",
      "/shop",
      "/shop?page=2",
      "/type/women",
      itemPath,
      "/search?q=dress",
      "/auth",
      "/register",
      "/forgot-password",
      "/cart",
      "/no-such-page",
    ];
    const results = [];
    for (const path of visitorPages) results.push(await overflowOf(path));
    await signedInCustomer(page);
    for (const path of ["/", itemPath, "/cart", "/orders"]) results.push(await overflowOf(path));
    await page.request.post("/logout");
    await signInQuietly(page.request, adminEmail, adminPassword);
    for (const path of [
      "/admin",
      "/admin/orders",
      "/admin/items",
      "/admin/payments",
      "/admin/settings",
      "/create",
      `${itemPath}/edit`,
    ])
      results.push(await overflowOf(path));
    expect(results.filter(([, overflow]) => overflow > 0)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("what a finger taps on a phone is at least 44 x 44 px", async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL, true);
  const page = await context.newPage();
  try {
    await page.goto("/shop");
    await expectTappable(menu(page), "Menu");
    await expectTappable(cart(page), "cart");
    await expectTappable(loginLink(page), "Login");
    await expectTappable(
      page.getByRole("main").getByRole("link", { name: "View Details" }).first(),
      "View Details",
    );
    await signedInCustomer(page);
    await page.goto("/shop");
    await expectTappable(logoutButton(page), "Logout");
    // An item with sizes (shoes sell by size): its size labels, the quantity buttons and Add to Cart.
    await page.goto("/type/shoes");
    const sized = page.locator("main article").first();
    await sized.getByRole("link", { name: "View Details" }).click();
    const sizes = page.getByRole("group", { name: "Size" }).locator("label");
    expect(await sizes.count()).toBeGreaterThan(0);
    for (const label of await sizes.all()) await expectTappable(label, "size label");
    await expectTappable(page.getByRole("button", { name: "Increase quantity" }), "+");
    await expectTappable(page.getByRole("button", { name: "Decrease quantity" }), "-");
    await expectTappable(page.getByRole("button", { name: "Add to Cart" }), "Add to Cart");
    await page
      .getByRole("group", { name: "Size" })
      .locator("input:not([disabled])")
      .first()
      .check();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL("/cart");
    await page.goto("/checkout");
    await expectTappable(page.getByRole("button", { name: "Place Order" }), "Place Order");
  } finally {
    await context.close();
  }
});

test("/shop sorts by price and pages with Next and Previous, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL, false);
  const page = await context.newPage();
  const prices = async () =>
    (await page.getByRole("main").locator("article p.font-bold").allTextContents()).map((text) =>
      parseKsh(text.replace(/^From /, "")),
    );
  try {
    await page.goto("/");
    await menu(page).click();
    await banner(page).getByRole("link", { name: "SHOP", exact: true }).click();
    await expect(level1(page)).toHaveText("All items");
    await expect(page.getByLabel("Sort by")).toHaveValue("newest");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(24);
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL("/shop?sort=price-asc");
    const first = await prices();
    expect(first).toEqual([...first].sort((a, b) => a - b));
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/shop?sort=price-asc&page=2");
    await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
    const second = await prices();
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL("/shop?sort=price-asc&page=1");
    await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    const dearest = await prices();
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    expect((await page.goto("/shop?sort=cheapest"))?.status()).toBe(404);
  } finally {
    await context.close();
  }
});

for (const javaScript of [true, false]) {
  test(`Add to Cart signed out, then Register and log in ${javaScript ? "with" : "without"} JavaScript: the item is in the cart as chosen`, async ({
    browser,
    baseURL,
  }) => {
    const name = `Intent Tee ${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const { path: itemPath } = await stockedItem(browser, baseURL, { name, stock: 50 });
    const context = await newContext(browser, baseURL, javaScript);
    const page = await context.newPage();
    try {
      await page.goto(itemPath);
      await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
      await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
      await page.getByLabel("Special Instructions").fill("Gift wrap, please");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL(/^[^?]*\/auth\?/);
      await expect(
        page.getByText("Log in and the item you chose goes into your cart.", { exact: true }),
      ).toBeVisible();

      // No account yet: Register, then the login page says so with the e-mail filled in.
      const email = uniqueEmail("intent");
      if (javaScript) await waitForHydration(page);
      await page.getByRole("link", { name: "Register Here" }).click();
      await expect(level1(page)).toHaveText("Register");
      if (javaScript) await waitForHydration(page);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("intent-pass-1");
      await page.getByLabel("Confirm Password").fill("intent-pass-1");
      await page.getByRole("main").getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/auth\?/);
      await expect(
        page.getByText("Account created. Log in with your e-mail and password.", { exact: true }),
      ).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);
      if (javaScript) await waitForHydration(page);
      await page.getByLabel("Password").fill("intent-pass-1");
      await page.getByRole("main").getByRole("button", { name: "Login" }).click();

      await expect(page).toHaveURL("/cart");
      const line = cartLine(page, name);
      await expect(line).toContainText("Size: M");
      await expect(line.locator("input[name=quantity]")).toHaveValue("3");
      await expect(line).toContainText("Gift wrap, please");
      // Said once: back on /auth later, no "Account created".
      await page.request.post("/logout");
      await page.goto("/auth");
      await expect(page.getByText("Account created.")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test("after Register the Kiswahili login page says the account was created", async ({ page }) => {
  await page.goto("/register?lang=sw");
  await waitForHydration(page);
  const email = uniqueEmail("sajili");
  await page.getByLabel("Barua pepe").fill(email);
  await page.getByLabel("Nenosiri", { exact: true }).fill("sajili-pass-1");
  await page.getByLabel("Thibitisha Nenosiri").fill("sajili-pass-1");
  await page.getByRole("main").getByRole("button").click();
  await expect(page).toHaveURL("/auth");
  await expect(
    page.getByText("Akaunti imefunguliwa. Ingia kwa barua pepe na nenosiri lako."),
  ).toBeVisible();
  await expect(page.getByLabel("Barua pepe")).toHaveValue(email);
});
