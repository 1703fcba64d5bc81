// Owns filling an empty shop with the demo catalogue (app/modules/demo): its items with both names,
// descriptions, sizes, stock and every picture, and its categories with their tile pictures (bags
// and art added to the seed's six). Pictures are drawn locally (nothing is downloaded) and stored
// the way staff uploads are (WebP variants).
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import PQueue from "p-queue";
import type { Db } from "../../db/client.server.ts";
import { categories, itemSizes } from "../../db/schema/catalogue.ts";
import {
  demoCategories,
  demoHero,
  demoItems,
  renderDemoPicture,
  type DemoPicture,
} from "../demo/index.server.ts";
import { heroWidths, imageWidths, type ImageVariant } from "../../lib/images.ts";
import { projectRoot } from "../../lib/project-root.server.ts";
import { renderVariants, storeVariants, type ImageVariants } from "../images/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { countItems, insertItem, type NewItem } from "./catalogue.server.ts";

/** Any fixed number: the lock that lets one of several app servers starting at once seed the catalogue. */
const seedLockKey = 7_316_402_616;

/** Pictures drawn of each demo item (the demo has two or three). */
const demoPicturesPerItem = 2;

/**
 * Drawn pictures kept between shop processes on this machine, as their finished WebP variants:
 * drawing the demo's hundred pictures and encoding their variants is most of a first start's time
 * (a minute on a busy 2-core machine), and every test shop and bench starts empty. A picture is kept
 * under the hash of what it draws, so a changed drawing is drawn anew.
 */
const drawingCache = path.join(os.tmpdir(), "shop-demo-drawings");

/** Raise when the drawings change without their data changing (new shapes, colours). */
const drawingVersion = 2;

async function keptVariants(name: string): Promise<ImageVariants | null> {
  const read = (variant: ImageVariant) => readFile(keptFile(name, variant));
  const [thumb, large] = await Promise.all([read("thumb"), read("large")]).catch(() => []);
  return thumb && large ? { thumb, large } : null;
}

async function keepVariants(name: string, variants: ImageVariants): Promise<void> {
  await mkdir(drawingCache, { recursive: true });
  for (const [variant, bytes] of Object.entries(variants) as [ImageVariant, Buffer][]) {
    await writeAside(keptFile(name, variant), bytes);
  }
}

/** Written aside under a name of its own and renamed: no one ever reads half a file. */
async function writeAside(file: string, bytes: Buffer): Promise<void> {
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** The kept file of one variant of a picture. */
const keptFile = (name: string, variant: ImageVariant) =>
  path.join(drawingCache, `${name}-${variant}.webp`);

/** A picture's name among the kept drawings: the hash of what it draws. */
const keptName = (picture: DemoPicture) =>
  createHash("sha256")
    .update(JSON.stringify([picture, imageWidths, drawingVersion]))
    .digest("hex");

/** A picture's WebP variants: kept ones when this machine drew it before, else drawn and kept. */
async function drawingVariants(picture: DemoPicture): Promise<ImageVariants> {
  const name = keptName(picture);
  let variants = await keptVariants(name);
  if (!variants) {
    variants = await renderVariants(await renderDemoPicture(picture, imageWidths.large));
    await keepVariants(name, variants).catch(() => {});
  }
  return variants;
}

/** Draws a picture (or takes its kept variants) and stores its variants under `images/{owner}/`. */
async function storeDrawing(storage: FileStorage, owner: string, picture: DemoPicture) {
  return storeVariants(storage, owner, await drawingVariants(picture));
}

/** Every picture the demo seed stores, but the hero. */
const seededPictures = () => [
  ...demoItems.flatMap((demo) => demo.pictures.slice(0, demoPicturesPerItem)),
  ...demoCategories.map((category) => category.picture),
];

/**
 * Draws the pictures this machine has not kept yet in a short-lived process of its own (the script
 * `npm test` also runs). Drawing (librsvg and libvips on several threads) leaves a process's memory
 * fragmented for good: a first start's resident memory peaked at 524 MiB, against 450 allowed, and
 * the shop never got it back. Drawn apart, the peak is the helper's and ends with it; the shop then
 * copies kept files. Should the helper fail, the shop draws what is missing itself, as before.
 */
async function drawMissingApart(): Promise<void> {
  const missing =
    heroWidths.some((width) => !existsSync(heroFile(width))) ||
    seededPictures().some((picture) => !existsSync(keptFile(keptName(picture), "large")));
  if (!missing) return;
  const script = path.join(projectRoot(), "scripts", "keep-demo-drawings.ts");
  if (!existsSync(script)) return;
  const child = spawn(process.execPath, [script], {
    cwd: projectRoot(),
    stdio: "ignore",
    // Fewer memory arenas: the helper's own peak is lower with them.
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  await new Promise<void>((resolve) => {
    child.once("error", () => resolve());
    child.once("exit", () => resolve());
  });
}

/**
 * Draws every picture the demo seed stores into this machine's kept drawings, so that shops started
 * afterwards (the test suite starts dozens, several at once) copy them instead of each drawing the
 * hundred pictures under a start deadline. Returns how many pictures there are.
 */
export async function keepDemoDrawings(): Promise<number> {
  const pictures = seededPictures();
  // Two at a time: one for each core of a small server.
  await new PQueue({ concurrency: 2 }).addAll(
    pictures.map((picture) => () => drawingVariants(picture)),
  );
  for (const width of heroWidths) await heroVariant(width);
  return pictures.length + heroWidths.length;
}

/**
 * The landing page's hero picture, under a name made from what it draws: a changed drawing gets a
 * new name, so browsers that keep the old one a year (immutable) are never shown it again.
 */
export const demoHeroKey = `images/hero/${createHash("sha256")
  .update(JSON.stringify([demoHero, heroWidths, drawingVersion]))
  .digest("hex")
  .slice(0, 16)}`;

/** One width of the hero: kept when this machine drew it before, else drawn and kept. */
async function heroVariant(width: (typeof heroWidths)[number]): Promise<Buffer> {
  const kept = heroFile(width);
  const bytes = await readFile(kept).catch(() => null);
  if (bytes) return bytes;
  const drawn = await renderDemoPicture(demoHero, width);
  await mkdir(drawingCache, { recursive: true })
    .then(() => writeAside(kept, drawn))
    .catch(() => {});
  return drawn;
}

/** The kept file of one width of the hero. */
function heroFile(width: (typeof heroWidths)[number]): string {
  return path.join(drawingCache, `${demoHeroKey}-${width}.webp`.replaceAll("/", "-"));
}

/** Stores the hero's variants that storage does not hold yet (a shop seeded before the hero existed gets it at its next start). */
async function storeDemoHero(storage: FileStorage): Promise<void> {
  for (const width of heroWidths) {
    const key = `${demoHeroKey}-${width}.webp`;
    const stored = await storage.read(key);
    if (stored) stored.body.destroy();
    else await storage.put(key, await heroVariant(width));
  }
}

/** Seeds the demo catalogue when the shop holds no items; returns how many items were added. */
export async function seedDemoCatalogue(db: Db, storage: FileStorage): Promise<number> {
  const empty = (await countItems(db)) === 0;
  if (empty) await drawMissingApart();
  await storeDemoHero(storage);
  if (!empty) return 0;
  // Pictures are drawn first (outside any transaction); the rows then go in one transaction.
  const prepared: NewItem[] = [];
  const now = Date.now();
  for (const [index, demo] of demoItems.entries()) {
    const id = randomUUID();
    // Two pictures an item (the main one and one more): drawing is most of a first start's time.
    const [main, ...more] = await Promise.all(
      demo.pictures
        .slice(0, demoPicturesPerItem)
        .map((picture) => storeDrawing(storage, id, picture)),
    );
    // A second apart, so "newest first" has one order (the demo list's last item is the newest).
    const createdAt = new Date(now - (demoItems.length - index) * 1000);
    prepared.push({
      id,
      name: demo.name,
      nameSw: demo.nameSw,
      description: demo.description,
      descriptionSw: demo.descriptionSw,
      type: demo.category,
      priceCents: demo.priceKsh * 100,
      imageKey: main!,
      moreImageKeys: more,
      createdAt,
      stock: demo.stock ?? null,
      // The demo's wholesale terms (decision 0031): breaks in whole Ksh, a pack size for traders.
      wholesaleBreaks: (demo.wholesale ?? []).map((step) => ({
        minQuantity: step.minQuantity,
        priceCents: step.priceKsh * 100,
      })),
      packSize: demo.packSize ?? null,
    });
  }
  const tiles = new Map<string, string>();
  for (const category of demoCategories)
    tiles.set(
      category.route,
      await storeDrawing(storage, `category-demo-${randomUUID()}`, category.picture),
    );

  const seeded = await db.transaction(async (tx) => {
    // Two servers starting at once on one empty database both get here: the lock lets the second
    // in only after the first committed, and it then finds the items there.
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if ((await countItems(tx)) > 0) return false;
    // The demo's categories: the seed's six get their tile pictures (unless the owner gave one),
    // bags and art are added after them.
    for (const [position, category] of demoCategories.entries()) {
      await tx
        .insert(categories)
        .values({
          route: category.route,
          name: category.name,
          nameSw: category.nameSw,
          imageKey: tiles.get(category.route)!,
          position: position + 1,
        })
        .onConflictDoUpdate({
          target: categories.route,
          set: { imageKey: sql`coalesce(${categories.imageKey}, excluded.image_key)` },
        });
    }
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
  // Another server seeded first: the pictures drawn here belong to no item or tile.
  for (const item of prepared) await storage.removePrefix(`images/${item.id}/`).catch(() => {});
  for (const key of tiles.values())
    await storage.removePrefix(`${key.slice(0, key.lastIndexOf("/"))}/`).catch(() => {});
  return 0;
}
