// `npm run screenshots [name-filter]`: starts the built shop with the demo catalogue, a customer
// with an order and a member of staff, and takes the views listed below at a phone's and a
// desktop's size (and the HTML part of the order's confirmation e-mail, as a mail client shows it) into
// test-results/screenshots/ (git-ignored); `--readme` also copies the README's pictures into
// docs/screenshots/. Look at them before calling a page done.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { shopClient } from "../tools/harness/http-client.ts";
import { htmlText, parsePart } from "../tools/harness/mime.ts";
import { takeShots, type Shot } from "../tools/harness/screenshots.ts";
import { ensureBuilt, startShopProcess, tempDataDir } from "../tools/harness/shop-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const staff = { email: "owner@duka.test", password: "owner-password-1" };
const customer = { email: "wanjiru@duka.test", password: "customer-password-1" };

/** Every view worth a look; `readme: true` ones are copied into docs/screenshots/ with --readme. */
const shots: (Shot & { readme?: boolean })[] = [
  { name: "landing-phone", path: "/", as: "visitor", viewport: "phone", readme: true },
  { name: "landing-desktop", path: "/", as: "visitor", viewport: "desktop", readme: true },
  { name: "item-phone", path: firstItem, as: "visitor", viewport: "phone", readme: true },
  { name: "item-desktop", path: firstItem, as: "visitor", viewport: "desktop", readme: true },
  { name: "menu-phone", path: "/", as: "visitor", viewport: "phone", prepare: openMenu },
  { name: "shop-phone", path: "/shop", as: "visitor", viewport: "phone", fullPage: true },
  { name: "shop-desktop", path: "/shop?sort=price-asc", as: "visitor", viewport: "desktop" },
  { name: "category-phone", path: "/type/women", as: "visitor", viewport: "phone" },
  { name: "login-phone", path: "/auth", as: "visitor", viewport: "phone" },
  { name: "landing-phone-customer", path: "/", as: "customer", viewport: "phone" },
  { name: "menu-phone-customer", path: "/", as: "customer", viewport: "phone", prepare: openMenu },
  { name: "item-phone-customer", path: firstItem, as: "customer", viewport: "phone" },
  { name: "cart-phone", path: firstItem, as: "customer", viewport: "phone", prepare: addToCart },
  { name: "checkout-phone", path: "/checkout", as: "customer", viewport: "phone", fullPage: true },
  { name: "checkout-desktop", path: "/checkout", as: "customer", viewport: "desktop" },
  { name: "landing-desktop-customer", path: "/", as: "customer", viewport: "desktop" },
  { name: "menu-phone-staff", path: "/", as: "staff", viewport: "phone", prepare: openMenu },
  { name: "orders-desk-phone", path: "/admin/orders", as: "staff", viewport: "phone" },
  { name: "orders-desk-desktop", path: "/admin/orders", as: "staff", viewport: "desktop" },
  { name: "wholesale-phone", path: "/wholesale", as: "customer", viewport: "phone" },
  { name: "wholesale-desk-phone", path: "/admin/wholesale", as: "staff", viewport: "phone" },
  { name: "landing-desktop-staff", path: "/", as: "staff", viewport: "desktop" },
  // Kiswahili last: the language stays in the browser's cookie for the views after it.
  { name: "landing-phone-sw", path: "/", as: "visitor", viewport: "phone", lang: "sw" },
  {
    name: "menu-phone-sw",
    path: "/",
    as: "visitor",
    viewport: "phone",
    lang: "sw",
    prepare: openMenu,
  },
  { name: "shop-phone-sw", path: "/shop", as: "visitor", viewport: "phone", lang: "sw" },
  { name: "category-phone-sw", path: "/type/women", as: "visitor", viewport: "phone", lang: "sw" },
  {
    name: "search-desktop-sw",
    path: "/search?q=kitenge",
    as: "visitor",
    viewport: "desktop",
    lang: "sw",
  },
  { name: "item-phone-sw", path: firstItem, as: "visitor", viewport: "phone", lang: "sw" },
  { name: "landing-desktop-sw", path: "/", as: "customer", viewport: "desktop", lang: "sw" },
  {
    name: "menu-phone-staff-sw",
    path: "/",
    as: "staff",
    viewport: "phone",
    lang: "sw",
    prepare: openMenu,
  },
];

/** Where the customer's order and its e-mail are, once placed (the shots below read them). */
const placed = { orderId: "", mailFile: "" };

shots.push(
  {
    name: "receipt-desktop",
    path: () => Promise.resolve(`/orders/${placed.orderId}/receipt`),
    as: "customer",
    viewport: "desktop",
    fullPage: true,
    readme: true,
  },
  {
    name: "receipt-phone",
    path: () => Promise.resolve(`/orders/${placed.orderId}/receipt`),
    as: "customer",
    viewport: "phone",
    fullPage: true,
  },
  {
    name: "packing-slip-phone",
    path: () => Promise.resolve(`/admin/orders/${placed.orderId}/packing-slip`),
    as: "staff",
    viewport: "phone",
    fullPage: true,
  },
  {
    name: "mail-confirmation-phone",
    path: () => Promise.resolve(`file://${placed.mailFile}`),
    as: "visitor",
    viewport: "phone",
    fullPage: true,
    readme: true,
  },
  {
    name: "mail-confirmation-desktop",
    path: () => Promise.resolve(`file://${placed.mailFile}`),
    as: "visitor",
    viewport: "desktop",
    fullPage: true,
  },
);

/** The HTML part of the first e-mail written to `mailDir`, as a file a browser opens (waits for it). */
async function firstMailHtml(mailDir: string, outFile: string): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const files = (() => {
      try {
        return readdirSync(mailDir).filter((name) => name.endsWith(".eml"));
      } catch {
        return [];
      }
    })();
    if (files.length > 0) {
      const html = htmlText(parsePart(readFileSync(path.join(mailDir, files[0]!), "utf8")));
      if (!html) throw new Error(`no HTML part in ${files[0]}`);
      writeFileSync(outFile, html);
      return outFile;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail written to ${mailDir}`);
}

/** The newest item's page (the first card of /shop). */
async function firstItem(page: Page): Promise<string> {
  await page.goto(new URL("/shop", shopUrl()).href);
  return (await page.locator("main a[href^='/item/']").first().getAttribute("href")) ?? "/";
}

/** Puts the item of the page in the cart (its first size that is left) and waits for the cart. */
async function addToCart(page: Page): Promise<void> {
  const size = page.locator("input[name=sizeId]:not([disabled])").first();
  if ((await size.count()) > 0) await size.check();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.waitForURL((url) => url.pathname === "/cart");
}

/** Opens the header's Menu (a phone's view of the page links). */
async function openMenu(page: Page): Promise<void> {
  await page
    .getByRole("banner")
    .getByText("Menu", { exact: true })
    .or(page.getByRole("banner").getByText("Menyu", { exact: true }))
    .click();
}

const filter = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const readme = process.argv.includes("--readme");

let shopUrl: () => string = () => "";
ensureBuilt();
const dataDir = tempDataDir();
const shop = await startShopProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  ADMIN_EMAIL: staff.email,
  ADMIN_PASSWORD: staff.password,
});
shopUrl = () => shop.url;
try {
  const client = shopClient(() => shop.url);
  const cookie = await client.registerAndSignIn(customer.email, customer.password);
  // A wholesale application waiting, for /wholesale and the staff's desk.
  await client.post(
    "/wholesale",
    {
      businessName: "Wanjiru Boutique",
      kraPin: "P051234567Q",
      businessPhone: "0722 111 222",
      town: "Nakuru",
    },
    { cookie: cookie },
  );
  const chosen = shots.filter((shot) => !filter || shot.name.includes(filter));
  const outDir = path.join(root, "test-results", "screenshots");
  mkdirSync(outDir, { recursive: true });
  const [item] = await client.orderable(await client.itemIdsOn("/type/women"));
  placed.orderId = await client.placeOrder({ cookie }, item!.itemId, {
    email: customer.email,
    paymentMethod: "mpesa",
  });
  placed.mailFile = await firstMailHtml(
    path.join(dataDir, "mail"),
    path.join(outDir, "mail-confirmation.html"),
  );
  const files = await takeShots(shop.url, chosen, outDir, { customer, staff });
  for (const file of files) console.log(path.relative(root, file));
  if (readme) {
    mkdirSync(path.join(root, "docs", "screenshots"), { recursive: true });
    for (const shot of chosen.filter((candidate) => candidate.readme)) {
      const name = `${shot.name}.png`;
      copyFileSync(path.join(outDir, name), path.join(root, "docs", "screenshots", name));
    }
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
