// The shop's categories on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// the migration's six, tiles counting what each category holds, adding and changing one (a new route
// carries its items), moving, hiding, refusing to delete one that holds items, and items that may
// only be put in a category that exists.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { createItem } from "../../app/modules/catalogue/catalogue-admin.server.ts";
import { listByType } from "../../app/modules/catalogue/catalogue.server.ts";
import {
  categoryTiles,
  createCategory,
  deleteCategory,
  findCategory,
  listCategories,
  moveCategory,
  updateCategory,
} from "../../app/modules/catalogue/categories.server.ts";
import { categoryForm } from "../../app/modules/catalogue/category-form.ts";
import { itemForm } from "../../app/modules/catalogue/item-form.ts";
import { diskStorage } from "../../app/modules/storage/disk.server.ts";
import type { FileStorage } from "../../app/modules/storage/storage.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import { makeItem } from "../support/factories.ts";
import { posted, solidPicture } from "../support/pictures.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const log = createLogger("silent");
const form = (overrides: Record<string, string | undefined> = {}) =>
  categoryForm.parse({
    name: "KIDS WEAR",
    nameSw: "NGUO ZA WATOTO",
    route: "kids-wear",
    visible: "on",
    ...overrides,
  });

describe("the category form", () => {
  it("takes lowercase words joined by dashes as a route, and nothing else", () => {
    expect(form().route).toBe("kids-wear");
    for (const route of ["Kids", "kids_wear", "kids--wear", "-kids", "kids-", "watoto1", "", "a b"])
      expect(categoryForm.safeParse({ name: "A", nameSw: "B", route }).success, route).toBe(false);
  });
  it("reads an unticked box as hidden and refuses empty or long names", () => {
    expect(form({ visible: undefined }).visible).toBe(false);
    expect(categoryForm.safeParse({ name: " ", nameSw: "B", route: "a" }).success).toBe(false);
    expect(categoryForm.safeParse({ name: "x".repeat(41), nameSw: "B", route: "a" }).success).toBe(
      false,
    );
  });
});

describe.each(databaseKinds)("categories on %s", (kind) => {
  let database: Database;
  let uploads: string;
  let storage: FileStorage;
  let staffId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    uploads = mkdtempSync(path.join(os.tmpdir(), "shop-categories-"));
    storage = diskStorage(uploads);
    staffId = (await makeUser(testServices(database.db).auth, database.db, "admin")).id;
  });
  afterAll(async () => {
    await database?.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("starts with the seed's six categories, routes and labels, in the seed's order", async () => {
    const all = await listCategories(database.db);
    expect(all.map((c) => [c.route, c.name, c.nameSw, c.visible])).toEqual([
      ["women", "WOMEN'S WEAR", "MAVAZI YA WANAWAKE", true],
      ["men", "MEN'S WEAR", "MAVAZI YA WANAUME", true],
      ["shoes", "SHOES", "VIATU", true],
      ["households", "HOUSEHOLD ITEMS", "VYOMBO VYA NYUMBANI", true],
      ["inners", "INNER CLOTHES", "NGUO ZA NDANI", true],
      ["sports", "SPORTS WEAR", "MAVAZI YA MICHEZO", true],
    ]);
  });

  it("counts on each tile what the category page lists, and counts an item added", async () => {
    const { db } = database;
    await makeItem(db, { type: "shoes" });
    await makeItem(db, { type: "Shoes" });
    const before = (await categoryTiles(db)).find((tile) => tile.route === "shoes")!;
    const listed = await listByType(db, "shoes", 1);
    expect(before.itemCount).toBe(listed.entries.length);
    const added = await createItem(
      db,
      storage,
      log,
      itemForm.parse({ name: "Safari Boots", type: "SHOES", price: "3000" }),
      [posted(await solidPicture("png"))],
      staffId,
    );
    expect(added.ok).toBe(true);
    if (added.ok) expect(added.item.type).toBe("shoes");
    const after = (await categoryTiles(db)).find((tile) => tile.route === "shoes")!;
    expect(after.itemCount).toBe(before.itemCount + 1);
  });

  it("refuses an item in a category that does not exist, and keeps no picture of it", async () => {
    const { db } = database;
    const filesBefore = readdirSync(uploads, { recursive: true }).length;
    const outcome = await createItem(
      db,
      storage,
      log,
      itemForm.parse({ name: "Mystery", type: "no-such-category", price: "10" }),
      [posted(await solidPicture("png"))],
      staffId,
    );
    expect(outcome).toMatchObject({ ok: false, field: "type" });
    expect(readdirSync(uploads, { recursive: true }).length).toBe(filesBefore);
  });

  it("adds a category with a tile picture at the end; a taken route is refused", async () => {
    const { db } = database;
    const outcome = await createCategory(db, storage, log, form(), await solidPicture("jpeg"));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.category.imageKey).toMatch(/^images\/category-[0-9a-f-]{36}\/[0-9a-f]{12}$/);
    expect(await storage.read(`${outcome.category.imageKey}-300.webp`)).not.toBeNull();
    const all = await listCategories(db);
    expect(all.at(-1)!.route).toBe("kids-wear");
    expect(await createCategory(db, storage, log, form({ name: "Other" }), null)).toMatchObject({
      ok: false,
      field: "route",
    });
  });

  it("moves its items along when a category's route changes", async () => {
    const { db } = database;
    const kids = (await findCategory(db, "kids-wear"))!;
    await makeItem(db, { type: "kids-wear", name: "School Sweater" });
    const changed = await updateCategory(
      db,
      storage,
      log,
      kids.id,
      form({ route: "children" }),
      null,
    );
    expect(changed.ok).toBe(true);
    expect((await listByType(db, "children", 1)).entries.map((item) => item.name)).toEqual([
      "School Sweater",
    ]);
    expect((await listByType(db, "kids-wear", 1)).entries).toEqual([]);
    // Another category's route is not taken over.
    expect(
      await updateCategory(db, storage, log, kids.id, form({ route: "women" }), null),
    ).toMatchObject({ ok: false, field: "route" });
  });

  it("moves a category up and down, and hides it from the tiles but not from the item forms", async () => {
    const { db } = database;
    const children = (await findCategory(db, "children"))!;
    expect(await moveCategory(db, children.id, "up")).toBe(true);
    let routes = (await listCategories(db)).map((c) => c.route);
    expect(routes.slice(-2)).toEqual(["children", "sports"]);
    await moveCategory(db, children.id, "down");
    await moveCategory(db, children.id, "down"); // already last: stays
    routes = (await listCategories(db)).map((c) => c.route);
    expect(routes.at(-1)).toBe("children");
    await updateCategory(
      db,
      storage,
      log,
      children.id,
      form({ route: "children", visible: undefined }),
      null,
    );
    expect((await categoryTiles(db)).map((c) => c.route)).not.toContain("children");
    expect((await listCategories(db)).map((c) => c.route)).toContain("children");
  });

  it("refuses to delete a category that holds items, and deletes an empty one with its picture", async () => {
    const { db } = database;
    const children = (await findCategory(db, "children"))!;
    expect(await deleteCategory(db, storage, log, children.id)).toEqual({
      ok: false,
      reason: "holdsItems",
      itemCount: 1,
    });
    expect(await findCategory(db, "children")).toBeDefined();

    const empty = await createCategory(
      db,
      storage,
      log,
      form({ route: "empty-shelf" }),
      await solidPicture("png"),
    );
    if (!empty.ok) throw new Error("not added");
    const deleted = await deleteCategory(db, storage, log, empty.category.id);
    expect(deleted.ok).toBe(true);
    expect(await findCategory(db, "empty-shelf")).toBeUndefined();
    expect(await storage.read(`${empty.category.imageKey}-300.webp`)).toBeNull();
    expect(await deleteCategory(db, storage, log, empty.category.id)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});
