// Wholesale in Chromium: a customer sees retail prices and the invitation, applies at /wholesale,
// staff approve on /admin/wholesale and the customer is e-mailed; the buyer then sees the breaks,
// is asked whole packs, buys at the break price, and after staff end the account sees retail again.
// The item is the test's own (added by staff through the New Item form's fields), with plenty of stock.
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  adminEmail,
  adminPassword,
  fillShipping,
  level1,
  signedInCustomer,
  signInQuietly,
  uniqueShipping,
} from "./helpers.ts";
import { waitForMailWithSubject } from "./mail.ts";
import { wholesaleItem } from "./wholesale-helpers.ts";

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInQuietly(page.request, adminEmail, adminPassword);
  return page;
}

test("apply, approval by e-mail, buying at break prices in whole packs, and the end of wholesale", async ({
  page,
  browser,
}) => {
  const staff = await staffPage(browser);
  const item = await wholesaleItem(staff.request);
  const customer = await signedInCustomer(page);

  // A retail customer: retail price, the invitation, no breaks.
  await page.goto(`${item.path}?quantity=12`);
  await expect(page.getByText("Ksh. 18,000.00")).toBeVisible();
  await expect(page.getByRole("table", { name: "Wholesale prices" })).toHaveCount(0);
  await page.getByRole("link", { name: "Wholesale prices for registered businesses" }).click();

  await expect(level1(page)).toHaveText("Wholesale");
  await page.getByLabel("Business name").fill("Njeri Boutique");
  await page.getByLabel("KRA PIN").fill("P05123456");
  await page.getByLabel("Business phone").fill("0722 111 222");
  await page.getByLabel("Town").fill("Nakuru");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Enter the KRA PIN")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue("Njeri Boutique");
  await page.getByLabel("KRA PIN").fill("P051234567Q");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("waits for the shop")).toBeVisible();

  await staff.goto("/admin/wholesale");
  const application = staff
    .getByRole("listitem")
    .filter({ hasText: "Njeri Boutique" })
    .filter({ hasText: customer.email });
  await expect(application).toContainText("P051234567Q");
  await application.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Njeri" })).toContainText(
    "Njeri Boutique is a wholesale buyer now",
  );
  await waitForMailWithSubject(customer.email, "Your wholesale account is approved");

  // The buyer: the breaks, the header's mark, the break price for the quantity chosen.
  await page.goto(`${item.path}?quantity=12`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Wholesale" })).toBeVisible();
  const breaks = page.getByRole("table", { name: "Wholesale prices" });
  await expect(breaks).toContainText("6+ pieces");
  await expect(breaks).toContainText("Ksh. 1,100.00");
  await expect(page.getByText("Ksh. 13,200.00")).toBeVisible();
  // On a phone the header's mark and the breaks table fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Seven pieces are not whole packs: the cart and checkout say so and Place Order is refused.
  await page.getByLabel("Quantity", { exact: true }).fill("7");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`${item.name} come in packs of 6`)).toBeVisible();
  await page.getByLabel("Quantity", { exact: true }).fill("10");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Add 2 more for Ksh. 1,100.00 each")).toBeVisible();
  await page.getByLabel("Quantity", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Wholesale price: Ksh. 1,100.00 each")).toBeVisible();
  await expect(page.getByText(/come in packs of/)).toHaveCount(0);

  await page.getByRole("button", { name: "Checkout" }).click();
  await fillShipping(page, uniqueShipping());
  await page.getByRole("radio", { name: "Cash on delivery" }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\//);
  const orderId = /\/checkout\/success\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const orderNumber = /Order number: ([0-9A-Z]{4,12})/.exec(
    await page.getByRole("main").innerText(),
  )![1]!;
  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByText("Business: Njeri Boutique, KRA PIN P051234567Q")).toBeVisible();
  await expect(page.getByText("Ksh. 13,200.00").first()).toBeVisible();

  await staff.goto(`/admin/orders?wholesale=1`);
  await expect(staff.getByRole("link", { name: orderNumber }).first()).toBeVisible();
  await expect(
    staff.getByText("Business: Njeri Boutique, KRA PIN P051234567Q").first(),
  ).toBeVisible();

  // Staff end it: the customer is e-mailed and sees retail again.
  await staff.goto("/admin/wholesale");
  await staff
    .getByRole("listitem")
    .filter({ hasText: customer.email })
    .getByRole("button", { name: "End wholesale" })
    .click();
  await waitForMailWithSubject(customer.email, "Your wholesale account has ended");
  await page.goto(`${item.path}?quantity=12`);
  await expect(page.getByText("Ksh. 18,000.00")).toBeVisible();
  await expect(page.getByRole("table", { name: "Wholesale prices" })).toHaveCount(0);
});
