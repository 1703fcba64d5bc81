// Owns changing the catalogue (shop staff): adding, editing and deleting items with their pictures.
// Pictures are checked and stored before the database is touched (never inside a transaction), and
// a failure on either side leaves neither a row nor files behind.
import { announceChange } from "../../db/changes.server.ts";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import type { Message } from "../../i18n/translate.ts";
import { itemRules } from "../../lib/rules/item.ts";
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
import {
  arrangePictures,
  pictureCountRefusal,
  picturesDropped,
  type PictureChoice,
} from "./picture-set.ts";
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

/** Thrown inside a transaction when the pictures, as they are now, cannot take the change. */
class PicturesRefused extends Error {
  readonly outcome: WriteOutcome;
  constructor(outcome: WriteOutcome) {
    super("pictures refused");
    this.outcome = outcome;
  }
}

/** A picture staff chose: the file's name (for a refusal) and its bytes. */
export interface NewPicture {
  name: string;
  bytes: Buffer;
}

/** The refusal of one picture among several, naming its file. */
const refusalNaming: Record<string, MessageKey> = {
  "items.error.imageEmpty": "items.error.photo.imageEmpty",
  "items.error.imageTooLarge": "items.error.photo.imageTooLarge",
  "items.error.notAPicture": "items.error.photo.notAPicture",
  "items.error.tooManyPixels": "items.error.photo.tooManyPixels",
  "items.error.damaged": "items.error.photo.damaged",
};

const removeVariants = (storage: FileStorage, imageKeys: readonly string[]) =>
  storage.remove(imageKeys.flatMap(variantKeys));

/**
 * Checks each picture (a full decode) and stores its WebP variants, one after the other (one
 * picture's decoding in memory at a time); the first refused leaves none of them stored.
 */
async function preparePictures(
  storage: FileStorage,
  itemId: string,
  pictures: readonly NewPicture[],
  log: Logger,
): Promise<{ imageKeys: string[] } | WriteOutcome> {
  const imageKeys: string[] = [];
  for (const picture of pictures) {
    try {
      await checkUploadedImage(picture.bytes);
      imageKeys.push(await storeItemImage(storage, itemId, picture.bytes));
    } catch (error) {
      await removeVariants(storage, imageKeys).catch(() => {});
      if (error instanceof ImageRefused) {
        const file = picture.name.slice(0, itemRules.pictures.fileNameShown) || "?";
        const key = refusalNaming[error.reason] ?? "items.error.photo.notAPicture";
        return { ok: false, field: "image", message: { key, values: { file } } };
      }
      log.error({ err: error, itemId }, "storing an item image failed");
      return { ok: false, field: "image", message: { key: "items.error.storeFailed" } };
    }
  }
  return { imageKeys };
}

/**
 * The item's columns as the form sets them (adding or changing it): in its category `type` as the
 * database names it, with the stored pictures' keys, the first the main one.
 */
function formColumns(input: ItemFormInput, type: string, pictureKeys: readonly string[]) {
  const [imageKey, ...moreImageKeys] = pictureKeys as [string, ...string[]];
  return {
    name: input.name,
    nameSw: input.nameSw,
    description: input.description,
    descriptionSw: input.descriptionSw,
    type,
    priceCents: input.price,
    imageKey,
    moreImageKeys,
    lowStockAt: input.lowStockAt,
    wholesaleBreaks: input.wholesalePrices,
    packSize: input.packSize,
  };
}

/** Adds an item with its pictures (the first is the main one). */
export async function createItem(
  db: Db,
  storage: FileStorage,
  log: Logger,
  input: ItemFormInput,
  pictures: readonly NewPicture[],
  createdBy: string,
): Promise<WriteOutcome> {
  const refusal = pictureCountRefusal(pictures.length);
  if (refusal)
    return {
      ok: false,
      field: "image",
      message: pictures.length === 0 ? { key: "items.error.imageRequired" } : refusal,
    };
  if (!(await lockCategoryForItem(db, input.type))) return noSuchCategory;
  const id = randomUUID();
  const prepared = await preparePictures(storage, id, pictures, log);
  if ("ok" in prepared) return prepared;
  try {
    const item = await db.transaction(async (tx) => {
      // The category is held until the item is in: it cannot be deleted in between.
      const type = await lockCategoryForItem(tx, input.type);
      if (!type) throw new CategoryGone();
      const [row] = await tx
        .insert(items)
        .values({ id, ...formColumns(input, type, prepared.imageKeys), createdBy })
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

/** How the edit form changes the item's pictures: those added now, and the choice about the others. */
export interface PictureChange extends PictureChoice {
  added: readonly NewPicture[];
}

const noPictureChange: PictureChange = { added: [], remove: [], main: "" };

/**
 * Changes an item. Its pictures are arranged again inside the transaction, from the row as it is
 * then (locked), so that two staff changing them at once do not undo each other; the files of the
 * pictures it no longer has are deleted once that is committed.
 */
export async function updateItem(
  db: Db,
  storage: FileStorage,
  log: Logger,
  id: string,
  input: ItemFormInput,
  pictures: PictureChange = noPictureChange,
  {
    sizeFields = noSizeFields,
    staffId = null,
  }: { sizeFields?: SizeFields; staffId?: string | null } = {},
): Promise<WriteOutcome | { ok: false; field: "item" }> {
  const current = await getItem(db, id);
  if (!current) return { ok: false, field: "item" };
  if (!(await lockCategoryForItem(db, input.type))) return noSuchCategory;
  // Refused before any picture is decoded when the count is already wrong.
  const early = arrangePictures(
    [current.imageKey, ...current.moreImageKeys],
    pictures,
    pictures.added.map((_, index) => `added-${index}`),
  );
  if (!early.ok) return { ok: false, field: "image", message: early.message };
  const prepared = await preparePictures(storage, id, pictures.added, log);
  if ("ok" in prepared) return prepared;
  let changed: { row: Item | undefined; dropped: string[] };
  try {
    changed = await db.transaction(async (tx) => {
      const type = await lockCategoryForItem(tx, input.type);
      if (!type) throw new CategoryGone();
      const [now] = await tx
        .select({ imageKey: items.imageKey, moreImageKeys: items.moreImageKeys })
        .from(items)
        .where(eq(items.id, id))
        .for("update");
      if (!now) return { row: undefined, dropped: [] };
      const before = [now.imageKey, ...now.moreImageKeys];
      const arranged = arrangePictures(before, pictures, prepared.imageKeys);
      if (!arranged.ok)
        throw new PicturesRefused({ ok: false, field: "image", message: arranged.message });
      const [row] = await tx
        .update(items)
        .set(formColumns(input, type, arranged.keys))
        .where(eq(items.id, id))
        .returning(itemColumns);
      await saveSizesAndStock(tx, id, current.stock, {
        labels: input.sizes,
        stock: input.stock,
        ...sizeFields,
        reason: input.stockReason,
        staffId,
      });
      await announceChange(tx, "catalogue");
      return { row, dropped: picturesDropped(before, arranged.keys) };
    });
  } catch (error) {
    await removeVariants(storage, prepared.imageKeys).catch(() => {});
    if (error instanceof CategoryGone) return noSuchCategory;
    if (error instanceof PicturesRefused) return error.outcome;
    throw error;
  }
  if (!changed.row) {
    await removeVariants(storage, prepared.imageKeys).catch(() => {});
    return { ok: false, field: "item" };
  }
  // After the commit: a page rendered a moment ago may still name these files, but no row does.
  // Files that cannot be deleted now stay behind, unreferenced; the warning names them.
  if (changed.dropped.length > 0)
    await removeVariants(storage, changed.dropped).catch((error) =>
      log.warn({ err: error, id, keys: changed.dropped }, "old picture files were not removed"),
    );
  return { ok: true, item: changed.row };
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
