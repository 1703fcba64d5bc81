// Order SMS and WhatsApp, in Chromium, on the second test shop (SMS_ENV=simulator): staff set the
// Order alerts phone and the WhatsApp number; a shopper in English and one in Kiswahili each place
// an order; the simulator's /simulator/sms lists each one's message in their language and the
// owner's alert; the desk shows the order's SMS delivered (the simulator's delivery report reached
// the shop); the item page, the order confirmation page and the footer link to the shop's
// WhatsApp. axe scans the pages this changed, with the new parts showing.
import AxeBuilder from "@axe-core/playwright";
import { randomInt } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eMpesaPort } from "../support/e2e-server.ts";
import {
  addToCartQuietly,
  itemToOrder,
  placeOrder,
  randomClientAddress,
  signedInCustomer,
  staffBrowser,
  uniqueShipping,
} from "./helpers.ts";

const test = base.extend({
  baseURL: `http://127.0.0.1:${e2eMpesaPort()}`,
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

/** A mobile number of this run, ending 000 (the simulator delivers it and reports Success). */
const phone = () => `0722 ${String(randomInt(1000)).padStart(3, "0")} 000`;
const international = (typed: string) => `+254${typed.replace(/\s/g, "").slice(1)}`;

async function expectNoSeriousViolations(page: Page) {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The simulator's listing shows a message to `to` whose text matches `text` (it reloads itself). */
async function expectListed(page: Page, to: string, text: RegExp) {
  await expect(async () => {
    await page.goto("/simulator/sms");
    const row = page.getByRole("row").filter({ hasText: to }).filter({ hasText: text });
    await expect(row).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test("order SMS in both languages, the owner's alert, delivery on the desk, and WhatsApp links", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const alertsPhone = phone();
  const whatsapp = "0711 222 333";
  const staff = await staffBrowser(browser, baseURL);
  await staff.page.goto("/admin/settings");
  await staff.page.getByLabel("Order alerts phone", { exact: true }).fill(alertsPhone);
  await staff.page.getByLabel("WhatsApp number", { exact: true }).fill(whatsapp);
  await staff.page.getByRole("button", { name: "Save settings" }).click();
  await expect(staff.page.getByLabel("WhatsApp number", { exact: true })).toHaveValue(whatsapp);
  await expectNoSeriousViolations(staff.page);

  // In English: the item page asks on WhatsApp about the item.
  await signedInCustomer(page);
  const dress = await itemToOrder(page);
  await page.goto(dress.path);
  const ask = page.getByRole("link", { name: "Ask on WhatsApp" });
  await expect(ask).toHaveAttribute(
    "href",
    new RegExp(
      `^https://wa\\.me/254711222333\\?text=Hello%20Duka%20Fashions%2C%20.*${encodeURIComponent(dress.name)}`,
    ),
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: `WhatsApp: ${whatsapp}` }),
  ).toHaveAttribute("href", "https://wa.me/254711222333");
  await expectNoSeriousViolations(page);
  await addToCartQuietly(page.request, dress.path, 1);
  await page.goto("/checkout");
  const english = uniqueShipping({ phone: phone() });
  const englishOrder = await placeOrder(page, "Cash on delivery", english);
  await page.goto(`/order-confirmation/${englishOrder}`);
  const englishRef = await orderNumberOn(page);
  await expect(page.getByRole("link", { name: "Ask on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/254711222333?text=${encodeURIComponent(`Hello Duka Fashions, I have a question about my order ${englishRef}.`)}`,
  );
  await expectNoSeriousViolations(page);

  // In Kiswahili: another shopper orders with the shop in Kiswahili.
  const swahili = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
  });
  const mteja = await swahili.newPage();
  await signedInCustomer(mteja);
  await addToCartQuietly(mteja.request, dress.path, 1);
  await mteja.goto("/checkout?lang=sw");
  const kiswahili = uniqueShipping({ phone: phone() });
  await mteja.locator('input[name="paymentMethod"][value="cashondelivery"]').check();
  for (const field of ["name", "address", "phone", "city", "postalCode"] as const)
    await mteja.locator(`input[name="${field}"]`).fill(kiswahili[field]);
  await mteja.getByRole("button", { name: "Weka Oda", exact: true }).click();
  await expect(mteja).toHaveURL(/\/checkout\/success\/[0-9a-f-]{36}$/);
  await mteja.goto(`/order-confirmation/${mteja.url().split("/").at(-1)!}`);
  const swahiliRef = await orderNumberOn(mteja);
  await expect(mteja.getByRole("link", { name: "Uliza kwenye WhatsApp" })).toHaveAttribute(
    "href",
    /text=Habari%20Duka%20Fashions%2C%20nina%20swali%20kuhusu%20oda%20yangu%20/,
  );
  await swahili.close();

  // The simulator lists each shopper's message in their language, and the owner's two alerts.
  await expectListed(
    page,
    international(english.phone),
    new RegExp(
      `Duka Fashions: order ${englishRef} received, total Ksh\\. 2,450\\.00\\. Pay in cash`,
    ),
  );
  await expectListed(
    page,
    international(kiswahili.phone),
    new RegExp(
      `Duka Fashions: oda ${swahiliRef} imepokelewa, jumla Ksh\\. 2,450\\.00\\. Lipa taslimu`,
    ),
  );
  await expectListed(page, international(alertsPhone), new RegExp(`New order ${englishRef}: Ksh`));
  await expectListed(page, international(alertsPhone), new RegExp(`New order ${swahiliRef}: Ksh`));

  // The desk shows the order's SMS, delivered once the simulator's report reached the shop.
  await expect(async () => {
    await staff.page.goto(`/admin/orders/${englishOrder}`);
    const sms = staff.page.getByRole("region", { name: "SMS" });
    await expect(sms.getByRole("row").filter({ hasText: "Order placed" })).toContainText(
      "Delivered",
      {
        timeout: 500,
      },
    );
    await expect(sms.getByRole("row").filter({ hasText: "Alert to the shop" })).toContainText(
      international(alertsPhone),
      { timeout: 500 },
    );
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousViolations(staff.page);
  await staff.context.close();
});

/** The order number the confirmation page shows ("Order number: …" / "Nambari ya oda: …"). */
async function orderNumberOn(page: Page): Promise<string> {
  const text = await page.locator("main").innerText();
  return /(?:Order number|Nambari ya oda): ([0-9A-Z]{4,12})/.exec(text)![1]!;
}
