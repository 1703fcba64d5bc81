// Sizes and stock in the browser: staff give an item sizes and stock and change them (with a reason,
// seen on the items desk, which filters low and sold-out stock); shoppers pick a size (with and
// without JavaScript), read what is sold out and what is nearly gone, cannot ask for more than is
// left, and are refused at checkout when someone else took the last pieces, their form kept.
import { test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  addCategoryQuietly,
  card,
  cartLine,
  fillShipping,
  level1,
  randomClientAddress,
  signedInCustomer,
  staffBrowser,
  uniqueShipping,
  uniqueRoute,
  waitForHydration,
} from "./helpers.ts";

const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const main = (page: Page) => page.getByRole("main");
const sizeGroup = (page: Page) => page.getByRole("group", { name: "Size" });

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 120, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
}

const uniqueType = () => uniqueRoute("stock");
const categoriesAdded = new Set<string>();

/** Staff add an item with these sizes and stock (or none); resolves with its page's address. */
async function addItem(
  page: Page,
  values: { name: string; type: string; sizes: string; stock: string },
): Promise<string> {
  // Each test's items have a category of their own (its page lists only them).
  if (!categoriesAdded.has(values.type)) await addCategoryQuietly(page.request, values.type);
  categoriesAdded.add(values.type);
  await page.goto("/create");
  await field(page, "Item Name").fill(values.name);
  await field(page, "Item Type").selectOption(values.type);
  await field(page, "Item Price").fill("1000");
  await field(page, "Item Image").setInputFiles({
    name: "item.png",
    mimeType: "image/png",
    buffer: await photo(),
  });
  await field(page, "Sizes").fill(values.sizes);
  await field(page, "Stock").fill(values.stock);
  await page.getByRole("button", { name: "Add Item" }).click();
  const link = page.getByRole("link", { name: `View ${values.name}` });
  await expect(link).toBeVisible();
  return (await link.getAttribute("href"))!;
}

const unique = (name: string) => `${name} ${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** A category of its own: the demo categories' listings stay as other tests expect them. */

test("staff give an item sizes and stock, change them with a reason, and find it on the desk's stock filters", async ({
  browser,
  baseURL,
}) => {
  const staff = await staffBrowser(browser, baseURL);
  try {
    const desk = staff.page;
    const name = unique("Kikoi Shirt");
    const itemPath = await addItem(desk, {
      name,
      type: uniqueType(),
      sizes: "S, M, L",
      stock: "5",
    });

    await desk.goto(`${itemPath}/edit`);
    await expect(level1(desk)).toHaveText("Edit Item");
    await expect(field(desk, "Sizes")).toHaveValue("S, M, L");
    for (const size of ["S", "M", "L"])
      await expect(field(desk, `Stock for ${size}`)).toHaveValue("5");
    // M is sold out (damaged), L nearly gone, XL arrives with 8.
    await field(desk, "Stock for M").fill("0");
    await field(desk, "Stock for L").fill("2");
    await field(desk, "Sizes").fill("S, M, L, XL");
    await field(desk, "Stock").fill("8");
    await field(desk, "Why the stock changed").selectOption({ label: "Damaged" });
    await desk.getByRole("button", { name: "Save Changes" }).click();
    await expect(level1(desk)).toHaveText(name);

    await desk.goto(`${itemPath}/edit`);
    await expect(field(desk, "Stock for XL")).toHaveValue("8");
    await expect(field(desk, "Stock for M")).toHaveValue("0");

    // The desk: the row's stock and its last change; the low-stock filter finds it, the sold-out one does not.
    await desk.goto(`/admin/items?${new URLSearchParams({ q: name })}`);
    const row = main(desk)
      .getByRole("row")
      .filter({ has: desk.getByRole("link", { name, exact: true }) });
    await expect(row.getByText("M: 0")).toBeVisible();
    await expect(row.getByText("XL: 8")).toBeVisible();
    // Three figures changed in one save; the latest of them is shown, with its reason and who.
    await expect(
      row.getByText(
        /^Last change .*: (M: 5 → 0|L: 5 → 2|XL: Not counted → 8), Damaged, by admin@duka\.test$/,
      ),
    ).toBeVisible();
    const filters = main(desk).getByRole("navigation", { name: "Stock" });
    await filters.getByRole("link", { name: "Low stock" }).click();
    await expect(desk).toHaveURL((url) => url.searchParams.get("stock") === "low");
    await expect(main(desk).getByRole("link", { name, exact: true })).toBeVisible();
    await filters.getByRole("link", { name: "Sold out" }).click();
    await expect(main(desk).getByRole("link", { name, exact: true })).toHaveCount(0);

    // Taking a size off keeps the others' stock.
    await desk.goto(`${itemPath}/edit`);
    await field(desk, "Sizes").fill("S, L, XL");
    await desk.getByRole("button", { name: "Save Changes" }).click();
    // Saved once the item's page shows (opening the form sooner could cancel the post in flight).
    await expect(level1(desk)).toHaveText(name);
    await desk.goto(`${itemPath}/edit`);
    await expect(field(desk, "Stock for M")).toHaveCount(0);
    await expect(field(desk, "Stock for L")).toHaveValue("2");
  } finally {
    await staff.context.close();
  }
});

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a shopper picks a size: sold-out sizes are disabled, few left are said, and no more than is left is taken", async ({
      page,
      browser,
      baseURL,
    }) => {
      const staff = await staffBrowser(browser, baseURL);
      const name = unique("Leso Dress");
      let itemPath: string;
      try {
        itemPath = await addItem(staff.page, {
          name,
          type: uniqueType(),
          sizes: "S, M, L",
          stock: "6",
        });
        await staff.page.goto(`${itemPath}/edit`);
        await field(staff.page, "Stock for M").fill("0");
        await field(staff.page, "Stock for L").fill("2");
        await staff.page.getByRole("button", { name: "Save Changes" }).click();
        await expect(level1(staff.page)).toHaveText(name);
      } finally {
        await staff.context.close();
      }

      await signedInCustomer(page);
      await page.goto(itemPath);
      if (javaScript) await waitForHydration(page);
      const sizes = sizeGroup(page);
      await expect(sizes.getByRole("radio")).toHaveCount(3);
      await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeDisabled();
      await expect(
        sizes.getByRole("radio", { name: "M", exact: true }),
      ).toHaveAccessibleDescription("Sold out");
      await expect(
        sizes.getByRole("radio", { name: "L", exact: true }),
      ).toHaveAccessibleDescription("Only 2 left");
      await expect(sizes.getByRole("radio", { name: "S", exact: true })).toBeEnabled();

      // Without a size: "Choose a size", the quantity and instructions kept.
      await field(page, "Quantity").fill("2");
      await page.getByLabel("Special Instructions").fill("Gift wrap, please");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(sizes).toHaveAccessibleDescription("Choose a size");
      await expect(field(page, "Quantity")).toHaveValue("2");
      await expect(page.getByLabel("Special Instructions")).toHaveValue("Gift wrap, please");

      // More than is left of L: refused with how many there are.
      await sizes.getByRole("radio", { name: "L", exact: true }).check();
      await field(page, "Quantity").fill("3");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(field(page, "Quantity")).toHaveAccessibleDescription(
        "Only 2 left: the quantity can be at most 2",
      );
      await expect(sizeGroup(page).getByRole("radio", { name: "L", exact: true })).toBeChecked();

      await sizeGroup(page).getByRole("radio", { name: "L", exact: true }).check();
      await field(page, "Quantity").fill("2");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL("/cart");
      await expect(cartLine(page, name).getByText("Size: L", { exact: true })).toBeVisible();
    });
  });
}

test("listings say Sold out on an item with nothing left", async ({ browser, baseURL }) => {
  const staff = await staffBrowser(browser, baseURL);
  try {
    const type = uniqueType();
    const gone = unique("Gone Sandals");
    const there = unique("Kept Sandals");
    await addItem(staff.page, { name: gone, type, sizes: "40, 41", stock: "0" });
    await addItem(staff.page, { name: there, type, sizes: "", stock: "3" });
    await staff.page.goto(`/type/${type}`);
    await expect(card(staff.page, gone).getByText("Sold out", { exact: true })).toBeVisible();
    await expect(card(staff.page, there).getByText("Sold out", { exact: true })).toHaveCount(0);
    await card(staff.page, there).getByRole("link", { name: "View Details" }).click();
    await expect(main(staff.page).getByText("Only 3 left", { exact: true })).toBeVisible();
  } finally {
    await staff.context.close();
  }
});

test("checkout refuses when another shopper took the last piece: the message names it, the form is kept", async ({
  browser,
  baseURL,
}) => {
  const staff = await staffBrowser(browser, baseURL);
  const name = unique("Last Kanzu");
  let itemPath: string;
  try {
    itemPath = await addItem(staff.page, { name, type: uniqueType(), sizes: "", stock: "1" });
  } finally {
    await staff.context.close();
  }
  const shoppers = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() },
      });
      const page = await context.newPage();
      await signedInCustomer(page);
      await page.goto(itemPath);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page).toHaveURL("/cart");
      return { context, page };
    }),
  );
  try {
    const [first, second] = shoppers;
    for (const shopper of shoppers) {
      await shopper.page.goto("/checkout");
      await waitForHydration(shopper.page);
    }
    const shipping = uniqueShipping();
    await first!.page.getByLabel("Cash on delivery").check();
    await fillShipping(first!.page, shipping);
    await first!.page.getByRole("button", { name: "Place Order" }).click();
    await expect(level1(first!.page)).toHaveText("Order Successful!");

    const late = uniqueShipping();
    await second!.page.getByLabel("Cash on delivery").check();
    await fillShipping(second!.page, late);
    await second!.page.getByRole("button", { name: "Place Order" }).click();
    await expect(main(second!.page).getByRole("alert")).toHaveText(
      `Sorry, ${name} is sold out. Change your cart, then place your order again.`,
    );
    await expect(second!.page).toHaveURL("/checkout");
    await expect(second!.page.getByLabel("Name", { exact: true })).toHaveValue(late.name);
    await expect(second!.page.getByLabel("Cash on delivery")).toBeChecked();

    // The cart says why it cannot be checked out, and the Checkout button explains it.
    await second!.page.goto("/cart");
    await expect(
      cartLine(second!.page, name).getByText("Sold out now: delete this line to check out."),
    ).toBeVisible();
    await expect(second!.page.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await expect(
      second!.page.getByRole("button", { name: "Checkout" }),
    ).toHaveAccessibleDescription(
      "Some lines ask for more than is left. Change them to check out.",
    );
  } finally {
    for (const shopper of shoppers) await shopper.context.close();
  }
});
