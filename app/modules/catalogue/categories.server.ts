// Owns the shop's categories as the owner keeps them on the categories desk: listing them with how
// many items each holds, adding, changing (a new route carries its items along), moving on the
// landing page, hiding, and deleting one that holds no items. Tile pictures are stored like item
// pictures (checked, re-encoded to WebP variants) before the database is touched.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { announceChange } from "../../db/changes.server.ts";
import type { Db } from "../../db/client.server.ts";
import { categories, items, type Category } from "../../db/schema/catalogue.ts";
import type { Message } from "../../i18n/translate.ts";
import { isSeedRoute, type CategoryNames } from "../../lib/categories.ts";
import { isUuid } from "../../lib/ids.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { categoryRules } from "../../lib/rules/category.ts";
import {
  checkUploadedImage,
  ImageRefused,
  storeItemImage,
  variantKeys,
} from "../images/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import type { CategoryFormInput } from "./category-form.ts";

export type { Category };

/** A category with how many items it holds (the number its category page lists over all pages). */
export type CountedCategory = Category & { itemCount: number };

// Served by the items' lower(type) index: each count reads only its own category's entries.
const itemCount = sql<number>`(select count(*)::int from ${items} where lower(${items.type}) = ${categories.route})`;

/** Every category in landing-page order, hidden ones included, each with its item count. */
export function listCategories(db: Db): Promise<CountedCategory[]> {
  return db
    .select({ ...categoryColumns, itemCount })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.createdAt));
}

/**
 * The names of the categories the owner added (the seed's six are named by the shop's own texts),
 * both languages, by route: what item cards, the cart and the item page call an item's category.
 */
export async function addedCategoryNames(db: Db): Promise<CategoryNames> {
  const rows = await db
    .select({ route: categories.route, name: categories.name, nameSw: categories.nameSw })
    .from(categories);
  return Object.fromEntries(
    rows
      .filter((row) => !isSeedRoute(row.route))
      .map((row) => [row.route, { name: row.name, nameSw: row.nameSw }]),
  );
}

/** The landing page's tiles: the shown categories in their order, each with its item count. */
export async function categoryTiles(db: Db): Promise<CountedCategory[]> {
  return (await listCategories(db)).filter((category) => category.visible);
}

const categoryColumns = {
  id: categories.id,
  route: categories.route,
  name: categories.name,
  nameSw: categories.nameSw,
  imageKey: categories.imageKey,
  position: categories.position,
  visible: categories.visible,
  createdAt: categories.createdAt,
};

export async function getCategory(db: Db, id: string): Promise<Category | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The category whose page is /type/{route} (the route matched ignoring case, as item types are). */
export async function findCategory(db: Db, route: string): Promise<Category | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(eq(categories.route, route.trim().toLowerCase()));
  return row;
}

export type CategoryOutcome =
  | { ok: true; category: Category }
  | { ok: false; field: "route" | "image" | "form"; message: Message };

const routeTaken: CategoryOutcome = {
  ok: false,
  field: "route",
  message: { key: "categories.error.routeTaken" },
};

async function storePicture(
  storage: FileStorage,
  categoryId: string,
  image: Buffer,
  log: Logger,
): Promise<{ imageKey: string } | CategoryOutcome> {
  try {
    await checkUploadedImage(image);
    return { imageKey: await storeItemImage(storage, `category-${categoryId}`, image) };
  } catch (error) {
    if (error instanceof ImageRefused)
      return { ok: false, field: "image", message: { key: error.reason } };
    log.error({ err: error, categoryId }, "storing a category picture failed");
    return { ok: false, field: "image", message: { key: "items.error.storeFailed" } };
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" ||
    (error as { cause?: { code?: string } }).cause?.code === "23505");

async function routeInUse(db: Db, route: string, exceptId?: string): Promise<boolean> {
  const found = await findCategory(db, route);
  return found !== undefined && found.id !== exceptId;
}

/** Adds a category at the end of the landing page's tiles. */
export async function createCategory(
  db: Db,
  storage: FileStorage,
  log: Logger,
  input: CategoryFormInput,
  image: Buffer | null,
): Promise<CategoryOutcome> {
  if (await routeInUse(db, input.route)) return routeTaken;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories);
  if (count >= categoryRules.maxCount)
    return {
      ok: false,
      field: "form",
      message: { key: "categories.error.tooMany", values: { max: categoryRules.maxCount } },
    };
  const id = randomUUID();
  let imageKey: string | null = null;
  if (image) {
    const stored = await storePicture(storage, id, image, log);
    if ("ok" in stored) return stored;
    imageKey = stored.imageKey;
  }
  try {
    const category = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}), 0)::int` })
        .from(categories);
      const [row] = await tx
        .insert(categories)
        .values({
          id,
          route: input.route,
          name: input.name,
          nameSw: input.nameSw,
          visible: input.visible,
          imageKey,
          position: Math.min((last?.position ?? 0) + 1, categoryRules.position.max),
        })
        .returning();
      await announceChange(tx, "catalogue");
      return row!;
    });
    return { ok: true, category };
  } catch (error) {
    if (imageKey) await storage.remove(variantKeys(imageKey)).catch(() => {});
    if (isUniqueViolation(error)) return routeTaken;
    throw error;
  }
}

/**
 * Changes a category. A new route moves its items with it (their type names the category by its
 * route), in the same transaction; a new picture replaces the old, whose files then go.
 */
export async function updateCategory(
  db: Db,
  storage: FileStorage,
  log: Logger,
  id: string,
  input: CategoryFormInput,
  image: Buffer | null,
): Promise<CategoryOutcome | { ok: false; field: "category" }> {
  const current = await getCategory(db, id);
  if (!current) return { ok: false, field: "category" };
  if (await routeInUse(db, input.route, id)) return routeTaken;
  let imageKey = current.imageKey;
  if (image) {
    const stored = await storePicture(storage, id, image, log);
    if ("ok" in stored) return stored;
    imageKey = stored.imageKey;
  }
  const dropNewPicture = async () => {
    if (imageKey && imageKey !== current.imageKey)
      await storage.remove(variantKeys(imageKey)).catch(() => {});
  };
  let updated: Category | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(categories)
        .set({
          route: input.route,
          name: input.name,
          nameSw: input.nameSw,
          visible: input.visible,
          imageKey,
        })
        .where(eq(categories.id, id))
        .returning();
      if (row && input.route !== current.route)
        await tx
          .update(items)
          .set({ type: input.route })
          .where(eq(sql`lower(${items.type})`, current.route));
      await announceChange(tx, "catalogue");
      return row;
    });
  } catch (error) {
    await dropNewPicture();
    if (isUniqueViolation(error)) return routeTaken;
    throw error;
  }
  if (!updated) {
    await dropNewPicture();
    return { ok: false, field: "category" };
  }
  if (current.imageKey && imageKey !== current.imageKey)
    await storage
      .remove(variantKeys(current.imageKey))
      .catch((error) => log.warn({ err: error, id }, "old category picture was not removed"));
  return { ok: true, category: updated };
}

/** Moves a category one place up or down among the tiles (positions are renumbered 1, 2, 3 ...). */
export async function moveCategory(db: Db, id: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One mover at a time: two moves at once would renumber from the same order.
    await tx.execute(sql`select id from ${categories} for update`);
    const order = await tx
      .select({ id: categories.id })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.createdAt));
    const from = order.findIndex((row) => row.id === id);
    if (from < 0) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return true;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, row] of order.entries())
      await tx
        .update(categories)
        .set({ position: index + 1 })
        .where(eq(categories.id, row.id));
    await announceChange(tx, "catalogue");
    return true;
  });
}

export type DeleteCategoryOutcome =
  | { ok: true; category: Category }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "holdsItems"; itemCount: number };

/** Deletes a category that holds no items (an item must always belong to one). */
export async function deleteCategory(
  db: Db,
  storage: FileStorage,
  log: Logger,
  id: string,
): Promise<DeleteCategoryOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DeleteCategoryOutcome> => {
    const [row] = await tx
      .select({ ...categoryColumns, itemCount })
      .from(categories)
      .where(eq(categories.id, id))
      .for("update");
    if (!row) return { ok: false, reason: "missing" };
    // Items are added under a category only when it exists (createItem checks in its transaction,
    // after this row's lock), so a count of 0 here stays 0 until the row is gone.
    if (row.itemCount > 0) return { ok: false, reason: "holdsItems", itemCount: row.itemCount };
    await tx.delete(categories).where(eq(categories.id, id));
    await announceChange(tx, "catalogue");
    const { itemCount: _count, ...category } = row;
    return { ok: true, category };
  });
  if (outcome.ok && outcome.category.imageKey)
    await storage
      .remove(variantKeys(outcome.category.imageKey))
      .catch((error) => log.warn({ err: error, id }, "category picture was not removed"));
  return outcome;
}

/**
 * The route of the category an item is put in, locked against its deletion until the caller's
 * transaction ends; undefined when there is no such category.
 */
export async function lockCategoryForItem(db: Db, type: string): Promise<string | undefined> {
  const [row] = await db
    .select({ route: categories.route })
    .from(categories)
    .where(eq(categories.route, type.trim().toLowerCase()))
    .for("share");
  return row?.route;
}
