// The categories desk as staff use it (without JavaScript: every control is a plain form): add a
// category with a tile picture, find its tile on the landing page counting what it holds, put an
// item in it with New Item's `Item Type`, move it, hide it, and be refused deleting it while it
// holds the item; customers and visitors are refused the desk.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  addCategoryQuietly,
  card,
  signedInCustomer,
  staffBrowser,
  uniqueRoute,
} from "./helpers.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const tilePicture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: "#7b2d26" } })
    .png()
    .toBuffer();

function tileOf(page: Page, route: string) {
  return page.getByRole("region", { name: "Shop by category" }).locator(`a[href="/type/${route}"]`);
}

test("staff add a category, its tile counts the item put in it, and it cannot be deleted while it holds one", async ({
  browser,
  baseURL,
}) => {
  const staff = await staffBrowser(browser, baseURL, { javaScriptEnabled: false });
  const page = staff.page;
  const route = uniqueRoute("kids");
  const name = `KIDS ${route.slice(5, 12).toUpperCase()}`;
  try {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Categories" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");

    // A bad route is refused and what was typed stays.
    await field(page, "Name").fill(name);
    await field(page, "Name (Kiswahili)").fill("NGUO ZA WATOTO");
    await field(page, "Route").fill("Kids Wear");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(
      page.getByText("Use lowercase letters a to z, words joined by single dashes"),
    ).toBeVisible();
    await expect(field(page, "Name")).toHaveValue(name);
    // A route another category has is refused too.
    await field(page, "Route").fill("women");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByText("Another category already has this route")).toBeVisible();

    await field(page, "Route").fill(route);
    await field(page, "Picture").setInputFiles({
      name: "tile.png",
      mimeType: "image/png",
      buffer: await tilePicture(),
    });
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(`/type/${route}`);

    // On the landing page: a tile with its picture, holding nothing yet.
    await page.goto("/");
    await expect(tileOf(page, route)).toContainText(`${name}0 Products`);
    const picture = tileOf(page, route).locator("img");
    await expect(picture).toHaveAttribute(
      "src",
      /^\/images\/category-[0-9a-f-]{36}\/\w+-300\.webp$/,
    );

    // New Item offers it by name; the tile then counts the item.
    await page.goto("/create");
    await field(page, "Item Type").selectOption({ label: name });
    await field(page, "Item Name").fill(`School Sweater ${route}`);
    await field(page, "Item Price").fill("850");
    await field(page, "Item Image").setInputFiles({
      name: "sweater.png",
      mimeType: "image/png",
      buffer: await tilePicture(),
    });
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Item added." })).toBeVisible();
    await page.goto("/");
    await expect(tileOf(page, route)).toContainText("1 Products");
    await page.goto(`/type/${route}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // Its cards name the category as the owner named it, not by its route.
    await expect(
      card(page, `School Sweater ${route}`).getByText(name, { exact: true }),
    ).toBeVisible();

    // In Kiswahili the tile, the page and its cards use the Kiswahili name the owner gave.
    await page.goto("/?lang=sw");
    await expect(
      page.getByRole("region", { name: "Nunua kwa aina" }).locator(`a[href="/type/${route}"]`),
    ).toContainText("NGUO ZA WATOTOBidhaa 1");
    await page.goto(`/type/${route}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("NGUO ZA WATOTO");
    await expect(
      card(page, `School Sweater ${route}`).getByText("NGUO ZA WATOTO", { exact: true }),
    ).toBeVisible();
    await page.goto("/?lang=en");

    // Moved up one place: it comes before the category that was before it.
    await page.goto("/admin/categories");
    const before = await page.getByRole("row").allTextContents();
    const at = before.findIndex((text) => text.includes(name));
    await page.getByRole("button", { name: `Move ${name} up` }).click();
    const after = await page.getByRole("row").allTextContents();
    expect(after[at - 1]).toContain(name);
    expect(after[at]).toBe(before[at - 1]);

    // Deleting is refused while it holds the item, with a clear message.
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByRole("button", { name: "Delete category" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This category still holds 1 item: move them to another category or delete them first.",
    );

    // Hidden: off the landing page, its page still there.
    await field(page, "Shown on the landing page").uncheck();
    await page.getByRole("button", { name: "Save category" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ${name}.` })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Hidden");
    await page.goto("/");
    await expect(tileOf(page, route)).toHaveCount(0);
    await page.goto(`/type/${route}`);
    await expect(page.getByText(`School Sweater ${route}`)).toBeVisible();
  } finally {
    await staff.context.close();
  }
});

test("customers and visitors are refused the categories desk", async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffBrowser(browser, baseURL);
  const route = uniqueRoute("refused");
  await addCategoryQuietly(staff.page.request, route);
  await staff.context.close();

  const visitor = await page.request.get("/admin/categories", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toMatch(/^\/auth/);

  await signedInCustomer(page);
  const response = await page.goto("/admin/categories");
  expect(response!.status()).toBe(403);
  const post = await page.request.post("/admin/categories", {
    multipart: { intent: "save", name: "X", nameSw: "X", route: uniqueRoute("sneaky") },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
});
