// After Place Order, in Chromium: one order number on every page, the desk's search and the e-mail;
// the success view leads with what the shopper does next; a card order without a card provider says
// before Place Order (and without JavaScript) that the shop will call to take the payment.
import { test as base, expect, type Page } from "@playwright/test";
import {
  addToCartQuietly,
  customerWithOrder,
  itemPathOf,
  level1,
  orderNumberOf,
  placeOrder,
  randomClientAddress,
  signedInCustomer,
  staffBrowser,
  uniqueShipping,
} from "./helpers.ts";
import { waitForOrderMail } from "./mail.ts";

// Every test comes from an address of its own (the test shop trusts X-Forwarded-For).
const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const main = (page: Page) => page.getByRole("main");
const paymentState = (page: Page) => main(page).getByRole("region", { name: "Payment" });

test("one order number on the success view, the order page, My orders, the desk's search and the e-mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const { orderId, email } = await customerWithOrder(page);
  const orderNumber = orderNumberOf(orderId);
  expect(orderNumber).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
  // Cash on delivery: the success view first says what to do.
  await expect(paymentState(page)).toContainText(
    /Not paid yet: pay Ksh\. [\d,]+\.00 in cash when your order is delivered\./,
  );

  await page.goto(`/order-confirmation/${orderId}`);
  await expect(main(page).getByText(`Order number: ${orderNumber}`, { exact: true })).toBeVisible();
  await page.goto("/orders");
  await expect(main(page).getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();

  const mail = await waitForOrderMail(email, orderId);
  expect(mail.subject).toBe(`Your Duka Fashions order ${orderNumber}`);
  expect(mail.text).toContain(`Order number: ${orderNumber}`);

  const staff = await staffBrowser(browser, baseURL);
  try {
    const desk = staff.page;
    // As read out over the phone: lower case, in two groups.
    const spoken = `${orderNumber.slice(0, 4)} ${orderNumber.slice(4)}`.toLowerCase();
    await desk.goto(`/admin/orders?${new URLSearchParams({ q: spoken })}`);
    const link = main(desk).getByRole("link", { name: orderNumber, exact: true });
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(level1(desk)).toHaveText(`Order ${orderNumber}`);
    await expect(desk).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  } finally {
    await staff.context.close();
  }
});

test.describe("card without a card provider, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says before Place Order, on the success view and in the e-mail that the shop will call", async ({
    page,
  }) => {
    const { email } = await signedInCustomer(page);
    await addToCartQuietly(page.request, await itemPathOf(page, "women", "Kitenge Maxi Dress"), 1);
    await page.goto("/checkout");
    const card = page.getByRole("radio", { name: "Credit card", exact: true });
    await expect(card).toHaveAccessibleDescription("We will contact you to take the card payment.");
    await expect(page.getByText("We will contact you to take the card payment.")).toBeVisible();
    const shipping = uniqueShipping();
    const orderId = await placeOrder(page, "Credit card", shipping);
    await expect(paymentState(page)).toContainText(
      /Not paid yet: we will contact you to take the card payment of Ksh\. [\d,]+\.00\. Nothing has been charged\./,
    );
    const mail = await waitForOrderMail(email, orderId);
    expect(mail.text).toMatch(/We will contact you to take the card payment of Ksh\. [\d,]+\.00\./);
  });
});
