// Owns filling an empty shop with the demo catalogue, images drawn locally (nothing is downloaded).
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.server.ts";
import { storeItemImage } from "../images/variants.server.ts";
import type { FileStorage } from "../storage/storage.server.ts";
import { countItems, insertItem, type NewItem } from "./catalogue.server.ts";
import { demoItems, demoItemSvg } from "./demo-catalogue.ts";

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
    prepared.push({ id, name: demo.name, type: demo.type, priceCents: demo.priceKsh * 100, imageKey, createdAt });
  }
  await db.transaction(async (tx) => {
    for (const item of prepared) await insertItem(tx as unknown as Db, item);
  });
  return prepared.length;
}
