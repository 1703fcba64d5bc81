// Owns turning a demo picture into an SVG document and a WebP of any width (sharp, loaded on first use).
import type sharpModule from "sharp";
import { Canvas, studio } from "./drawings/canvas.ts";
import { drawItem } from "./drawings/registry.ts";
import { drawScene } from "./drawings/scenes.ts";
import { demoPictureSize, type DemoPicture } from "./picture.ts";

/** The picture as a standalone SVG document (800 x 800, or 1200 x 800 for the hero). */
export function demoPictureSvg(picture: DemoPicture): string {
  const c = new Canvas();
  if ("scene" in picture) return drawScene(c, picture);
  const { width, height } = demoPictureSize(picture);
  return studio(c, width, height, drawItem(c, picture));
}

let loading: Promise<typeof sharpModule> | undefined;

const minimumDrawnWidth = 200;

/** The picture as WebP, `widthPx` wide (its height in proportion). */
export async function renderDemoPicture(picture: DemoPicture, widthPx: number): Promise<Buffer> {
  // sharp holds memory once loaded: it is loaded when a picture is first drawn, not on import.
  loading ??= import("sharp").then((loaded) => loaded.default);
  const sharp = await loading;
  const { width, height } = demoPictureSize(picture);
  // Rasterised near the asked size (the SVG's density) rather than at full size and then shrunk, but
  // never below 200 px wide, and shrunk in a second step (sharp would otherwise lower the density to
  // the final size): librsvg fills a pattern whose tile falls under a pixel in wrong colours (a
  // towel's fine terry loops came out white in a 64 px picture).
  const drawnWidth = Math.max(widthPx, minimumDrawnWidth);
  const drawn = await sharp(Buffer.from(demoPictureSvg(picture)), {
    density: (72 * drawnWidth) / width,
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(drawn.data, { raw: drawn.info })
    .resize({ width: widthPx, height: Math.round((widthPx * height) / width), fit: "fill" })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}
