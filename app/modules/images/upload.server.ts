// Owns deciding whether an uploaded file is a picture the shop accepts: it must decode (JPEG, PNG,
// WebP, AVIF or a GIF's first frame), be at most 40 megapixels, and is then re-encoded; the
// original bytes are never kept or served.
import sharp, { type Metadata } from "sharp";

export const maxUploadBytes = 10 * 1024 * 1024;
export const maxPixels = 40_000_000;
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "gif", "heif"]);

export class ImageRefused extends Error {}

/** Checks the picture's header and a full decode; throws ImageRefused with a message for the shop owner. */
export async function checkUploadedImage(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new ImageRefused("Choose an image file.");
  if (bytes.length > maxUploadBytes) throw new ImageRefused("The image is larger than 10 MB. Choose a smaller one.");
  let info: Metadata;
  try {
    info = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("That file is not a picture we can read. Upload a JPEG, PNG, WebP, AVIF or GIF image.");
  }
  if (!info.format || !acceptedFormats.has(info.format) || (info.format === "heif" && info.compression !== "av1")) {
    throw new ImageRefused("That file is not a picture we can read. Upload a JPEG, PNG, WebP, AVIF or GIF image.");
  }
  // Read from the header, before any decoding: a small file can claim a huge picture.
  if ((info.width ?? 0) * (info.pageHeight ?? info.height ?? 0) > maxPixels) {
    throw new ImageRefused("The image is too large (over 40 megapixels). Choose a smaller one.");
  }
  try {
    // A full decode that fails on damaged data (a truncated JPEG, for one); shrinking while reading
    // keeps the memory small whatever the picture's size.
    await sharp(bytes, { limitInputPixels: maxPixels, failOn: "truncated", pages: 1 })
      .resize(32, 32, { fit: "inside" })
      .webp()
      .toBuffer();
  } catch {
    throw new ImageRefused("The image file is damaged or incomplete. Try another one.");
  }
}
