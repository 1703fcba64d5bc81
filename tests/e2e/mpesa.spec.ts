// M-Pesa pays by itself, in Chromium, on the second test shop (MPESA_ENV=simulator): with
// JavaScript a shopper pays with a number the simulator approves (…000) and the success page turns
// to Paid by itself; without JavaScript the request waits on the virtual phone, a person approves
// it with PIN 1234, and the success page, refreshing itself, shows Paid too.
import { test as base, expect, type Page } from "@playwright/test";
import { e2eMpesaPort } from "../support/e2e-server.ts";
import {
  addToCartQuietly,
  itemToOrder,
  level1,
  placeOrder,
  randomClientAddress,
  signedInCustomer,
  uniqueShipping,
  waitForHydration,
} from "./helpers.ts";

const test = base.extend({
  baseURL: `http://127.0.0.1:${e2eMpesaPort()}`,
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const mpesaPhone = (page: Page) => page.getByLabel("M-Pesa phone number", { exact: true });

async function checkoutWithDress(page: Page, javaScript: boolean): Promise<void> {
  await signedInCustomer(page);
  // The tests' own item: an order takes stock, and the demo dress's is shared by the whole run.
  await addToCartQuietly(page.request, (await itemToOrder(page)).path, 1);
  await page.goto("/checkout");
  if (javaScript) await waitForHydration(page);
  await page.getByRole("radio", { name: "M-Pesa", exact: true }).check();
  await expect(page.getByText("Test payments: no real money moves.")).toBeVisible();
}

test("with JavaScript: the phone pays and the success page turns to Paid by itself", async ({
  page,
}) => {
  await checkoutWithDress(page, true);
  const shipping = uniqueShipping({ phone: "0722 555 000" });
  // The M-Pesa phone number follows the Phone No. as it is typed.
  await page.getByLabel("Phone No.", { exact: true }).fill(shipping.phone);
  await expect(mpesaPhone(page)).toHaveValue("0722 555 000");
  const orderId = await placeOrder(page, "M-Pesa", shipping);
  await expect(page.getByText("Check your phone: enter your M-Pesa PIN")).toBeVisible();
  await expect(page.getByText(/Paid: M-Pesa receipt [A-Z0-9]{10}/)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("link", { name: "View order details" }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${orderId}$`));
  await expect(page.getByRole("heading", { name: /Paid/ })).toBeVisible();
  await expect(page.getByText(/M-Pesa, reference [A-Z0-9]{10}/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the request waits on the virtual phone; approved with PIN 1234, the page shows Paid", async ({
    page,
    context,
  }) => {
    await checkoutWithDress(page, false);
    const shipping = uniqueShipping({ phone: "0722 123 456" });
    await mpesaPhone(page).fill("0733 246 813");
    await placeOrder(page, "M-Pesa", shipping);
    await expect(page.getByText("Check your phone: enter your M-Pesa PIN")).toBeVisible();
    await expect(page.getByRole("link", { name: "Check again" })).toBeVisible();

    const phone = await context.newPage();
    await phone.goto("/simulator/mpesa/phone");
    await expect(phone.getByText(/no real money/i).first()).toBeVisible();
    const request = phone.getByRole("article").filter({ hasText: "813, waiting" });
    await request.getByLabel(/M-Pesa PIN/).fill("1234");
    await request.getByRole("button", { name: "Approve" }).click();

    // The success page refreshes itself (no script runs).
    await expect(page.getByText(/Paid: M-Pesa receipt [A-Z0-9]{10}/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(level1(page)).toHaveText("Order Successful!");
  });
});

test("a failed payment leads the success view as an alert with the reason and Try again", async ({
  page,
}) => {
  await checkoutWithDress(page, true);
  // The simulator answers a number ending in 001 with "not enough money".
  await placeOrder(page, "M-Pesa", uniqueShipping({ phone: "0722 555 001" }));
  const alert = page.getByRole("alert").filter({ hasText: "Not paid:" });
  await expect(alert).toHaveText(/Not paid: there was not enough money in the M-Pesa account\./, {
    timeout: 15_000,
  });
  await expect(alert.getByRole("button", { name: "Try again", exact: true })).toBeVisible();
  // Above the seed's texts, which stay as they were.
  const alertFirst = await alert.evaluate(
    (element) =>
      (element.compareDocumentPosition(document.querySelector("h1")!) &
        Node.DOCUMENT_POSITION_FOLLOWING) !==
      0,
  );
  expect(alertFirst).toBe(true);
  await expect(level1(page)).toHaveText("Order Successful!");
  await expect(page.getByText("Your order has been placed successfully!")).toBeVisible();
});
