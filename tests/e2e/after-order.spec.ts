// After Place Order, in Chromium: one order number on every page, the desk's search and the e-mail;
// the success view leads with what the shopper does next; a card order without a card provider says
// before Place Order (and without JavaScript) that the shop will call to take the payment.
import { test as base, expect, type Page } from "@playwright/test";
import {
  addToCartQuietly,
  customerWithOrder,
  itemToOrder,
  level1,
  orderNumberOf,
  placeOrder,
  randomClientAddress,
  signedInCustomer,
  staffBrowser,
  uniqueShipping,
} from "./helpers.ts";
import { waitForMailWithSubject, waitForOrderMail } from "./mail.ts";

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
    await addToCartQuietly(page.request, (await itemToOrder(page)).path, 1);
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

test("e-mails come from the shop's name with an HTML table, and Payment received follows a payment", async ({
  page,
  browser,
  baseURL,
}) => {
  const { orderId, email } = await customerWithOrder(page, { payment: "M-Pesa" });
  const orderNumber = orderNumberOf(orderId);
  const confirmation = await waitForOrderMail(email, orderId);
  expect(confirmation.from).toMatch(/^Duka Fashions <[^>]+>$/);
  expect(confirmation.html).toMatch(/<th[^>]*>Item<\/th>[\s\S]*>Delivery<[\s\S]*>Total</);
  expect(confirmation.html).toContain(`Order number: ${orderNumber}`);
  expect(confirmation.html).toContain(`/order-confirmation/${orderId}"`);

  const staff = await staffBrowser(browser, baseURL);
  try {
    await staff.page.goto(`/admin/orders/${orderId}`);
    const form = main(staff.page).getByRole("form", { name: "Record payment" });
    await form.getByLabel("Payment reference", { exact: true }).fill("QK7RT5PL2M");
    await form.getByRole("button", { name: "Record payment", exact: true }).click();
    await expect(main(staff.page).getByRole("status").filter({ hasText: /\S/ })).toBeVisible();
  } finally {
    await staff.context.close();
  }
  const receipt = await waitForMailWithSubject(
    email,
    `Payment received for your Duka Fashions order ${orderNumber}`,
  );
  expect(receipt.from).toMatch(/^Duka Fashions </);
  expect(receipt.text).toContain("reference QK7RT5PL2M");
  // A mail about a paid order never asks for payment.
  expect(receipt.text).not.toMatch(/\bPay\b|send Ksh/);
  expect(receipt.html).toMatch(/<table role="table"/);
});

test("cash on delivery: shipped before payment, delivered with the cash recorded; the customer sees each step", async ({
  page,
  browser,
  baseURL,
}) => {
  const { orderId } = await customerWithOrder(page);
  const staff = await staffBrowser(browser, baseURL);
  try {
    const desk = staff.page;
    await desk.goto(`/admin/orders/${orderId}`);
    const act = (name: string) =>
      main(desk).getByRole("form", { name }).getByRole("button", { name, exact: true });
    await act("Mark shipped").click();
    await expect(main(desk).getByRole("heading", { name: /^Status: Shipped$/ })).toBeVisible();
    await page.goto(`/order-confirmation/${orderId}`);
    await expect(main(page).getByRole("heading", { name: /^Status: Shipped$/ })).toBeVisible();

    await expect(main(desk).getByRole("form", { name: "Mark delivered" })).toContainText(
      /records Ksh\. [\d,]+\.00 in cash as received by you/,
    );
    await act("Mark delivered").click();
    await expect(main(desk).getByRole("heading", { name: /^Status: Delivered$/ })).toBeVisible();
    const attempts = main(desk).getByRole("region", { name: "Payment attempts" });
    await expect(attempts).toContainText("Cash on delivery");
    await expect(attempts).toContainText(/Ksh\. [\d,]+\.00/);
    await page.goto(`/order-confirmation/${orderId}`);
    await expect(main(page).getByRole("heading", { name: /^Status: Delivered$/ })).toBeVisible();
    // The history's Delivered entry names the cash taken.
    await expect(
      main(page)
        .getByRole("listitem")
        .filter({ hasText: /^Delivered/ }),
    ).toContainText("Cash on delivery");
  } finally {
    await staff.context.close();
  }
});

test("the receipt and the packing slip: for the order's customer and staff, refused to another customer", async ({
  page,
  browser,
  baseURL,
}) => {
  const { orderId } = await customerWithOrder(page);
  const orderNumber = orderNumberOf(orderId);
  await page.goto(`/order-confirmation/${orderId}`);
  await main(page).getByRole("link", { name: "Receipt", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/receipt$`));
  await expect(level1(page)).toHaveText(`Receipt for order ${orderNumber}`);
  await expect(main(page).getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await expect(main(page)).toContainText("Not paid yet (Cash on delivery)");
  // Printed: the shop's header and footer stay off the page, and it fits one A4 page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });

  const stranger = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
  try {
    const other = await stranger.newPage();
    await signedInCustomer(other);
    expect((await other.goto(`/orders/${orderId}/receipt`))?.status()).toBe(404);
    expect((await other.goto(`/admin/orders/${orderId}/packing-slip`))?.status()).toBe(403);
  } finally {
    await stranger.close();
  }

  const staff = await staffBrowser(browser, baseURL);
  try {
    const desk = staff.page;
    await desk.goto(`/admin/orders/${orderId}`);
    await expect(main(desk).getByRole("link", { name: "Receipt", exact: true })).toHaveAttribute(
      "href",
      `/orders/${orderId}/receipt`,
    );
    await main(desk).getByRole("link", { name: "Packing slip", exact: true }).click();
    await expect(level1(desk)).toHaveText(`Packing slip for order ${orderNumber}`);
    const slip = main(desk);
    await expect(slip.getByRole("table")).toContainText((await itemToOrder(page)).name);
    await expect(slip).not.toContainText("Ksh");
    expect((await desk.goto(`/orders/${orderId}/receipt`))?.status()).toBe(200);
  } finally {
    await staff.context.close();
  }
});
