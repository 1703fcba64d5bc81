// Owns turning a decoded picture into the WebP variants the shop serves (never the original bytes).
import { randomBytes } from "node:crypto";
import { imageWidths, type ImageVariant } from "../../lib/images.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { maxPixels } from "./picture-check.server.ts";
import { loadSharp } from "./sharp.server.ts";

/** A picture's WebP variants, by name. */
export type ImageVariants = Record<ImageVariant, Buffer>;

/** Decodes a picture and encodes its WebP variants. */
export async function renderVariants(input: Buffer): Promise<ImageVariants> {
  const sharp = await loadSharp();
  const variant = (width: number, quality: number) =>
    // First frame only (pages: 1), as sharp reads animated GIF and WebP by default.
    sharp(input, { limitInputPixels: maxPixels, failOn: "truncated", pages: 1 })
      .rotate() // apply EXIF orientation; metadata is not copied to the output
      .resize({ width, height: width, fit: "cover", withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer();
  const [thumb, large] = await Promise.all([
    variant(imageWidths.thumb, 70),
    variant(imageWidths.large, 80),
  ]);
  return { thumb, large };
}

/** The storage keys of an image's variants. */
export function variantKeys(imageKey: string): string[] {
  return Object.values(imageWidths).map((width) => `${imageKey}-${width}.webp`);
}

/** Stores the variants under `images/{itemId}/{server-chosen name}` and returns that key prefix. */
export async function storeItemImage(
  storage: FileStorage,
  itemId: string,
  input: Buffer,
): Promise<string> {
  return storeVariants(storage, itemId, await renderVariants(input));
}

/** Stores variants already rendered (see storeItemImage); returns the key prefix. */
export async function storeVariants(
  storage: FileStorage,
  itemId: string,
  variants: ImageVariants,
): Promise<string> {
  const imageKey = `images/${itemId}/${randomBytes(6).toString("hex")}`;
  try {
    for (const [variant, bytes] of Object.entries(variants) as [ImageVariant, Buffer][]) {
      await storage.put(`${imageKey}-${imageWidths[variant]}.webp`, bytes);
    }
  } catch (error) {
    // No half-written image is left behind.
    await storage.remove(variantKeys(imageKey)).catch(() => {});
    throw error;
  }
  return imageKey;
}
