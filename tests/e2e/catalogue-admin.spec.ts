// Shop staff keep the catalogue: add an item with a picture and find it in its category with the
// picture loaded, change its price, delete it; refusals keep what was typed; customers are refused.
import { test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  addCategoryQuietly,
  adminEmail,
  adminPassword,
  card,
  level1,
  randomClientAddress,
  signedInCustomer,
  signInQuietly,
  uniqueRoute,
} from "./helpers.ts";

const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
});

async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillItem(
  page: Page,
  values: { name: string; type: string; price: string },
  picture?: { name: string; mimeType: string; buffer: Buffer },
) {
  await field(page, "Item Name").fill(values.name);
  await field(page, "Item Type").selectOption(values.type);
  await field(page, "Item Price").fill(values.price);
  if (picture) await field(page, "Item Image").setInputFiles(picture);
}

test("staff add an item, find it with its picture, change its price and delete it", async ({
  page,
}) => {
  await signInQuietly(page.request, adminEmail, adminPassword);
  const type = uniqueRoute("admin");
  await addCategoryQuietly(page.request, type);
  const name = `Kanga Wrap ${Date.now()}`;

  // Staff reach New Item from the desk (SHOP leads everyone to the catalogue, /shop).
  await page.goto("/admin");
  await page.getByRole("link", { name: "New item", exact: true }).click();
  await expect(level1(page)).toHaveText("New Item");
  await fillItem(
    page,
    { name, type, price: "1450.50" },
    { name: "kanga.jpg", mimeType: "image/jpeg", buffer: await photo() },
  );
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added." })).toBeVisible();
  // The form is empty again, ready for the next item.
  await expect(field(page, "Item Name")).toHaveValue("");
  await expect(field(page, "Item Image")).toHaveValue("");

  await page.getByRole("link", { name: `View ${name}` }).click();
  await expect(level1(page)).toHaveText(name);
  await page.goto(`/type/${type}`);
  const listed = card(page, name);
  await expect(listed.getByText("Ksh. 1,450.50")).toBeVisible();
  const image = listed.getByRole("img", { name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(300);

  await listed.getByRole("link", { name: "View Details" }).click();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(level1(page)).toHaveText("Edit Item");
  await expect(field(page, "Item Price")).toHaveValue("1450.50");
  await field(page, "Item Price").fill("999");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(level1(page)).toHaveText(name);
  await expect(page.getByText("Ksh. 999.00", { exact: true })).toBeVisible();

  const itemUrl = page.url();
  await page.getByRole("link", { name: "Delete", exact: true }).click();
  await expect(level1(page)).toHaveText(`Delete ${name}?`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Deleted ${name}.` })).toBeVisible();
  await expect(page.getByText("No items found for this category.")).toBeVisible();
  expect((await page.request.get(itemUrl)).status()).toBe(404);
});

test("staff add an item with three pictures, remove one and choose the main one", async ({
  page,
}) => {
  await signInQuietly(page.request, adminEmail, adminPassword);
  const type = uniqueRoute("photos");
  await addCategoryQuietly(page.request, type);
  const name = `Kikoi Trio ${Date.now()}`;
  const colours = [
    { r: 200, g: 40, b: 40 },
    { r: 40, g: 160, b: 60 },
    { r: 40, g: 60, b: 200 },
  ];
  const pictures = await Promise.all(
    colours.map(async (background, index) => ({
      name: `kikoi-${index + 1}.png`,
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
  await page.goto("/create");
  await fillItem(page, { name, type, price: "1200" });
  await field(page, "Item Image").setInputFiles(pictures);
  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByRole("link", { name: `View ${name}` }).click();
  const photos = page.getByRole("list", { name: `Photos of ${name}` }).getByRole("img");
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(0)).toHaveAttribute("alt", `${name}, photo 1 of 3`);
  const sources = async () =>
    photos.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  const [red, green, blue] = await sources();

  // Remove the red (first) picture and make the blue one the main one.
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("img", { name: `${name}, photo 3` })).toBeVisible();
  await field(page, "Remove photo 1").check();
  await field(page, "Main photo").selectOption({ label: "Photo 3" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(level1(page)).toHaveText(name);
  await expect(photos).toHaveCount(2);
  expect(await sources()).toEqual([blue, green]);
  // The main picture is the card's.
  await page.goto(`/type/${type}`);
  await expect(card(page, name).getByRole("img", { name })).toHaveAttribute(
    "src",
    blue!.replace("-800.webp", "-300.webp"),
  );
  // The removed picture's files are gone.
  expect((await page.request.get(red!)).status()).toBe(404);
});

test("a refused item keeps the typed text and says what is wrong", async ({ page }) => {
  await signInQuietly(page.request, adminEmail, adminPassword);
  await page.goto("/create");
  await fillItem(page, { name: "Kept Name", type: "women", price: "250" });
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(field(page, "Item Image")).toHaveAccessibleDescription(
    /Choose an image for the item\./,
  );
  await expect(field(page, "Item Name")).toHaveValue("Kept Name");

  await fillItem(
    page,
    { name: "Kept Name", type: "women", price: "250" },
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") },
  );
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(field(page, "Item Image")).toHaveAccessibleDescription(/not a picture we can read/);
  await expect(field(page, "Item Price")).toHaveValue("250");

  // A picture over 10 MB is refused before it is sent (the server would refuse the body unread).
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await fillItem(
    page,
    { name: "Kept Name", type: "women", price: "250" },
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
  );
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(field(page, "Item Image")).toHaveAccessibleDescription(/larger than 10 MB/);
  await expect(field(page, "Item Name")).toHaveValue("Kept Name");
  expect(posts).toEqual([]);
});

test("customers cannot add items and see no Edit link", async ({ page }) => {
  await signedInCustomer(page);
  const response = await page.goto("/create");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Sorry, only shop staff can add items.")).toBeVisible();
  await page.goto("/type/women");
  await page.getByRole("main").getByRole("link", { name: "View Details" }).first().click();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
});
