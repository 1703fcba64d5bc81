// Owns which drawing draws which kind of thing, and an item picture's body in its 800 x 800 box (the
// detail view being a close-up of the front).
import type { DemoItemPicture, DemoKind } from "../picture.ts";
import { lookOf, type Canvas, type Drawing } from "./canvas.ts";
import { art } from "./art.ts";
import { bags } from "./bags.ts";
import { dresses } from "./dresses.ts";
import { football } from "./football.ts";
import { household } from "./household.ts";
import { inners } from "./inners.ts";
import { linens } from "./linens.ts";
import { outerwear } from "./outerwear.ts";
import { sandals } from "./sandals.ts";
import { shoes } from "./shoes.ts";
import { sports } from "./sports.ts";
import { tops } from "./tops.ts";
import { trousers } from "./trousers.ts";

const drawings: Record<DemoKind, Drawing> = {
  ...dresses,
  ...tops,
  ...outerwear,
  ...trousers,
  ...household,
  ...linens,
  ...shoes,
  ...sandals,
  ...inners,
  ...sports,
  ...football,
  ...bags,
  ...art,
};

/** The picture's drawing, without background; throws for a view its kind does not have. */
export function drawItem(c: Canvas, picture: DemoItemPicture): string {
  const drawing = drawings[picture.kind];
  if (!drawing.views.includes(picture.view))
    throw new Error(`A ${picture.kind} has no ${picture.view} view.`);
  const look = lookOf(picture.colours, picture.pattern);
  if (picture.view === "detail" && drawing.focus) {
    const [x, y, zoom] = drawing.focus;
    return `<g transform="translate(400 400) scale(${zoom}) translate(${-x} ${-y})">${drawing.draw(c, look, drawing.views[0]!)}</g>`;
  }
  return drawing.draw(c, look, picture.view);
}
