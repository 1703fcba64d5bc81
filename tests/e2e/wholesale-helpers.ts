// Wholesale set-ups for browser tests: an item of the test's own with quantity breaks (added by
// staff through the New Item form's fields), and a customer the shop approved for wholesale.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  addCategoryQuietly,
  adminEmail,
  adminPassword,
  signedInCustomer,
  signInQuietly,
  uniqueRoute,
} from "./helpers.ts";

/** Posted as staff: Ksh 1,500, from 6 Ksh 1,200, from 12 Ksh 1,100, packs of 6, 500 in stock. */
export async function wholesaleItem(
  staff: APIRequestContext,
): Promise<{ name: string; path: string }> {
  const name = `Kikoi Wrap ${Date.now()}`;
  // A hidden category of its own: the demo's categories keep the items other tests count.
  const route = uniqueRoute("wholesale");
  await addCategoryQuietly(staff, route);
  const picture = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  const created = await staff.post("/create", {
    multipart: {
      name,
      type: route,
      price: "1500",
      stock: "500",
      wholesalePrices: "6+ 1200, 12+ 1100",
      packSize: "6",
      image: { name: "kikoi.png", mimeType: "image/png", buffer: picture },
    },
  });
  expect(created.status()).toBe(200);
  const id = /href="\/item\/([0-9a-f-]{36})"/.exec(await created.text())![1]!;
  return { name, path: `/item/${id}` };
}

/**
 * A new customer, approved for wholesale, signed in in the browser context of `page` (staff sign
 * in in the same context to approve, then the customer again).
 */
export async function signedInWholesaleBuyer(page: Page): Promise<{ email: string }> {
  const customer = await signedInCustomer(page);
  const applied = await page.request.post("/wholesale", {
    form: {
      businessName: "Axe Boutique",
      kraPin: "A123456789Z",
      businessPhone: "0722 000 111",
      town: "Thika",
    },
  });
  expect(applied.status()).toBe(200);
  await signInQuietly(page.request, adminEmail, adminPassword);
  const desk = await (await page.request.get("/admin/wholesale")).text();
  const ids = [...desk.matchAll(/name="userId" value="([^"]+)"/g)].map((match) => match[1]!);
  // The waiting applications come first; approve the one of this customer's e-mail.
  const card = desk.split("<li").find((part) => part.includes(customer.email))!;
  const userId = /name="userId" value="([^"]+)"/.exec(card)?.[1] ?? ids[0]!;
  const approved = await page.request.post("/admin/wholesale", {
    form: { userId, decision: "approve" },
  });
  expect(approved.status()).toBe(200);
  await signInQuietly(page.request, customer.email, customer.password);
  return customer;
}
