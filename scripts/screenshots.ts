// `npm run screenshots [name-filter]`: starts the built shop with the demo catalogue, a customer and
// a member of staff, and takes the views listed below at a phone's and a desktop's size into
// test-results/screenshots/ (git-ignored); `--readme` also copies the README's pictures into
// docs/screenshots/. Look at them before calling a page done.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { shopClient } from "../tools/harness/http-client.ts";
import { takeShots, type Shot } from "../tools/harness/screenshots.ts";
import { ensureBuilt, startShopProcess, tempDataDir } from "../tools/harness/shop-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const staff = { email: "owner@duka.test", password: "owner-password-1" };
const customer = { email: "wanjiru@duka.test", password: "customer-password-1" };

/** Every view worth a look; `readme: true` ones are copied into docs/screenshots/ with --readme. */
const shots: (Shot & { readme?: boolean })[] = [
  { name: "landing-phone", path: "/", as: "visitor", viewport: "phone", readme: true },
  { name: "landing-desktop", path: "/", as: "visitor", viewport: "desktop", readme: true },
  { name: "landing-phone-sw", path: "/", as: "visitor", viewport: "phone", lang: "sw" },
  { name: "category-phone", path: "/type/women", as: "visitor", viewport: "phone" },
  { name: "cart-phone", path: "/cart", as: "customer", viewport: "phone" },
  { name: "checkout-phone", path: "/checkout", as: "customer", viewport: "phone", fullPage: true },
  { name: "orders-desk-phone", path: "/admin/orders", as: "staff", viewport: "phone" },
  { name: "orders-desk-desktop", path: "/admin/orders", as: "staff", viewport: "desktop" },
  { name: "wholesale-phone", path: "/wholesale", as: "customer", viewport: "phone" },
  { name: "wholesale-desk-phone", path: "/admin/wholesale", as: "staff", viewport: "phone" },
];

const filter = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const readme = process.argv.includes("--readme");

ensureBuilt();
const dataDir = tempDataDir();
const shop = await startShopProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  ADMIN_EMAIL: staff.email,
  ADMIN_PASSWORD: staff.password,
});
try {
  const client = shopClient(() => shop.url);
  const customerCookie = await client.registerAndSignIn(customer.email, customer.password);
  // A wholesale application waiting, for /wholesale and the staff's desk.
  await client.post(
    "/wholesale",
    {
      businessName: "Wanjiru Boutique",
      kraPin: "P051234567Q",
      businessPhone: "0722 111 222",
      town: "Nakuru",
    },
    { cookie: customerCookie },
  );
  const chosen = shots.filter((shot) => !filter || shot.name.includes(filter));
  const outDir = path.join(root, "test-results", "screenshots");
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
