// Owns changing the catalogue (shop staff): adding, editing and deleting items with their images.
// Pictures are checked and stored before the database is touched (never inside a transaction), and
// a failure on either side leaves neither a row nor files behind.
import { announceChange } from "../../db/changes.server.ts";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { Message } from "../../i18n/translate.ts";
import { items, type Item } from "../../db/schema/catalogue.ts";
import {
  checkUploadedImage,
  ImageRefused,
  storeItemImage,
  variantKeys,
} from "../images/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { getItem, itemColumns } from "./catalogue.server.ts";
import { lockCategoryForItem } from "./categories.server.ts";
import type { ItemFormInput } from "./item-form.ts";
import { saveSizesAndStock } from "./sizes.server.ts";

/** Stock and prices of an item's existing sizes, as the edit form posted them. */
export interface SizeFields {
  sizeStock: ReadonlyMap<string, number | null>;
  sizePrice: ReadonlyMap<string, number | null>;
}

const noSizeFields: SizeFields = { sizeStock: new Map(), sizePrice: new Map() };

export type WriteOutcome =
  { ok: true; item: Item } | { ok: false; field: "image" | "type"; message: Message };

const noSuchCategory: WriteOutcome = {
  ok: false,
  field: "type",
  message: { key: "items.error.typeUnknown" },
};

/** Thrown inside a transaction when the item's category went away meanwhile: rolls it back. */
class CategoryGone extends Error {}

async function prepareImage(
  storage: FileStorage,
  itemId: string,
  image: Buffer,
  log: Logger,
): Promise<{ imageKey: string } | WriteOutcome> {
  try {
    await checkUploadedImage(image);
    return { imageKey: await storeItemImage(storage, itemId, image) };
  } catch (error) {
    if (error instanceof ImageRefused)
      return { ok: false, field: "image", message: { key: error.reason } };
    log.error({ err: error, itemId }, "storing an item image failed");
    return { ok: false, field: "image", message: { key: "items.error.storeFailed" } };
  }
}

export async function createItem(
  db: Db,
  storage: FileStorage,
  log: Logger,
  input: ItemFormInput,
  image: Buffer,
  createdBy: string,
): Promise<WriteOutcome> {
  if (!(await lockCategoryForItem(db, input.type))) return noSuchCategory;
  const id = randomUUID();
  const prepared = await prepareImage(storage, id, image, log);
  if ("ok" in prepared) return prepared;
  try {
    const item = await db.transaction(async (tx) => {
      // The category is held until the item is in: it cannot be deleted in between.
      const type = await lockCategoryForItem(tx, input.type);
      if (!type) throw new CategoryGone();
      const [row] = await tx
        .insert(items)
        .values({
          id,
          name: input.name,
          nameSw: input.nameSw,
          description: input.description,
          descriptionSw: input.descriptionSw,
          type,
          priceCents: input.price,
          imageKey: prepared.imageKey,
          createdBy,
          lowStockAt: input.lowStockAt,
          wholesaleBreaks: input.wholesalePrices,
          packSize: input.packSize,
        })
        .returning(itemColumns);
      // What is on the shelf when the item is added has just been received.
      await saveSizesAndStock(tx, id, null, {
        labels: input.sizes,
        stock: input.stock,
        ...noSizeFields,
        reason: "received",
        staffId: createdBy,
      });
      await announceChange(tx, "catalogue");
      return row!;
    });
    return { ok: true, item };
  } catch (error) {
    await storage.removePrefix(`images/${id}/`).catch(() => {});
    if (error instanceof CategoryGone) return noSuchCategory;
    throw error;
  }
}

/** Changes an item; with a new picture, the old one's files go once the row points at the new. */
export async function updateItem(
  db: Db,
  storage: FileStorage,
  log: Logger,
  id: string,
  input: ItemFormInput,
  image: Buffer | null,
  {
    sizeFields = noSizeFields,
    staffId = null,
  }: { sizeFields?: SizeFields; staffId?: string | null } = {},
): Promise<WriteOutcome | { ok: false; field: "item" }> {
  const current = await getItem(db, id);
  if (!current) return { ok: false, field: "item" };
  if (!(await lockCategoryForItem(db, input.type))) return noSuchCategory;
  let imageKey = current.imageKey;
  if (image) {
    const prepared = await prepareImage(storage, id, image, log);
    if ("ok" in prepared) return prepared;
    imageKey = prepared.imageKey;
  }
  let updated: Item | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const type = await lockCategoryForItem(tx, input.type);
      if (!type) throw new CategoryGone();
      const [row] = await tx
        .update(items)
        .set({
          name: input.name,
          nameSw: input.nameSw,
          description: input.description,
          descriptionSw: input.descriptionSw,
          type,
          priceCents: input.price,
          imageKey,
          lowStockAt: input.lowStockAt,
          wholesaleBreaks: input.wholesalePrices,
          packSize: input.packSize,
        })
        .where(eq(items.id, id))
        .returning(itemColumns);
      if (row)
        await saveSizesAndStock(tx, id, current.stock, {
          labels: input.sizes,
          stock: input.stock,
          ...sizeFields,
          reason: input.stockReason,
          staffId,
        });
      await announceChange(tx, "catalogue");
      return row;
    });
  } catch (error) {
    if (imageKey !== current.imageKey) await storage.remove(variantKeys(imageKey)).catch(() => {});
    if (error instanceof CategoryGone) return noSuchCategory;
    throw error;
  }
  if (!updated) {
    if (imageKey !== current.imageKey) await storage.remove(variantKeys(imageKey)).catch(() => {});
    return { ok: false, field: "item" };
  }
  if (imageKey !== current.imageKey) {
    await storage
      .remove(variantKeys(current.imageKey))
      .catch((error) => log.warn({ err: error, id }, "old image files were not removed"));
  }
  return { ok: true, item: updated };
}

/** Deletes an item: it leaves every cart (cart lines cascade); placed orders keep their snapshot. */
export async function deleteItem(
  db: Db,
  storage: FileStorage,
  log: Logger,
  id: string,
): Promise<Item | undefined> {
  const item = await getItem(db, id);
  if (!item) return undefined;
  await db.transaction(async (tx) => {
    await tx.delete(items).where(eq(items.id, id));
    await announceChange(tx, "catalogue");
  });
  await storage
    .removePrefix(`images/${id}/`)
    .catch((error) => log.warn({ err: error, id }, "image files were not removed"));
  return item;
}
