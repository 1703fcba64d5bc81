// Staff changes to the catalogue against real files and a real database: the image pipeline refuses
// what is not a safe picture, strips metadata, and nothing is left behind on any refusal or failure.
import { flatDelivery } from "../../app/lib/delivery.ts";
import { testShopContact } from "../support/factories.ts";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { items } from "../../app/db/schema/catalogue.ts";
import { orderLines } from "../../app/db/schema/orders.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { imageWidths } from "../../app/lib/images.ts";
import { addToCart, getCart } from "../../app/modules/cart/cart.server.ts";
import {
  createItem,
  deleteItem,
  updateItem,
} from "../../app/modules/catalogue/catalogue-admin.server.ts";
import { getItem, listByType, listFeatured } from "../../app/modules/catalogue/catalogue.server.ts";
import { searchItems } from "../../app/modules/catalogue/search.server.ts";
import { itemForm } from "../../app/modules/catalogue/item-form.ts";
import { placeOrder } from "../../app/modules/orders/placing.server.ts";
import { diskStorage } from "../../app/modules/storage/disk.server.ts";
import type { FileStorage } from "../../app/modules/storage/storage.server.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";
import {
  hugePng,
  posted,
  jpegWithGpsAndOrientation,
  solidPicture,
  svgWithScript,
} from "../support/pictures.ts";
import { firstRefusal, inEnglish } from "../support/english.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "../support/users.ts";

const log = createLogger("silent");
const input = (overrides: Record<string, string> = {}) =>
  itemForm.parse({ name: "Kikoi Beach Wrap", type: "Women", price: "1450.50", ...overrides });

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.read(key);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("the item form", () => {
  const refusal = (fields: Record<string, string>) => {
    const parsed = itemForm.safeParse({ name: "Shirt", type: "men", price: "100", ...fields });
    return parsed.success ? null : firstRefusal(parsed.error);
  };
  it("reads prices in Ksh with up to 2 decimals into cents", () => {
    expect(input().price).toBe(145_050);
    expect(itemForm.parse({ name: "x", type: "y", price: "10000000" }).price).toBe(1_000_000_000);
  });
  it("refuses bad prices and names with clear messages", () => {
    expect(refusal({ price: "-5" })).toMatch(/price in Ksh/);
    expect(refusal({ price: "0" })).toMatch(/more than Ksh 0/);
    expect(refusal({ price: "abc" })).toMatch(/price in Ksh/);
    expect(refusal({ price: "10000000.01" })).toMatch(/at most Ksh 10,000,000/);
    expect(refusal({ name: "   " })).toMatch(/Enter the item's name/);
    expect(refusal({ name: "n".repeat(500) })).toMatch(/at most 200/);
  });
});

describe.each(databaseKinds)("catalogue changes on %s", (kind) => {
  let database: Database;
  let uploads: string;
  let storage: FileStorage;
  let shop: ReturnType<typeof testServices>;
  let staffId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    uploads = mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    storage = diskStorage(uploads);
    shop = testServices(database.db);
    staffId = (await makeUser(shop.auth, database.db, "admin")).id;
  });
  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    rmSync(uploads, { recursive: true, force: true });
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it("adds an item that shows at once in its category, in search and among featured items", async () => {
    const outcome = await createItem(
      database.db,
      storage,
      log,
      input(),
      [posted(await solidPicture("png"))],
      staffId,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { item } = outcome;
    expect(item).toMatchObject({
      name: "Kikoi Beach Wrap",
      type: "women",
      priceCents: 145_050,
      createdBy: staffId,
    });
    expect(item.imageKey).toMatch(new RegExp(`^images/${item.id}/[0-9a-f]{12}$`));
    expect((await listByType(database.db, "women", 1)).entries.map((i) => i.id)).toContain(item.id);
    expect((await searchItems(database.db, "beach wrap")).entries.map((i) => i.id)).toContain(
      item.id,
    );
    expect((await listFeatured(database.db))[0]?.id).toBe(item.id);
    const thumb = await sharp(
      await readAll(storage, `${item.imageKey}-${imageWidths.thumb}.webp`),
    ).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: imageWidths.thumb });
    // A 640 px picture is not enlarged for the item page.
    const large = await sharp(
      await readAll(storage, `${item.imageKey}-${imageWidths.large}.webp`),
    ).metadata();
    expect(large).toMatchObject({ format: "webp", width: 640 });
  });

  it("accepts JPEG, WebP, AVIF and a GIF's first frame", async () => {
    for (const format of ["jpeg", "webp", "avif", "gif"] as const) {
      const outcome = await createItem(
        database.db,
        storage,
        log,
        input({ name: `Pic ${format}` }),
        [posted(await solidPicture(format))],
        staffId,
      );
      expect(outcome.ok, format).toBe(true);
    }
  });

  it("drops EXIF data (GPS included) and applies the orientation", async () => {
    const outcome = await createItem(
      database.db,
      storage,
      log,
      input(),
      [posted(await jpegWithGpsAndOrientation())],
      staffId,
    );
    if (!outcome.ok) throw new Error(inEnglish(outcome.message));
    const large = await readAll(storage, `${outcome.item.imageKey}-800.webp`);
    const meta = await sharp(large).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(large.includes(Buffer.from("TestCam"))).toBe(false);
  });

  it.each([
    [
      "a text file named .png",
      async () => Buffer.from("just some text, not a picture"),
      /not a picture/,
    ],
    ["an SVG with a script", async () => svgWithScript, /not a picture/],
    ["a 20,000 x 20,000 PNG", hugePng, /over 40 megapixels/],
    [
      "a truncated JPEG",
      async () => (await solidPicture("jpeg", 1200, 900)).subarray(0, 4000),
      /damaged or incomplete/,
    ],
    ["an empty file", async () => Buffer.alloc(0), /photo\.jpg is empty/],
    ["a file over 10 MB", async () => Buffer.alloc(10 * 1024 * 1024 + 1, 1), /larger than 10 MB/],
  ])("refuses %s and leaves nothing behind", async (_name, make, message) => {
    const before = filesUnder(uploads).length;
    const rowsBefore = (await database.db.select().from(items)).length;
    const outcome = await createItem(
      database.db,
      storage,
      log,
      input({ name: "Refused item" }),
      [posted(await make())],
      staffId,
    );
    expect(outcome).toMatchObject({ ok: false, field: "image" });
    expect(!outcome.ok && outcome.field === "image" && inEnglish(outcome.message)).toMatch(message);
    expect(filesUnder(uploads).length).toBe(before);
    expect((await database.db.select().from(items)).length).toBe(rowsBefore);
  });

  it("creates no item and leaves no files when storing fails", async () => {
    const failing: FileStorage = {
      ...storage,
      async put(key, body) {
        // The first variant is written, then the disk is "full".
        if (key.endsWith("-800.webp"))
          throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
        await storage.put(key, body);
      },
    };
    const before = filesUnder(uploads).length;
    const rowsBefore = (await database.db.select().from(items)).length;
    const outcome = await createItem(
      database.db,
      failing,
      log,
      input({ name: "Disk full" }),
      [posted(await solidPicture("png"))],
      staffId,
    );
    expect(outcome).toMatchObject({ ok: false, field: "image" });
    expect(!outcome.ok && outcome.field === "image" && inEnglish(outcome.message)).toBe(
      "We could not store the image. Please try again.",
    );
    expect(filesUnder(uploads).length).toBe(before);
    expect((await database.db.select().from(items)).length).toBe(rowsBefore);
  });

  it("stores HTML in a name as text", async () => {
    const outcome = await createItem(
      database.db,
      storage,
      log,
      input({ name: "<script>alert(1)</script> Shirt" }),
      [posted(await solidPicture("png"))],
      staffId,
    );
    expect(outcome.ok && outcome.item.name).toBe("<script>alert(1)</script> Shirt");
  });

  it("edits an item, keeping its pictures when none are added or removed", async () => {
    const created = await createItem(
      database.db,
      storage,
      log,
      input(),
      [posted(await solidPicture("png"))],
      staffId,
    );
    if (!created.ok) throw new Error("not created");
    const oldKey = created.item.imageKey;
    const priced = await updateItem(
      database.db,
      storage,
      log,
      created.item.id,
      input({ price: "999" }),
    );
    expect(priced.ok && priced.item).toMatchObject({
      priceCents: 99_900,
      imageKey: oldKey,
      moreImageKeys: [],
    });
  });

  describe("an item's several pictures", () => {
    const stored = async (key: string) => (await storage.read(`${key}-300.webp`)) !== null;
    const pictureKeys = (item: { imageKey: string; moreImageKeys: string[] }) => [
      item.imageKey,
      ...item.moreImageKeys,
    ];
    const threeNew = async () => {
      const created = await createItem(
        database.db,
        storage,
        log,
        input({ name: "Three Photos" }),
        [
          posted(await solidPicture("png"), "front.png"),
          posted(await solidPicture("jpeg"), "back.jpg"),
          posted(await solidPicture("webp"), "side.webp"),
        ],
        staffId,
      );
      if (!created.ok) throw new Error(inEnglish(created.message));
      return created.item;
    };

    it("adds several at once, the first the main one, each stored as WebP variants", async () => {
      const item = await threeNew();
      expect(item.moreImageKeys).toHaveLength(2);
      for (const key of pictureKeys(item)) {
        expect(key).toMatch(new RegExp(`^images/${item.id}/[0-9a-f]{12}$`));
        expect(await stored(key)).toBe(true);
      }
      const row = await getItem(database.db, item.id);
      expect(row && pictureKeys(row)).toEqual(pictureKeys(item));
    });

    it("removes some, adds more after the kept ones, and moves the chosen main one first", async () => {
      const item = await threeNew();
      const [first, second, third] = pictureKeys(item) as [string, string, string];
      const changed = await updateItem(database.db, storage, log, item.id, input(), {
        added: [posted(await solidPicture("gif"), "extra.gif")],
        remove: [second],
        main: third,
      });
      if (!changed.ok) throw new Error("not changed");
      const keys = pictureKeys(changed.item);
      expect(keys).toHaveLength(3);
      expect(keys.slice(0, 2)).toEqual([third, first]);
      expect(keys[2]).not.toBe(second);
      expect(await stored(keys[2]!)).toBe(true);
      // The removed picture's files are gone once the change is in.
      expect(await stored(second)).toBe(false);
      expect(await storage.read(`${second}-800.webp`)).toBeNull();

      // "The first photo added now" as main; a main photo being removed leaves the order.
      const added = await updateItem(database.db, storage, log, item.id, input(), {
        added: [posted(await solidPicture("png"), "new-main.png")],
        remove: [],
        main: "new",
      });
      if (!added.ok) throw new Error("not changed");
      expect(pictureKeys(added.item).slice(1)).toEqual(keys);
      const mainRemoved = await updateItem(database.db, storage, log, item.id, input(), {
        added: [],
        remove: [added.item.imageKey],
        main: added.item.imageKey,
      });
      expect(mainRemoved.ok && pictureKeys(mainRemoved.item)).toEqual(keys);
    });

    it("refuses to remove the last picture, and more than eight in all", async () => {
      const item = await threeNew();
      const keys = pictureKeys(item);
      const filesBefore = filesUnder(uploads).length;
      const lastRemoved = await updateItem(
        database.db,
        storage,
        log,
        item.id,
        input({ price: "5" }),
        { added: [], remove: keys, main: "" },
      );
      expect(!lastRemoved.ok && "message" in lastRemoved && inEnglish(lastRemoved.message)).toBe(
        "An item needs a photo: keep one, or add another.",
      );
      const six = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (n) =>
          posted(await solidPicture("png", 40 + n, 40), `${n}.png`),
        ),
      );
      const tooMany = await updateItem(database.db, storage, log, item.id, input({ price: "5" }), {
        added: six,
        remove: [],
        main: "",
      });
      expect(!tooMany.ok && "message" in tooMany && inEnglish(tooMany.message)).toBe(
        "An item has at most 8 photos; this would make 9. Remove some or add fewer.",
      );
      // Nothing changed, nothing stored, nothing deleted.
      const row = await getItem(database.db, item.id);
      expect(row && pictureKeys(row)).toEqual(keys);
      expect(row?.priceCents).toBe(145_050);
      expect(filesUnder(uploads).length).toBe(filesBefore);
      // The database holds the same limit.
      await expect(
        database.db
          .update(items)
          .set({ moreImageKeys: Array.from({ length: 8 }, (_, n) => `images/${item.id}/x${n}`) })
          .where(eq(items.id, item.id)),
      ).rejects.toThrow();
    });

    it("names the file refused among several, and keeps none of the others", async () => {
      const item = await threeNew();
      const filesBefore = filesUnder(uploads).length;
      const refused = await updateItem(database.db, storage, log, item.id, input(), {
        added: [
          posted(await solidPicture("png"), "good.png"),
          posted(Buffer.from("plain text"), "notes.png"),
        ],
        remove: [item.imageKey],
        main: "",
      });
      expect(!refused.ok && "message" in refused && inEnglish(refused.message)).toMatch(
        /^notes\.png is not a picture we can read/,
      );
      expect(filesUnder(uploads).length).toBe(filesBefore);
      expect(await stored(item.imageKey)).toBe(true);
      const created = await createItem(
        database.db,
        storage,
        log,
        input(),
        [posted(await solidPicture("png"), "ok.png"), posted(await hugePng(), "bomb.png")],
        staffId,
      );
      expect(!created.ok && inEnglish(created.message)).toMatch(/^bomb\.png is too large/);
      expect(filesUnder(uploads).length).toBe(filesBefore);
    });
  });

  it("deletes an item from the shop and every cart, while placed orders keep it", async () => {
    const { db } = database;
    const created = await createItem(
      db,
      storage,
      log,
      input({ name: "Soon gone" }),
      [posted(await solidPicture("png"))],
      staffId,
    );
    if (!created.ok) throw new Error("not created");
    const buyer = await makeUser(shop.auth, db);
    const browser = await makeUser(shop.auth, db);
    await addToCart(db, buyer.id, created.item.id, 1, "");
    await addToCart(db, browser.id, created.item.id, 2, "");
    const placed = await placeOrder(
      db,
      buyer.id,
      {
        idempotencyKey: crypto.randomUUID(),
        paymentMethod: "cashondelivery",
        name: "Buyer",
        email: buyer.email,
        address: "Street 1",
        phone: "0712345678",
        city: "Mombasa",
        postalCode: "80100",
        country: "KE",
      },
      { delivery: flatDelivery(0), publicUrl: "http://shop.test", shop: testShopContact },
    );
    expect(placed.ok).toBe(true);

    expect(await deleteItem(db, storage, log, created.item.id)).toBeDefined();
    expect(await getItem(db, created.item.id)).toBeUndefined();
    expect((await getCart(db, browser.id)).lines).toEqual([]);
    expect(filesUnder(path.join(uploads, "images", created.item.id))).toEqual([]);
    const kept = await db.select().from(orderLines).where(eq(orderLines.itemId, created.item.id));
    expect(kept.map((line) => line.name)).toEqual(["Soon gone"]);
    expect(await deleteItem(db, storage, log, created.item.id)).toBeUndefined();
  });
});
