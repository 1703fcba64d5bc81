// Owns filling an empty shop with the demo catalogue (items, sizes and stock), images drawn locally
// (nothing is downloaded).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { itemSizes } from "../../db/schema/catalogue.ts";
import { storeItemImage } from "../images/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { countItems, insertItem, type NewItem } from "./catalogue.server.ts";
import { demoItems, demoItemSvg } from "./demo-catalogue.ts";
import { demoItems as describedDemoItems } from "../demo/index.server.ts";

/**
 * The wholesale terms the described demo catalogue (modules/demo) gives an item of the same name,
 * kept only where every break costs less than this catalogue's retail price.
 */
function demoWholesaleTerms(name: string, priceCents: number) {
  const described = describedDemoItems.find((item) => item.name === name);
  const breaks = (described?.wholesale ?? []).map((step) => ({
    minQuantity: step.minQuantity,
    priceCents: step.priceKsh * 100,
  }));
  if (breaks.length === 0 || breaks.some((step) => step.priceCents >= priceCents)) return {};
  return { wholesaleBreaks: breaks, packSize: described?.packSize ?? null };
}

/** Any fixed number: the lock that lets one of several app servers starting at once seed the catalogue. */
const seedLockKey = 7_316_402_616;

/** Seeds the demo catalogue when the shop holds no items; returns how many items were added. */
export async function seedDemoCatalogue(db: Db, storage: FileStorage): Promise<number> {
  if ((await countItems(db)) > 0) return 0;
  // Images are rendered first (outside any transaction); the rows then go in one transaction.
  const prepared: NewItem[] = [];
  const now = Date.now();
  for (const [index, demo] of demoItems.entries()) {
    const id = randomUUID();
    const imageKey = await storeItemImage(storage, id, Buffer.from(demoItemSvg(demo.type, index)));
    // A second apart, so "newest first" has one order (the demo list's last item is the newest).
    const createdAt = new Date(now - (demoItems.length - index) * 1000);
    prepared.push({
      id,
      name: demo.name,
      type: demo.type,
      priceCents: demo.priceKsh * 100,
      imageKey,
      createdAt,
      stock: demo.stock ?? null,
      ...demoWholesaleTerms(demo.name, demo.priceKsh * 100),
    });
  }
  const seeded = await db.transaction(async (tx) => {
    // Two servers starting at once on one empty database both get here: the lock lets the second
    // in only after the first committed, and it then finds the items there.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if ((await countItems(tx)) > 0) return false;
    for (const [index, item] of prepared.entries()) {
      await insertItem(tx, item);
      const sizes = demoItems[index]!.sizes ?? [];
      if (sizes.length === 0) continue;
      await tx.insert(itemSizes).values(
        sizes.map((size, position) => ({
          itemId: item.id!,
          label: size.label,
          position,
          stock: size.stock,
          priceCents: size.priceKsh === undefined ? null : size.priceKsh * 100,
        })),
      );
    }
    return true;
  });
  if (seeded) return prepared.length;
  // Another server seeded first: the images drawn here belong to no item.
  for (const item of prepared) await storage.removePrefix(`images/${item.id}/`).catch(() => {});
  return 0;
}
