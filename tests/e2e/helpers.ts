// Shared helpers of the browser tests: locating things the way a shopper (or a screen reader) does.
import { randomInt } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

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
