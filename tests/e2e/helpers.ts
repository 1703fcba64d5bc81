// Shared helpers of the browser tests: locating things the way a shopper (or a screen reader) does.
import { randomInt } from "node:crypto";
import sharp from "sharp";
import { purchasableChoicesIn } from "../../tools/harness/shop-pages.ts";
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";

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
 * Waits until the page's scripts have taken over, so that clicks and typing reach their handlers
 * instead of the browser's defaults (a form submission, or text a handler would not see): the page
 * script (every page) marks <html data-enhanced>, and on the pages React hydrates, React marks the
 * elements it has hydrated with its own properties (the nav's search box is hydrated in the first
 * pass). The browse pages are not hydrated (decision 0002).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        // The nav's search box, in whichever language the page is.
        page
          .getByRole("banner")
          .getByRole("searchbox")
          .evaluate((el) => {
            const enhanced = document.documentElement.dataset.enhanced === "true";
            const hydrates = "__reactRouterContext" in window;
            return (
              enhanced &&
              (!hydrates || Object.keys(el).some((key) => key.startsWith("__reactProps")))
            );
          }),
      {
        message: "the page's scripts should take over",
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

/** The shop staff account the test shop makes at start (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const adminEmail = "admin@duka.test";
export const adminPassword = "admin-pass-123";

/** An e-mail address no other test uses. */
export function uniqueEmail(name = "shopper"): string {
  return `${name}-${Date.now()}-${randomInt(1_000_000_000)}@example.com`;
}

/**
 * A made-up client address for X-Forwarded-For. The test shop trusts that header (TRUST_PROXY), so a
 * test with its own address is not held back by another test's failed sign-ins from 127.0.0.1.
 */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The navigation bar's Logout button (shown while signed in). */
export function logoutButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "Logout", exact: true });
}

/** The navigation bar's Login link (the person icon, shown while signed out). */
export function loginLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: "Login", exact: true });
}

/** The navigation bar's cart link; named "Cart, N items" while signed in, "Cart" while signed out. */
export function cartLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Cart\b/ });
}

/**
 * Makes a customer account the way the register form does, without a browser page (for tests about
 * something else). `request` is `page.request` or a context's `request`.
 */
export async function registerAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post("/register", {
    form: { email, password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(response.status(), `registering ${email}`).toBe(302);
  expect(response.headers()["location"], `registering ${email}`).toBe("/auth");
}

/**
 * Signs in the way the login form does, without a browser page: the session cookie lands in the
 * browser context of `request` (`page.request` or a context's `request`).
 */
export async function signInQuietly(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post("/auth", { form: { email, password }, maxRedirects: 0 });
  expect(response.status(), `signing in ${email}`).toBe(302);
}

/** A new customer account, signed in in the browser context of `page`. */
export async function signedInCustomer(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = `pass-${String(randomInt(1_000_000_000)).padStart(9, "0")}`;
  await registerAccount(page.request, email, password);
  await signInQuietly(page.request, email, password);
  return { email, password };
}

/** The address of an item's page (/item/{id}), found as a shopper finds it: on its category page. */
export async function itemPathOf(page: Page, type: string, name: string): Promise<string> {
  await page.goto(`/type/${type}`);
  const href = await card(page, name)
    .getByRole("link", { name: "View Details" })
    .getAttribute("href");
  if (!href) throw new Error(`no ${name} in /type/${type}`);
  return href;
}

/**
 * Adds an item to the signed-in cart the way the item page's form does, without a browser page (for
 * tests about the cart or checkout). `itemPath` is /item/{id}; `request` is `page.request` or a
 * context's `request`.
 */
export async function addToCartQuietly(
  request: APIRequestContext,
  itemPath: string,
  quantity = 1,
  instructions = "",
): Promise<void> {
  // In the first size not sold out that has `quantity` left, as a shopper would pick it (none for an
  // item without sizes): the whole browser run buys the same demo items, and a size with fewer left
  // refuses the quantity (409) — then the next size is tried.
  const choices = purchasableChoicesIn(await (await request.get(itemPath)).text());
  if (choices.length === 0) throw new Error(`${itemPath} is sold out`);
  let response: APIResponse | undefined;
  for (const choice of choices) {
    response = await request.post(itemPath, {
      form: { quantity: String(quantity), instructions, sizeId: choice.sizeId ?? "" },
      maxRedirects: 0,
    });
    if (response.status() !== 409) break;
  }
  expect(response!.status(), `adding ${itemPath} to the cart`).toBe(302);
  expect(response!.headers()["location"], `adding ${itemPath} to the cart`).toBe("/cart");
}

/**
 * Picks a size on an item page as a shopper does: the one named, or the first not sold out; nothing
 * for an item without sizes.
 */
export async function chooseSize(page: Page, label?: string): Promise<void> {
  const group = page.getByRole("group", { name: "Size" });
  if ((await group.count()) === 0) return;
  // Without a name: a size with plenty left (no "Only N left" note) when there is one — the whole
  // browser run buys the same demo items — else the first that is not sold out.
  const plenty = group.locator("input[type=radio]:not([disabled]):not([aria-describedby])");
  const radio = label
    ? group.getByRole("radio", { name: label, exact: true })
    : (await plenty.count()) > 0
      ? plenty.first()
      : group.locator("input[type=radio]:not([disabled])").first();
  await radio.check();
}

/** A line of the cart page: the list item with a link named after the item. */
export function cartLine(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The cart's "Total Items" and "Total Price" (the description list under the lines). */
export function cartTotals(page: Page): { terms: Locator; values: Locator } {
  const main = page.getByRole("main");
  return { terms: main.getByRole("term"), values: main.getByRole("definition") };
}

/** Expects the cart page's Total Items and Total Price. */
export async function expectCartTotals(page: Page, items: number, cents: number): Promise<void> {
  const { terms, values } = cartTotals(page);
  await expect(terms).toHaveText(["Total Items", "Total Price"]);
  await expect(values).toHaveText([String(items), formatKsh(cents)]);
}

/** Every row of a table as the trimmed texts of its header and data cells, in order. */
export async function tableRows(table: Locator): Promise<string[][]> {
  const rows = await table.getByRole("row").all();
  return Promise.all(
    rows.map(async (row) =>
      (
        await row
          .getByRole("columnheader")
          .or(row.getByRole("rowheader"))
          .or(row.getByRole("cell"))
          .allTextContents()
      ).map((text) => text.trim()),
    ),
  );
}

/** The shipping details of the checkout form; `email` and `country` (a name) keep the form's default when left out. */
export interface ShippingDetails {
  name: string;
  email?: string;
  address: string;
  phone: string;
  city: string;
  postalCode: string;
  country?: string;
}

/** Shipping details no other test uses (the name and city carry a random token). */
export function uniqueShipping(overrides: Partial<ShippingDetails> = {}): ShippingDetails {
  const token = String(randomInt(1_000_000)).padStart(6, "0");
  return {
    name: `Wanjiru Kamau ${token}`,
    address: `Plot ${token}, Kimathi Street`,
    phone: "0722 123 456",
    city: `Nyeri ${token}`,
    postalCode: "10100",
    ...overrides,
  };
}

/** The checkout form's fields, by their labels. */
export const checkoutField = {
  name: (page: Page) => page.getByLabel("Name", { exact: true }),
  email: (page: Page) => page.getByLabel("Email", { exact: true }),
  address: (page: Page) => page.getByLabel("Address", { exact: true }),
  phone: (page: Page) => page.getByLabel("Phone No.", { exact: true }),
  city: (page: Page) => page.getByLabel("City", { exact: true }),
  postalCode: (page: Page) => page.getByLabel("Postal Code", { exact: true }),
  country: (page: Page) => page.getByLabel("Country", { exact: true }),
};

/** Fills in the checkout page's shipping fields. */
export async function fillShipping(page: Page, shipping: ShippingDetails): Promise<void> {
  await checkoutField.name(page).fill(shipping.name);
  if (shipping.email !== undefined) await checkoutField.email(page).fill(shipping.email);
  await checkoutField.address(page).fill(shipping.address);
  await checkoutField.phone(page).fill(shipping.phone);
  await checkoutField.city(page).fill(shipping.city);
  await checkoutField.postalCode(page).fill(shipping.postalCode);
  if (shipping.country !== undefined) {
    await checkoutField.country(page).selectOption({ label: shipping.country });
  }
}

/** The order id at the end of a /checkout/success/{id} or /order-confirmation/{id} address. */
export function orderIdOf(url: string): string {
  const match = /\/(?:checkout\/success|order-confirmation)\/([0-9a-f-]{36})$/.exec(
    new URL(url).pathname,
  );
  if (!match) throw new Error(`not an order page: ${url}`);
  return match[1]!;
}

/**
 * On the checkout page (hydrated, or without JavaScript): chooses the payment method (its label),
 * fills in the shipping details and places the order; resolves with the order id once the success
 * page shows.
 */
export async function placeOrder(
  page: Page,
  payment: string,
  shipping: ShippingDetails,
): Promise<string> {
  await page.getByRole("radio", { name: payment, exact: true }).check();
  await fillShipping(page, shipping);
  await page.getByRole("button", { name: "Place Order", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
  await expect(level1(page)).toHaveText("Order Successful!");
  const orderId = orderIdOf(page.url());
  const numberText = await page.getByText(/^Order number: /).textContent();
  const orderNumber = /^Order number: ([0-9A-Z]{8})$/.exec(numberText ?? "")?.[1];
  if (!orderNumber) throw new Error(`no order number on the success view: ${numberText}`);
  orderNumbers.set(orderId, orderNumber);
  return orderId;
}

/** The order numbers the success view showed, by order id (this test process's orders). */
const orderNumbers = new Map<string, string>();

/** The order number the shop gave an order placed by `placeOrder` (what people read and search for). */
export function orderNumberOf(orderId: string): string {
  const orderNumber = orderNumbers.get(orderId);
  if (!orderNumber) throw new Error(`order ${orderId} was not placed through placeOrder`);
  return orderNumber;
}

export interface DressOrderOptions {
  /** The payment method's label at checkout; "Cash on delivery" unless said. */
  payment?: string;
  /** False for a page without JavaScript (the checkout form then posts without React). */
  javaScript?: boolean;
  shipping?: ShippingDetails;
}

export interface StockedItem {
  /** Its page's address, /item/{id}. */
  path: string;
  name: string;
  priceCents: number;
}

/**
 * Staff add an item of the test's own (its name carries a random token), in a hidden category of
 * its own made first (`addCategoryQuietly`), with `sizes` and `stock` of each, through the Add Item form; the demo items' stock is left
 * to the tests about the demo, so that no two tests buy the same last size.
 */
export async function stockedItem(
  browser: Browser,
  baseURL: string | undefined,
  {
    name = `Test Dress ${String(randomInt(1_000_000)).padStart(6, "0")}`,
    priceCents = 2450_00,
    sizes = "S, M, L",
    stock = 500,
  }: { name?: string; priceCents?: number; sizes?: string; stock?: number } = {},
): Promise<StockedItem> {
  const staff = await staffBrowser(browser, baseURL);
  try {
    const page = staff.page;
    const route = uniqueRoute("own");
    await addCategoryQuietly(page.request, route);
    await page.goto("/create");
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Item Name").fill(name);
    await field("Item Type").selectOption(route);
    await field("Item Price").fill((priceCents / 100).toFixed(2));
    const picture = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#7a3355" },
    })
      .png()
      .toBuffer();
    await field("Item Image").setInputFiles({
      name: "item.png",
      mimeType: "image/png",
      buffer: picture,
    });
    await field("Sizes").fill(sizes);
    await field("Stock").fill(String(stock));
    await page.getByRole("button", { name: "Add Item" }).click();
    const link = page.getByRole("link", { name: `View ${name}` });
    await expect(link).toBeVisible();
    return { path: (await link.getAttribute("href"))!, name, priceCents };
  } finally {
    await staff.context.close();
  }
}

/** The items orders are placed with: one per worker and shop (origin), made on first use. */
const orderItems = new Map<string, Promise<StockedItem>>();

/**
 * The item `placeDressOrder` buys on the shop `page` talks to (its context's baseURL): a dress of the
 * tests' own at Ksh. 2,450.00 with plenty of stock in sizes S, M and L.
 */
export async function itemToOrder(page: Page): Promise<StockedItem> {
  const origin = new URL((await page.request.get("/healthz")).url()).origin;
  let item = orderItems.get(origin);
  if (!item) {
    item = stockedItem(page.context().browser()!, origin);
    // A failed attempt is not kept: the next test tries again.
    item.catch(() => orderItems.delete(origin));
    orderItems.set(origin, item);
  }
  return item;
}

/**
 * The customer signed in in the browser context of `page` orders two of the tests' own dresses
 * (Ksh. 4,900.00, `itemToOrder`) through the checkout page; resolves with the order id once the
 * success page shows.
 */
export async function placeDressOrder(
  page: Page,
  {
    payment = "Cash on delivery",
    javaScript = true,
    shipping = uniqueShipping(),
  }: DressOrderOptions = {},
): Promise<{ orderId: string; shipping: ShippingDetails }> {
  await addToCartQuietly(page.request, (await itemToOrder(page)).path, 2);
  await page.goto("/checkout");
  if (javaScript) await waitForHydration(page);
  const orderId = await placeOrder(page, payment, shipping);
  return { orderId, shipping };
}

/**
 * A new customer, signed in in the browser context of `page`, who has placed an order of two of the
 * tests' own dresses (paid cash on delivery unless said); for tests about the pages after checkout.
 */
export async function customerWithOrder(
  page: Page,
  options: DressOrderOptions = {},
): Promise<{ email: string; password: string; orderId: string; shipping: ShippingDetails }> {
  const account = await signedInCustomer(page);
  return { ...account, ...(await placeDressOrder(page, options)) };
}

/**
 * A new browser context with a client address of its own and the shop staff account signed in
 * (for a test where a customer and staff act side by side). Close the context when done.
 */
export async function staffBrowser(
  browser: Browser,
  baseURL: string | undefined,
  { javaScriptEnabled = true } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
  const page = await context.newPage();
  await signInQuietly(page.request, adminEmail, adminPassword);
  return { context, page };
}

/** A category route no other test uses: lowercase letters and dashes only (digits become a to j). */
export function uniqueRoute(prefix = "e"): string {
  const digits = `${Date.now()}${randomInt(1000)}`;
  return `${prefix}-${digits.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
}

/**
 * Adds a hidden category the way the categories desk's form does, without a browser page; `request`
 * must be signed in as staff. Items of a test then have a category page of their own.
 */
export async function addCategoryQuietly(
  request: APIRequestContext,
  route: string,
  name = route.toUpperCase().slice(0, 40),
): Promise<void> {
  const response = await request.post("/admin/categories", {
    // Hidden: the landing page keeps the shop's own tiles while tests add categories.
    multipart: { intent: "save", name, nameSw: name, route },
    maxRedirects: 0,
  });
  expect(response.status(), `adding the category ${route}`).toBe(302);
}
