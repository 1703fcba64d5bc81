// Owns how a piece of cloth is drawn: filled with its pattern, shaded round, with soft folds, seams,
// stitching, buttons and ribbed bands (every garment drawing is made of these).
import { darker, lighter, roundness, type Canvas, type Look } from "./canvas.ts";
import { fabric } from "./patterns.ts";

export interface PieceOptions {
  /** A fill other than the look's cloth (a lining, a ribbed band). */
  fill?: string;
  /** Soft dark creases, as open paths. */
  folds?: readonly string[];
  /** Soft light ridges, as open paths. */
  lights?: readonly string[];
  /** How strongly the piece is shaded round (1: a body; less for flat things). */
  depth?: number;
  /** The colour whose darker shade outlines the piece (default the look's main). */
  edge?: string;
  /** The outline's width: wider for small pieces on a busy print (a collar on wax print). */
  edgeWidth?: number;
}

/** One piece of cloth with this outline. */
export function piece(c: Canvas, look: Look, d: string, options: PieceOptions = {}): string {
  const fill = options.fill ?? fabric(c, look);
  const parts = [`<path d="${d}" fill="${fill}"/>`];
  parts.push(`<path d="${d}" fill="${roundness(c, options.depth ?? 1)}"/>`);
  const folds = options.folds ?? [];
  const lights = options.lights ?? [];
  if (folds.length > 0 || lights.length > 0) {
    const clip = c.clip(`<path d="${d}"/>`);
    const soft = [
      ...folds.map(
        (fold) =>
          `<path d="${fold}" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="15" stroke-linecap="round"/>`,
      ),
      ...lights.map(
        (light) =>
          `<path d="${light}" fill="none" stroke="#ffffff" stroke-opacity="0.2" stroke-width="14" stroke-linecap="round"/>`,
      ),
    ].join("");
    parts.push(`<g clip-path="${clip}"><g filter="${c.blur(9)}">${soft}</g></g>`);
  }
  parts.push(
    `<path d="${d}" fill="none" stroke="${darker(options.edge ?? look.main, 0.45)}" stroke-opacity="0.55" stroke-width="${options.edgeWidth ?? 2}" stroke-linejoin="round"/>`,
  );
  return parts.join("");
}

/** The inside of a garment seen through its neck or opening: the cloth in shadow. */
export function inside(c: Canvas, look: Look, d: string): string {
  const shade = c.linear(
    [
      [0, "#000000", 0.55],
      [1, "#000000", 0.25],
    ],
    0,
    0,
    0,
    1,
  );
  return `<path d="${d}" fill="${fabric(c, look)}"/><path d="${d}" fill="${shade}"/>`;
}

/** A line of stitching along a path. */
export function stitch(d: string, colour: string, width = 2, opacity = 0.7): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${width * 3} ${width * 2}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** A seam: a fine dark line where two pieces meet. */
export function seam(d: string, colour: string, opacity = 0.4, width = 2.2): string {
  return `<path d="${d}" fill="none" stroke="${darker(colour, 0.5)}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;
}

/** A sewn button with its holes and shine. */
export function button(c: Canvas, x: number, y: number, r: number, colour: string): string {
  const face = c.radial(
    [
      [0, lighter(colour, 0.35)],
      [1, darker(colour, 0.2)],
    ],
    0.4,
    0.35,
    0.7,
  );
  const hole = r * 0.28;
  return `<circle cx="${x}" cy="${y + 1.5}" r="${r}" fill="#000000" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${face}" stroke="${darker(colour, 0.35)}" stroke-width="1"/><circle cx="${x - hole}" cy="${y}" r="${r * 0.14}" fill="${darker(colour, 0.5)}"/><circle cx="${x + hole}" cy="${y}" r="${r * 0.14}" fill="${darker(colour, 0.5)}"/>`;
}

/** A ribbed band (cuff, waistband, collar): fine lines across it. */
export function ribbed(c: Canvas, colour: string, vertical = true): string {
  const id = c.once(`rib${colour}${vertical}`, (id) => {
    const line = vertical
      ? `<rect width="3" height="8" fill="${darker(colour, 0.22)}" opacity="0.6"/>`
      : `<rect width="8" height="3" fill="${darker(colour, 0.22)}" opacity="0.6"/>`;
    return `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${colour}"/>${line}</pattern>`;
  });
  return `url(#${id})`;
}

/** A zip: its teeth along a path and a pull at the top. */
export function zip(x: number, top: number, bottom: number, colour = "#b8b8b8"): string {
  return `<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${darker(colour, 0.4)}" stroke-width="7"/><line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}" stroke="${colour}" stroke-width="4" stroke-dasharray="2 2"/><rect x="${x - 5}" y="${top + 4}" width="10" height="22" rx="4" fill="${colour}" stroke="${darker(colour, 0.4)}"/>`;
}
