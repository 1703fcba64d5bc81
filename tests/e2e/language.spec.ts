// Kiswahili and English: the switch on each kind of page (with and without JavaScript), the whole
// purchase in Kiswahili by the controls' fixed Kiswahili names, Accept-Language deciding before
// any choice, and the axe scan of the main pages in Kiswahili.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  adminEmail,
  adminPassword,
  customerWithOrder,
  itemPathOf,
  addToCartQuietly,
  level1,
  orderIdOf,
  signedInCustomer,
  signInQuietly,
  uniqueEmail,
  uniqueShipping,
  waitForHydration,
} from "./helpers.ts";
import { waitForMails } from "./mail.ts";

const languageNav = (page: Page) => page.getByRole("navigation", { name: /^(Language|Lugha)$/ });
const switchTo = (page: Page, name: "English" | "Kiswahili") =>
  languageNav(page).getByRole("link", { name, exact: true });

/** The page's language as the browser and the switch say it. */
async function expectLanguage(page: Page, lang: "en" | "sw"): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(switchTo(page, lang === "sw" ? "Kiswahili" : "English")).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(switchTo(page, lang === "sw" ? "English" : "Kiswahili")).not.toHaveAttribute(
    "aria-current",
    /.*/,
  );
}

/** Signs in a new customer with a pair of sneakers in the cart, and goes on to `path`. */
const withCart = (path: string) => async (page: Page) => {
  await signedInCustomer(page);
  await addToCartQuietly(page.request, await itemPathOf(page, "shoes", "Canvas Sneakers"));
  return path;
};

/** Each kind of page, with who must be signed in to see it. */
const kinds: {
  name: string;
  path: (page: Page, javaScript: boolean) => Promise<string>;
  swHeading?: RegExp;
}[] = [
  { name: "landing page", path: async () => "/" },
  { name: "category page", path: async () => "/type/shoes", swHeading: /^VIATU$/ },
  { name: "item page", path: async (page) => itemPathOf(page, "women", "Kitenge Maxi Dress") },
  {
    name: "search page",
    path: async () => "/search?q=dress",
    swHeading: /^Matokeo ya kutafuta “dress”$/,
  },
  { name: "login page", path: async () => "/auth", swHeading: /^Ingia$/ },
  { name: "404 page", path: async () => "/no/such/page" },
  {
    name: "checkout page",
    path: withCart("/checkout"),
    swHeading: /^Kulipia oda$/,
  },
  {
    name: "order page",
    path: async (page, javaScript) =>
      `/order-confirmation/${(await customerWithOrder(page, { javaScript })).orderId}`,
    swHeading: /^Uthibitisho wa oda$/,
  },
  {
    name: "orders desk",
    path: async (page) => (
      await signInQuietly(page.request, adminEmail, adminPassword),
      "/admin/orders"
    ),
    swHeading: /^Oda$/,
  },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language switch ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    for (const kind of kinds) {
      test(`switches the ${kind.name} to Kiswahili and back, on the same address`, async ({
        page,
      }) => {
        const path = await kind.path(page, javaScriptEnabled);
        await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        await expectLanguage(page, "en");
        const before = new URL(page.url());

        await switchTo(page, "Kiswahili").click();
        await expectLanguage(page, "sw");
        const after = new URL(page.url());
        expect(after.pathname).toBe(before.pathname);
        for (const [name, value] of before.searchParams)
          expect(after.searchParams.get(name)).toBe(value);
        expect(after.searchParams.get("lang")).toBe("sw");
        if (kind.swHeading) await expect(level1(page)).toHaveText(kind.swHeading);
        // The search box's fixed Kiswahili name is Tafuta; the cart link's name starts with Kikapu.
        await expect(page.getByRole("searchbox", { name: "Tafuta", exact: true })).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: /^Kikapu/ })).toBeVisible();

        // The choice is remembered: the same page without ?lang= stays in Kiswahili.
        await page.goto(path);
        await expectLanguage(page, "sw");

        await switchTo(page, "English").click();
        await expectLanguage(page, "en");
        await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toBeVisible();
      });
    }
  });
}

test("a shopper registers, buys and follows the order in Kiswahili", async ({ page }) => {
  const email = uniqueEmail("mnunuzi");
  const password = "siri-yangu-123";
  await page.goto("/?lang=sw");
  await expectLanguage(page, "sw");

  // Register and sign in.
  await page.getByRole("banner").getByRole("link", { name: "Ingia", exact: true }).click();
  await expect(level1(page)).toHaveText("Ingia");
  await page.getByRole("link", { name: "Jisajili Hapa" }).click();
  await waitForHydration(page);
  await page.getByLabel("Barua pepe", { exact: true }).fill(email);
  await page.getByLabel("Nenosiri", { exact: true }).fill(password);
  await page.getByLabel("Thibitisha Nenosiri", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Jisajili", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await waitForHydration(page);
  await page.getByLabel("Barua pepe", { exact: true }).fill(email);
  await page.getByLabel("Nenosiri", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Ingia", exact: true }).click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: "Toka", exact: true }),
  ).toBeVisible();

  // Find a dress (its card says the Kiswahili name staff gave it) and put it in the cart.
  await page
    .getByRole("navigation", { name: "Menyu kuu" })
    .getByRole("link", { name: "WANAWAKE", exact: true })
    .click();
  await expect(level1(page)).toHaveText("MAVAZI YA WANAWAKE");
  await page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Gauni Refu la Kitenge", exact: true }) })
    .getByRole("link", { name: "Angalia Maelezo" })
    .click();
  await page
    .getByRole("group", { name: "Saizi" })
    .locator("input[type=radio]:not([disabled])")
    .first()
    .check();
  await page.getByRole("button", { name: "Weka Kikapuni", exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(level1(page)).toHaveText("Kikapu chako");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Kikapu, bidhaa 1" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("term")).toHaveText([
    "Jumla ya Bidhaa",
    "Jumla ya Bei",
  ]);

  // Check out, paying by M-Pesa.
  await page.getByRole("button", { name: "Endelea Kulipa", exact: true }).click();
  await expect(level1(page)).toHaveText("Kulipia oda");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "M-Pesa", exact: true }).check();
  await expect(page.getByRole("heading", { name: "Lipa kwa M-Pesa" })).toBeVisible();
  const shipping = uniqueShipping();
  await page.getByLabel("Jina", { exact: true }).fill(shipping.name);
  await page.getByLabel("Barua pepe", { exact: true }).fill(email);
  await page.getByLabel("Anwani", { exact: true }).fill(shipping.address);
  await page.getByLabel("Nambari ya simu", { exact: true }).fill(shipping.phone);
  await page.getByLabel("Mji", { exact: true }).fill(shipping.city);
  await page.getByLabel("Msimbo wa posta", { exact: true }).fill(shipping.postalCode);
  await page.getByRole("button", { name: "Weka Oda", exact: true }).click();
  await expect(level1(page)).toHaveText("Oda Imefanikiwa!");
  const orderId = orderIdOf(page.url());
  const orderNumber = /^Nambari ya oda: ([0-9A-Z]{8})$/.exec(
    (await page.getByText(/^Nambari ya oda: /).textContent()) ?? "",
  )?.[1];
  expect(orderNumber).toBeDefined();

  // The confirmation e-mail is in Kiswahili; so is the order's page.
  const [mail] = await waitForMails(email);
  expect(mail!.subject).toBe(`Oda yako ya Duka Fashions ${orderNumber}`);
  expect(mail!.text).toContain(`Asante kwa oda yako, ${shipping.name}!`);
  expect(mail!.text).toContain(`/order-confirmation/${orderId}`);
  expect(mail!.text).toMatch(/Lipa Ksh\. [\d,]+\.\d\d kwa M-Pesa/);
  await page.getByRole("link", { name: "Angalia maelezo ya oda" }).click();
  await expect(level1(page)).toHaveText("Uthibitisho wa oda");
  await expect(
    page.getByRole("main").getByRole("region", { name: "Hali: Inasubiri" }),
  ).toBeVisible();
  await page
    .getByRole("navigation", { name: "Menyu kuu" })
    .getByRole("link", { name: "Oda zangu" })
    .click();
  await expect(level1(page)).toHaveText("Oda zangu");
  await page.getByRole("banner").getByRole("button", { name: "Toka", exact: true }).click();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Ingia", exact: true }),
  ).toBeVisible();
});

test.describe("a browser that prefers Kiswahili", () => {
  test.use({ locale: "sw-KE" });

  test("is answered in Kiswahili until the reader chooses English", async ({ page }) => {
    await page.goto("/");
    await expectLanguage(page, "sw");
    await expect(page.getByRole("region", { name: "Bidhaa teule" })).toBeVisible();
    await switchTo(page, "English").click();
    await expectLanguage(page, "en");
    await page.goto("/type/women");
    await expectLanguage(page, "en");
  });
});

test.describe("the axe scan in Kiswahili", () => {
  const pages: { name: string; path: (page: Page) => Promise<string> }[] = [
    { name: "landing page", path: async () => "/" },
    { name: "category page", path: async () => "/type/women" },
    { name: "item page", path: async (page) => itemPathOf(page, "women", "Kitenge Maxi Dress") },
    { name: "search page", path: async () => "/search?q=shirt" },
    { name: "login page", path: async () => "/auth" },
    { name: "register page", path: async () => "/register" },
    { name: "cart page", path: withCart("/cart") },
    { name: "checkout page", path: withCart("/checkout") },
    {
      name: "order page",
      path: async (page) => `/order-confirmation/${(await customerWithOrder(page)).orderId}`,
    },
    {
      name: "orders desk",
      path: async (page) => (
        await signInQuietly(page.request, adminEmail, adminPassword),
        "/admin/orders"
      ),
    },
    {
      name: "items desk",
      path: async (page) => (
        await signInQuietly(page.request, adminEmail, adminPassword),
        "/admin/items"
      ),
    },
  ];
  for (const target of pages) {
    test(`finds no serious or critical WCAG 2.1 AA violation on the ${target.name}`, async ({
      page,
    }) => {
      const path = await target.path(page);
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=sw`);
      await expectLanguage(page, "sw");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});
