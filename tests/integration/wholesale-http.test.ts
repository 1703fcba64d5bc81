// Wholesale through the built shop: staff add an item with quantity breaks, a customer applies at
// /wholesale and staff approve at /admin/wholesale; the buyer then sees the breaks and gets them in
// the cart, while visitors see retail and the invitation — and no page kept for visitors ever holds a
// wholesale price, also after a wholesale buyer viewed the item; a buyer's pages are never kept.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { solidPicture } from "../support/pictures.ts";

const admin = { email: "owner@duka.test", password: "owner-password-1" };
const breakPrice = "Ksh. 1,200.00";

describe("wholesale through the built shop", () => {
  let dataDir: string;
  let shop: ShopProcess;
  let adminCookie: string;
  let buyerCookie: string;
  let itemId: string;
  const client = shopClient(() => shop.url);
  const visit = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${pathname}`, { headers: { "Accept-Encoding": "gzip", ...headers } });

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: "false",
    });
    adminCookie = await client.signIn(admin.email, admin.password);
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: "Kikoi Wrap",
      type: "Women",
      price: "1500",
      stock: "500",
      wholesalePrices: "6+ 1200, 12+ 1100",
    }))
      body.set(name, value);
    body.set(
      "image",
      new Blob([new Uint8Array(await solidPicture("png"))], { type: "image/png" }),
      "kikoi.png",
    );
    const created = await (await client.post("/create", body, { cookie: adminCookie })).text();
    itemId = /href="\/item\/([0-9a-f-]{36})"/.exec(created)![1]!;
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses wrong wholesale prices on New Item with their message, keeping what was typed", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: "Kikoi Wrap Two",
      type: "Women",
      price: "1500",
      wholesalePrices: "6+ 1200, 12+ 1300",
      packSize: "6",
    }))
      body.set(name, value);
    body.set(
      "image",
      new Blob([new Uint8Array(await solidPicture("png"))], { type: "image/png" }),
      "kikoi.png",
    );
    const refused = await client.post("/create", body, { cookie: adminCookie });
    expect(refused.status).toBe(400);
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Each break must cost less than the one before (“12+ 1300” does not)");
    expect(html).toContain('value="6+ 1200, 12+ 1300"');
    expect(html).toContain('value="6"');
  });

  it("refuses a bad KRA PIN keeping what was typed, takes an application, and approval makes a wholesale buyer", async () => {
    buyerCookie = await client.registerAndSignIn("njeri@boutique.test");
    const typed = {
      businessName: "Njeri Boutique",
      kraPin: "P05123",
      businessPhone: "0722 111 222",
      town: "Nakuru",
    };
    const refused = await client.post("/wholesale", typed, { cookie: buyerCookie });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("Enter the KRA PIN");
    expect(refusedPage).toContain('value="Njeri Boutique"');

    const applied = await client.post(
      "/wholesale",
      { ...typed, kraPin: "p051234567q" },
      { cookie: buyerCookie },
    );
    expect(applied.status).toBe(200);
    expect(await (await client.get("/wholesale", { cookie: buyerCookie })).text()).toContain(
      "waits for the shop",
    );
    const desk = await (await client.get("/admin/wholesale", { cookie: adminCookie })).text();
    expect(desk).toContain("P051234567Q");
    const userId = /name="userId" value="([^"]+)"/.exec(desk)![1]!;
    const approved = await client.post(
      "/admin/wholesale",
      { userId, decision: "approve" },
      { cookie: adminCookie },
    );
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain("Njeri Boutique is a wholesale buyer now");
    // A decision taken twice (a second tab) changes nothing.
    expect(
      (
        await client.post(
          "/admin/wholesale",
          { userId, decision: "approve" },
          { cookie: adminCookie },
        )
      ).status,
    ).toBe(409);
  });

  it("shows the buyer the breaks and prices the cart at them; visitors get retail, and kept pages never a wholesale price", async () => {
    // The buyer views the item first: a page with the breaks, never kept.
    for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
      const page = await visit(`/item/${itemId}?quantity=12`, { Cookie: buyerCookie });
      expect(page.headers.get("x-page-cache")).toBeNull();
      expect(page.headers.get("cache-control")).toContain("no-store");
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html).toContain("Wholesale prices</caption>");
      expect(html).toContain(breakPrice);
      expect(html).toContain("Ksh. 13,200.00"); // 12 x 1,100
      expect(html).toContain(">Wholesale<"); // the header's mark
    }
    // Then visitors: rendered until the page cache keeps the copy (a URL with a query is kept once
    // asked for twice), then answered from memory; none holds a wholesale figure.
    const answers = [];
    for (let visitNumber = 0; visitNumber < 3; visitNumber += 1) {
      const page = await visit(`/item/${itemId}?quantity=12`);
      answers.push(page.headers.get("x-page-cache"));
      const html = (await page.text()).replaceAll("<!-- -->", "");
      expect(html).not.toContain(breakPrice);
      expect(html).not.toContain("1,100.00");
      expect(html).not.toContain("data-breaks");
      expect(html).toContain("Ksh. 18,000.00"); // 12 x 1,500
      expect(html).toContain('href="/wholesale"');
      expect(html).toContain("Wholesale prices for registered businesses");
    }
    expect(answers.at(-1)).toBe("hit");

    const added = await client.post(
      `/item/${itemId}`,
      { quantity: "6", instructions: "" },
      { cookie: buyerCookie },
    );
    expect(added.status).toBe(302);
    const cart = (await (await client.get("/cart", { cookie: buyerCookie })).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(cart).toContain(`Wholesale price: ${breakPrice} each`);
    expect(cart).toContain("Ksh. 7,200.00");
  });
});
