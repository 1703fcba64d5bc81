// Owns deciding whether an uploaded file is a picture the shop accepts: it must decode (JPEG, PNG,
// WebP, AVIF or a GIF's first frame), be at most 40 megapixels, and is then re-encoded; the
// original bytes are never kept or served.
import type { Metadata } from "sharp";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { itemRules } from "../../lib/rules/item.ts";
import { loadSharp } from "./sharp.server.ts";

export const maxPixels = 40_000_000;
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);

/** A picture the shop does not take; `reason` names the message for the shop owner. */
export class ImageRefused extends Error {
  readonly reason: MessageKey;
  constructor(reason: MessageKey) {
    super(reason);
    this.reason = reason;
  }
}

/** Checks the picture's header and a full decode; throws ImageRefused. */
export async function checkUploadedImage(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new ImageRefused("items.error.imageEmpty");
  if (bytes.length > itemRules.image.maxBytes) throw new ImageRefused("items.error.imageTooLarge");
  const sharp = await loadSharp();
  let info: Metadata;
  try {
    info = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("items.error.notAPicture");
  }
  if (
    !info.format ||
    !acceptedFormats.has(info.format) ||
    (info.format === "heif" && info.compression !== "av1")
  ) {
    throw new ImageRefused("items.error.notAPicture");
  }
  // Read from the header, before any decoding: a small file can claim a huge picture.
  if ((info.width ?? 0) * (info.pageHeight ?? info.height ?? 0) > maxPixels) {
    throw new ImageRefused("items.error.tooManyPixels");
  }
  try {
    // A full decode that fails on damaged data (a truncated JPEG, for one); shrinking while reading
    // keeps the memory small whatever the picture's size.
    await sharp(bytes, { limitInputPixels: maxPixels, failOn: "truncated", pages: 1 })
      .resize(32, 32, { fit: "inside" })
      .webp()
      .toBuffer();
  } catch {
    throw new ImageRefused("items.error.damaged");
  }
}
