// Never lose an acknowledged order: 20 shoppers check out at once against the built shop, the shop
// is killed with SIGKILL in the middle, and started again on the same data. Every order whose success
// page was answered is there with its lines and its confirmation e-mail; a checkout cut off by the
// kill either happened whole (order placed, cart emptied) or not at all (cart intact, no order).
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createServerDatabase, databaseKinds } from "../support/database.ts";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ordersWithoutLines,
  ordersWithoutOneConfirmation,
  readOrderBook,
} from "../../tools/harness/order-checks.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { withoutScripts } from "../../tools/harness/shop-pages.ts";

const shopperCount = 20;
/** Kill once this many orders have been acknowledged. */
const acknowledgedBeforeKill = 30;

interface Shopper {
  email: string;
  cookie: string;
  /** What the shopper was doing when the shop died. */
  phase: "idle" | "adding" | "checking-out";
  acknowledged: string[];
}

describe.each(databaseKinds)("orders across a crash (%s)", (kind) => {
  it("keeps every acknowledged order and leaves every cut-off checkout whole or undone", async () => {
    ensureBuilt();
    const dataDir = tempDataDir();
    const server = kind === "postgres" ? await createServerDatabase() : null;
    const env = {
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      ...(server ? { DATABASE_URL: server.url } : {}),
    };
    let shop: ShopProcess | undefined;
    try {
      shop = await startShopProcess(env);
      const client = shopClient(() => shop!.url);
      const itemIds = await client.itemIdsOn("/type/women");
      const shoppers: Shopper[] = [];
      for (let i = 0; i < shopperCount; i++) {
        const email = `crash-${i}-${randomUUID().slice(0, 8)}@example.com`;
        shoppers.push({
          email,
          cookie: await client.registerAndSignIn(email),
          phase: "idle",
          acknowledged: [],
        });
      }

      let killed = false;
      let acknowledgedCount = 0;
      const shop1 = shop;
      const shopping = shoppers.map(async (shopper, index) => {
        for (let round = 0; !killed; round++) {
          try {
            shopper.phase = "adding";
            const itemId = itemIds[(index + round) % itemIds.length]!;
            await client.addToCart(shopper, itemId, {
              quantity: "2",
              instructions: `round ${round}`,
            });
            shopper.phase = "checking-out";
            const orderId = await client.checkOut(shopper, {
              paymentMethod: "cashondelivery",
              name: "Crash Test",
              email: shopper.email,
              address: "Kenyatta Ave 1",
              phone: "0711 222 333",
              city: "Nyeri",
              postalCode: "10100",
              country: "KE",
            });
            shopper.acknowledged.push(orderId);
            shopper.phase = "idle";
            acknowledgedCount += 1;
            if (acknowledgedCount >= acknowledgedBeforeKill && !killed) {
              killed = true;
              await shop1.stop("SIGKILL");
            }
          } catch (error) {
            if (killed) return; // the shop is gone: what was in flight is judged after the restart
            throw error;
          }
        }
      });
      await Promise.all(shopping);
      expect(killed).toBe(true);

      // The same data, a new process: it must open without any repair step.
      shop = await startShopProcess(env);
      let cutOffCheckouts = 0;
      for (const shopper of shoppers) {
        const listed = [
          ...(await (await client.get("/orders", { cookie: shopper.cookie })).text()).matchAll(
            /\/order-confirmation\/([0-9a-f-]{36})/g,
          ),
        ].map((m) => m[1]!);
        for (const orderId of shopper.acknowledged) {
          expect(listed, `acknowledged order ${orderId} of ${shopper.email}`).toContain(orderId);
          const page = await client.get(`/order-confirmation/${orderId}`, {
            cookie: shopper.cookie,
          });
          expect(page.status).toBe(200);
          expect(await page.text()).toMatch(/round \d+|Ksh\. /);
        }
        const unacknowledged = listed.filter((id) => !shopper.acknowledged.includes(id));
        const cartEmpty = withoutScripts(
          await (await client.get("/cart", { cookie: shopper.cookie })).text(),
        ).includes("Your cart is currently empty.");
        if (shopper.phase === "checking-out") {
          cutOffCheckouts += 1;
          // All or nothing: the order with an emptied cart, or no order and the cart as it was.
          expect(
            unacknowledged.length,
            `orders of ${shopper.email} not acknowledged`,
          ).toBeLessThanOrEqual(1);
          expect(cartEmpty, `cart of ${shopper.email}`).toBe(unacknowledged.length === 1);
        } else {
          expect(unacknowledged, `orders of ${shopper.email}`).toEqual([]);
        }
      }
      expect(cutOffCheckouts + shoppers.filter((s) => s.phase === "adding").length).toBeGreaterThan(
        0,
      );

      // In the database itself: each acknowledged order is stored, and every order (a cut-off one
      // included) has its lines and exactly one confirmation e-mail in the outbox (queued in the
      // order's own transaction).
      await shop.stop();
      shop = undefined;
      const book = await readOrderBook(
        server ? { kind: "postgres", url: server.url } : { kind: "pglite", dataDir },
      );
      expect(book.orders.map((order) => order.id)).toEqual(
        expect.arrayContaining(shoppers.flatMap((s) => s.acknowledged)),
      );
      expect([...ordersWithoutLines(book), ...ordersWithoutOneConfirmation(book)]).toEqual([]);
    } finally {
      await shop?.stop();
      await server?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
