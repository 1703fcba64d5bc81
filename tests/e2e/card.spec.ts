// Cards pay by themselves, in Chromium, on the second test shop (PESAPAL_ENV=simulator): Credit card
// and Place Order take the shopper to the simulator's payment page; a declined card brings them back
// to a plain-words failure and Try again (the same order) to the page again, where the paying test
// card ends on Paid with the confirmation code; staff refund part of it from the desk and the
// customer sees the refund. Without JavaScript the same way works by redirects alone.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eMpesaPort } from "../support/e2e-server.ts";
import {
  addToCartQuietly,
  fillShipping,
  itemToOrder,
  level1,
  orderIdOf,
  randomClientAddress,
  signedInCustomer,
  staffBrowser,
  uniqueShipping,
  waitForHydration,
} from "./helpers.ts";

const baseURL = `http://127.0.0.1:${e2eMpesaPort()}`;
const test = base.extend({
  baseURL,
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

/** Checks out one dress by card; ends on the simulator's payment page. */
async function checkoutByCard(page: Page, javaScript: boolean): Promise<void> {
  await signedInCustomer(page);
  await addToCartQuietly(page.request, (await itemToOrder(page)).path, 1);
  await page.goto("/checkout");
  if (javaScript) await waitForHydration(page);
  await page.getByRole("radio", { name: "Credit card", exact: true }).check();
  await expect(page.getByText(/Pesapal's secure payment page/)).toBeVisible();
  await fillShipping(page, uniqueShipping());
  await page.getByRole("button", { name: "Place Order", exact: true }).click();
  await expect(page).toHaveURL(/\/simulator\/pesapal\/pay\/[0-9a-f-]{36}$/);
  await expect(page.getByText("No real money moves.").first()).toBeVisible();
}

/** The page's serious and critical WCAG 2.1 AA problems (as tests/e2e/accessibility.spec.ts scans). */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help}`);
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("12/39");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
  await expect(level1(page)).toHaveText("Order Successful!");
}

test("declined, Try again on the same order, Paid; staff refund part and the customer sees it", async ({
  page,
  browser,
}) => {
  // Two payments, a refund by staff and the tests' own item made on first use: more than 30 s on a
  // busy machine.
  test.setTimeout(90_000);
  await checkoutByCard(page, true);
  await payWith(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toHaveText(
    "Your card payment did not go through: your bank declined the card. Try another card or call your bank.",
  );
  const orderId = orderIdOf(page.url());
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Try again", exact: true }).click();
  await expect(page).toHaveURL(/\/simulator\/pesapal\/pay\/[0-9a-f-]{36}$/);
  await payWith(page, "4111 1111 1111 1111");
  expect(orderIdOf(page.url())).toBe(orderId);
  await expect(page.getByText(/Paid by card: confirmation code \S+/)).toBeVisible();

  const staff = await staffBrowser(browser, baseURL);
  try {
    await staff.page.goto(`/admin/orders/${orderId}`);
    await expect(staff.page.getByText("Visa 411111xxxxxx1111")).toBeVisible();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await staff.page.getByLabel("Amount to refund (Ksh)").fill("50");
    await staff.page.getByLabel("Reason for the refund").fill("Hem came undone");
    await staff.page.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(staff.page.getByText("Refund of Ksh. 50.00 accepted by Pesapal.")).toBeVisible();
    // Asked once: the form is gone.
    await expect(staff.page.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  } finally {
    await staff.context.close();
  }
  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByText("Refunded to your card: Ksh. 50.00 (Hem came undone)")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Place Order, the payment page and back to Paid, by redirects alone", async ({ page }) => {
    await checkoutByCard(page, false);
    await payWith(page, "4111 1111 1111 1111");
    await expect(page.getByText(/Paid by card: confirmation code \S+/)).toBeVisible();
  });
});
