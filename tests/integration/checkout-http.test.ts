// Place Order through the built shop's HTTP interface, at its limits: a total that changed since the
// page was shown is refused with the new total and the form kept (409), an order above ORDER_MAX_KSH is
// refused (400), and an account past ORDER_LIMIT orders in an hour is refused (429); nothing is placed.
import { rmSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutForm, shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { withoutScripts } from "../../tools/harness/shop-pages.ts";

describe("Place Order at its limits over HTTP", () => {
  let dataDir: string;
  let shop: ShopProcess;
  const client = shopClient(() => shop.url);
  let itemId: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    // A small shop: 2 orders an hour, and orders of at most Ksh 5,000.
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ORDER_LIMIT: "2",
      ORDER_MAX_KSH: "5000",
    });
    itemId = (await client.orderable(await client.itemIdsOn("/type/women")))[0]!.itemId;
  }, 240_000);
  afterAll(async () => {
    await shop?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const shownTotal = async (cookie: string) => {
    const html = await (await client.get("/checkout", { cookie })).text();
    return /name="shownTotalCents" value="(\d+)"/.exec(html)![1]!;
  };
  const orderCount = async (cookie: string) =>
    [
      ...withoutScripts(await (await client.get("/orders", { cookie })).text()).matchAll(
        /\/order-confirmation\//g,
      ),
    ].length;

  it("refuses a total the page did not show, says the new one, and keeps what was typed", async () => {
    const cookie = await client.registerAndSignIn();
    await client.addToCart({ cookie }, itemId);
    const shown = Number(await shownTotal(cookie));
    const answer = await client.post(
      "/checkout",
      {
        ...checkoutForm(randomUUID(), { name: "Akinyi Kept" }),
        shownTotalCents: String(shown - 100),
      },
      { cookie },
    );
    expect(answer.status).toBe(409);
    const page = withoutScripts(await answer.text());
    expect(page).toContain(
      `the total is now Ksh. ${(shown / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    expect(page).toContain('value="Akinyi Kept"');
    expect(await orderCount(cookie)).toBe(0);
    const placed = await client.post(
      "/checkout",
      { ...checkoutForm(randomUUID()), shownTotalCents: String(shown) },
      { cookie },
    );
    expect(placed.status).toBe(302);
  });

  it("refuses an order above ORDER_MAX_KSH", async () => {
    const cookie = await client.registerAndSignIn();
    await client.addToCart({ cookie }, itemId, { quantity: "3", instructions: "" });
    const answer = await client.post("/checkout", checkoutForm(randomUUID()), { cookie });
    expect(answer.status).toBe(400);
    expect(withoutScripts(await answer.text())).toContain(
      "An order can be at most Ksh. 5,000.00 online.",
    );
    expect(await orderCount(cookie)).toBe(0);
  });

  it("refuses an account's third order in an hour with ORDER_LIMIT=2", async () => {
    const cookie = await client.registerAndSignIn();
    await client.placeOrder({ cookie }, itemId);
    await client.placeOrder({ cookie }, itemId);
    await client.addToCart({ cookie }, itemId);
    const answer = await client.post("/checkout", checkoutForm(randomUUID()), { cookie });
    expect(answer.status).toBe(429);
    expect(withoutScripts(await answer.text())).toContain(
      "You have placed 2 orders in the last hour.",
    );
    expect(await orderCount(cookie)).toBe(2);
  });
});
