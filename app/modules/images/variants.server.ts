// Owns turning a decoded picture into the WebP variants the shop serves (never the original bytes).
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { imageWidths, type ImageVariant } from "../../lib/images.ts";
import type { FileStorage } from "../storage/storage.server.ts";

export async function renderVariants(input: Buffer): Promise<Record<ImageVariant, Buffer>> {
  const variant = (width: number, quality: number) =>
    sharp(input, { limitInputPixels: 40_000_000 })
      .rotate() // apply EXIF orientation; metadata is not copied to the output
      .resize({ width, height: width, fit: "cover", withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer();
  const [thumb, large] = await Promise.all([variant(imageWidths.thumb, 70), variant(imageWidths.large, 80)]);
  return { thumb, large };
}

/** Stores the variants under `images/{itemId}/{server-chosen name}` and returns that key prefix. */
export async function storeItemImage(storage: FileStorage, itemId: string, input: Buffer): Promise<string> {
  const variants = await renderVariants(input);
  const imageKey = `images/${itemId}/${randomBytes(6).toString("hex")}`;
  try {
    for (const [variant, bytes] of Object.entries(variants) as [ImageVariant, Buffer][]) {
      await storage.put(`${imageKey}-${imageWidths[variant]}.webp`, bytes);
    }
  } catch (error) {
    await storage.removePrefix(`images/${itemId}/`);
    throw error;
  }
  return imageKey;
}
