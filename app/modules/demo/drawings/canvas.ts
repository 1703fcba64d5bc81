// Owns the drawing surface every drawing shares: unique ids for definitions, colour mixing, gradients
// (shading, metal, leather), soft shadows, symmetric and mirrored outlines, placing one drawing inside
// another, and the studio background a picture is framed in.
import type { DemoColours, DemoPattern, DemoView } from "../picture.ts";

/** A point in SVG units. */
export type Pt = readonly [number, number];
/** One step of an outline: a line to a point, a quadratic [control, to] or a cubic [c1, c2, to]. */
export type Seg = Pt | readonly [Pt, Pt] | readonly [Pt, Pt, Pt];

/** What a drawing is drawn in: colours with their defaults filled in, and the cloth's pattern. */
export interface Look {
  main: string;
  accent: string;
  trim: string;
  pattern: DemoPattern;
}

export function lookOf(colours: DemoColours, pattern: DemoPattern = "plain"): Look {
  return {
    main: colours.main,
    accent: colours.accent ?? mix(colours.main, "#ffffff", 0.45),
    trim: colours.trim ?? mix(colours.main, "#000000", 0.35),
    pattern,
  };
}

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** `a` moved `t` (0..1) of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from
    .map((value, index) => Math.round(value + ((to[index] ?? 0) - value) * t))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}
export const darker = (colour: string, t = 0.25): string => mix(colour, "#000000", t);
export const lighter = (colour: string, t = 0.25): string => mix(colour, "#ffffff", t);

type Stop = readonly [offset: number, colour: string, opacity?: number];
const stopsOf = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join("");

/**
 * Collects the definitions (gradients, patterns, clips, filters) of one SVG under ids unique within
 * it, so drawings can be composed into one scene without their ids clashing.
 */
export class Canvas {
  #defs: string[] = [];
  #count = 0;
  #shared = new Map<string, string>();
  #floor = true;

  /** Whether things drawn now stand on a floor (and cast a shadow on it). */
  get onFloor(): boolean {
    return this.#floor;
  }

  /** Draws things that hang in the air (on a rail): without their shadows on the floor. */
  inAir(draw: () => string): string {
    this.#floor = false;
    try {
      return draw();
    } finally {
      this.#floor = true;
    }
  }

  /** Adds a definition under a new id and returns that id. */
  define(markup: (id: string) => string): string {
    const id = `d${this.#count++}`;
    this.#defs.push(markup(id));
    return id;
  }

  /** A definition made once per picture under `key` (the same shading reused by every piece). */
  once(key: string, markup: (id: string) => string): string {
    const known = this.#shared.get(key);
    if (known) return known;
    const id = this.define(markup);
    this.#shared.set(key, id);
    return id;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const key = `l${JSON.stringify([stops, x1, y1, x2, y2])}`;
    const id = this.once(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${JSON.stringify([stops, cx, cy, r, fx, fy])}`;
    const id = this.once(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path of these shapes; returns the attribute value. */
  clip(shapes: string): string {
    return `url(#${this.define((id) => `<clipPath id="${id}">${shapes}</clipPath>`)})`;
  }

  /** A Gaussian blur over the whole picture's area (a region of the element's own box would cut a
   * blurred straight line off, as a line's box has no width). */
  blur(deviation: number): string {
    const id = this.once(
      `b${deviation}`,
      (id) =>
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="-400" y="-400" width="2000" height="1600"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  markup(): string {
    return `<defs>${this.#defs.join("")}</defs>`;
  }
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const pt = ([x, y]: Pt): string => `${fmt(x)} ${fmt(y)}`;

/** A path through these steps from `start` (no closing). */
function trace(start: Pt, segs: readonly Seg[]): string {
  return `M${pt(start)}${segs.map(step).join("")}`;
}

function step(seg: Seg): string {
  if (typeof seg[0] === "number") return `L${pt(seg as Pt)}`;
  const points = seg as readonly Pt[];
  return `${points.length === 2 ? "Q" : "C"}${points.map(pt).join(" ")}`;
}

const endOf = (seg: Seg): Pt =>
  typeof seg[0] === "number"
    ? (seg as Pt)
    : (seg as readonly Pt[])[(seg as readonly Pt[]).length - 1]!;

/**
 * A closed outline symmetric about x = `axis`: `segs` trace the left half from `start` (on the axis)
 * down to a point on the axis, and the right half is their mirror image, traced back up.
 */
export function symmetric(axis: number, start: Pt, segs: readonly Seg[]): string {
  const flip = ([x, y]: Pt): Pt => [2 * axis - x, y];
  const ends = [start, ...segs.map(endOf)];
  const back: Seg[] = [];
  for (let index = segs.length - 1; index >= 0; index--) {
    const seg = segs[index]!;
    const from = flip(ends[index]!);
    if (typeof seg[0] === "number") back.push(from);
    else {
      const points = seg as readonly Pt[];
      back.push(
        points.length === 2 ? [flip(points[0]!), from] : [flip(points[1]!), flip(points[0]!), from],
      );
    }
  }
  return `${trace(start, segs)}${back.map(step).join("")}Z`;
}

/** Draws `markup` (drawn around 400, 470) scaled by `s` and moved so that point lands at (x, y). */
export const place = (markup: string, x: number, y: number, s: number, cx = 400, cy = 470) =>
  `<g transform="translate(${x - cx * s} ${y - cy * s}) scale(${s})">${markup}</g>`;

/** Draws a left-hand part and its mirror image on the right. */
export const pair = (markup: string): string =>
  `${markup}<g transform="matrix(-1 0 0 1 800 0)">${markup}</g>`;

/** Polished leather: light from above, a dark underside. */
export function leather(c: Canvas, colour: string): string {
  return c.linear(
    [
      [0, lighter(colour, 0.3)],
      [0.35, colour],
      [1, darker(colour, 0.45)],
    ],
    0,
    0,
    0,
    1,
  );
}

/** A soft shadow on the floor under a thing. */
export function shadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.32) {
  if (!c.onFloor) return "";
  const fill = c.radial([
    [0, "#2b2118", strength],
    [0.55, "#2b2118", strength * 0.45],
    [1, "#2b2118", 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}

/** Side-to-side shading over a rounded thing (cloth, a pot): darker edges, a light from the left. */
export function roundness(c: Canvas, depth = 1): string {
  return c.linear([
    [0, "#000000", 0.3 * depth],
    [0.16, "#000000", 0.08 * depth],
    [0.36, "#ffffff", 0.14 * depth],
    [0.6, "#000000", 0],
    [0.86, "#000000", 0.14 * depth],
    [1, "#000000", 0.34 * depth],
  ]);
}

/** A metal's look: bands of light and dark across a cylinder. */
export function metal(c: Canvas, base: string): string {
  return c.linear([
    [0, darker(base, 0.45)],
    [0.12, darker(base, 0.1)],
    [0.26, lighter(base, 0.75)],
    [0.36, lighter(base, 0.2)],
    [0.6, darker(base, 0.08)],
    [0.8, lighter(base, 0.3)],
    [0.92, darker(base, 0.25)],
    [1, darker(base, 0.5)],
  ]);
}

/**
 * Light over something round lit from the upper left (a ball, a beaded disc): a white shine of
 * `shine` opacity, gone by `clear`, then shade to `rim` opacity at the edge (through `shade`, an
 * [offset, opacity], when given). `at`: the light's centre and reach, fractions of the thing's box.
 */
export function roundLight(
  c: Canvas,
  light: { shine: number; clear: number; shade?: readonly [number, number]; rim: number },
  at: readonly [cx: number, cy: number, r: number],
): string {
  const { shine, clear, shade, rim } = light;
  const shading: Stop[] = shade ? [[shade[0], "#000000", shade[1]]] : [];
  return c.radial(
    [[0, "#ffffff", shine], [clear, "#ffffff", 0], ...shading, [1, "#000000", rim]],
    ...at,
  );
}

/** The light studio background (a wall fading into the floor) and the picture's document. */
export function studio(c: Canvas, width: number, height: number, body: string, tint = "#f3efe9") {
  const wall = c.linear(
    [
      [0, lighter(tint, 0.55)],
      [0.7, tint],
      [1, darker(tint, 0.07)],
    ],
    0,
    0,
    0,
    1,
  );
  const light = c.radial(
    [
      [0, "#ffffff", 0.7],
      [1, "#ffffff", 0],
    ],
    0.45,
    0.35,
    0.6,
  );
  const background = `<rect width="${width}" height="${height}" fill="${wall}"/><rect width="${width}" height="${height}" fill="${light}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${c.markup()}${background}${body}</svg>`;
}

/** How one kind of thing is drawn: the views it has and the drawing of each, in an 800 x 800 box. */
export interface Drawing {
  views: readonly DemoView[];
  draw(c: Canvas, look: Look, view: DemoView): string;
  /** Where the `detail` view looks (x, y) and how close (zoom), when it is a close-up of the front. */
  focus?: readonly [x: number, y: number, zoom: number];
}
