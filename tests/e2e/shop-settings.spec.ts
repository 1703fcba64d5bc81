// Shop settings in the browser, on a shop of its own (the settings are the whole shop's, and the
// other browser tests expect the environment's): staff change the contacts and add a delivery zone;
// the footer shows the new contacts at once, and a shopper's checkout charges the zone of the typed
// address — updated as the City is typed with JavaScript, and by a refusal that shows the new total
// without it. Customers cannot open the page; a refused save keeps what staff typed.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import {
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import {
  adminEmail,
  adminPassword,
  checkoutField,
  fillShipping,
  orderIdOf,
  registerAccount,
  signInQuietly,
  uniqueEmail,
  uniqueShipping,
  waitForHydration,
  itemToOrder,
} from "./helpers.ts";

// Serial, on one shop: the later tests rely on the zone the first one saves.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let shop: ShopProcess;
let dataDir: string;

test.beforeAll(async () => {
  // A shop process of its own, demo pictures drawn at its start: on a busy 2-core machine that
  // took more than the default 30 s once.
  test.setTimeout(120_000);
  dataDir = tempDataDir();
  shop = await startShopProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    DELIVERY_FEE: "0",
  });
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signedInPage(
  browser: Browser,
  { javaScriptEnabled = true, staff = false } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.url, javaScriptEnabled });
  const page = await context.newPage();
  const [email, password] = staff ? [adminEmail, adminPassword] : [uniqueEmail(), "shopper-pass-1"];
  if (!staff) await registerAccount(page.request, email, password);
  await signInQuietly(page.request, email, password);
  return page;
}

/** A shopper with the tests' own dress in the cart (orders take stock: not a demo item), on the checkout page. */
async function atCheckout(page: Page): Promise<void> {
  await page.goto((await itemToOrder(page)).path);
  const size = page.getByRole("group", { name: "Size" });
  if ((await size.count()) > 0) await size.getByRole("radio", { disabled: false }).first().check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.goto("/checkout");
}

const summaryTotal = (page: Page) =>
  page.getByRole("region", { name: "Order summary" }).getByRole("row").last();
const deliveryRow = (page: Page) =>
  page.getByRole("region", { name: "Order summary" }).getByRole("row", { name: /Delivery/ });

test("staff change the contacts and add a zone; the footer and the checkout follow at once", async ({
  browser,
}) => {
  const staff = await signedInPage(browser, { staff: true });
  await staff.goto("/admin/settings");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Shop settings");

  // A bad phone is refused by field, and nothing typed is lost.
  await field(staff, "Phone").fill("call us");
  await field(staff, "E-mail").fill("orders@duka.test");
  await staff.getByRole("button", { name: "Save settings" }).click();
  await expect(field(staff, "Phone")).toHaveAccessibleDescription(/phone/i);
  await expect(field(staff, "E-mail")).toHaveValue("orders@duka.test");

  await field(staff, "Phone").fill("+254 733 000 111");
  // No empty zone until asked for; Add zone keeps what was typed.
  await expect(staff.getByRole("group", { name: "New zone" })).toHaveCount(0);
  await staff.getByRole("button", { name: "Add zone", exact: true }).click();
  const zone = staff.getByRole("group", { name: "New zone" });
  await expect(zone).toHaveCount(1);
  await expect(field(staff, "Phone")).toHaveValue("+254 733 000 111");
  await zone.getByLabel("Zone name", { exact: true }).fill("Kisumu town");
  await zone.getByLabel("Fee (Ksh)", { exact: true }).fill("350");
  await zone.getByRole("checkbox", { name: "Kenya" }).check();
  await zone.getByLabel("Cities (optional, separated by commas)", { exact: true }).fill("Kisumu");
  await staff.getByRole("button", { name: "Save settings" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Settings saved" })).toHaveText(
    "Settings saved. Every page and checkout uses them now.",
  );
  await expect(staff.getByRole("group", { name: "Zone: Kisumu town" })).toBeVisible();
  // The change is recorded with who made it.
  await expect(staff.getByRole("region", { name: "Changes" })).toContainText(adminEmail);

  // The footer of any page shows the new contacts.
  const visitor = await (await browser.newContext({ baseURL: shop.url })).newPage();
  await visitor.goto("/");
  const contacts = visitor.getByRole("contentinfo").getByRole("region", { name: "Contacts" });
  await expect(contacts.getByRole("link", { name: "+254 733 000 111" })).toHaveAttribute(
    "href",
    "tel:+254733000111",
  );
  await expect(contacts.getByRole("link", { name: "orders@duka.test" })).toBeVisible();

  // With JavaScript the summary follows the City as it is typed, and the order records the fee.
  const shopper = await signedInPage(browser);
  await atCheckout(shopper);
  await waitForHydration(shopper);
  await expect(deliveryRow(shopper)).toHaveCount(0);
  const before = await summaryTotal(shopper).textContent();
  await fillShipping(shopper, uniqueShipping({ city: "Kisumu" }));
  await expect(deliveryRow(shopper)).toContainText("Ksh. 350.00");
  expect(await summaryTotal(shopper).textContent()).not.toBe(before);
  await shopper.getByRole("radio", { name: "Cash on delivery" }).check();
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(shopper.getByText("Order Successful!")).toBeVisible();

  // The desk shows the zone of the order.
  await staff.goto(`/admin/orders/${orderIdOf(shopper.url())}`);
  await expect(staff.getByRole("region", { name: "Customer and delivery" })).toContainText(
    "Kisumu town",
  );
});

test("without JavaScript, an address in another zone is refused once with the new total, then placed", async ({
  browser,
}) => {
  const shopper = await signedInPage(browser, { javaScriptEnabled: false });
  await atCheckout(shopper);
  await fillShipping(shopper, uniqueShipping({ city: "kisumu" }));
  await shopper.getByRole("radio", { name: "M-Pesa" }).check();
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(shopper.getByRole("alert")).toContainText(
    "Prices or delivery changed since this page was shown",
  );
  await expect(deliveryRow(shopper)).toContainText("Ksh. 350.00");
  await expect(checkoutField.city(shopper)).toHaveValue("kisumu");
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(shopper.getByText("Order Successful!")).toBeVisible();
});

test("customers cannot open the settings", async ({ browser }) => {
  const shopper = await signedInPage(browser);
  const answer = await shopper.goto("/admin/settings");
  expect(answer?.status()).toBe(403);
});

test("without JavaScript, Add zone brings the form back as typed with one empty zone, saving nothing", async ({
  browser,
}) => {
  const staff = await signedInPage(browser, { staff: true, javaScriptEnabled: false });
  await staff.goto("/admin/settings");
  await expect(staff.getByRole("group", { name: "New zone" })).toHaveCount(0);
  await field(staff, "Opening hours (English)").fill("Mon to Fri, 9:00 to 17:00");
  await staff.getByRole("button", { name: "Add zone", exact: true }).click();
  await expect(staff.getByRole("group", { name: "New zone" })).toHaveCount(1);
  await expect(field(staff, "Opening hours (English)")).toHaveValue("Mon to Fri, 9:00 to 17:00");
  // Nothing was saved: the page without the form's answer shows the saved value.
  await staff.goto("/admin/settings");
  await expect(field(staff, "Opening hours (English)")).not.toHaveValue(
    "Mon to Fri, 9:00 to 17:00",
  );
});
