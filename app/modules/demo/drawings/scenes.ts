// Owns the pictures of several things together: a category's tile (its items side by side on a tinted
// backdrop) and the landing page's hero (a rail of clothes, a pile of fabrics, a kiondo and shoes).
import type { DemoItemPicture, DemoScenePicture } from "../picture.ts";
import { darker, lookOf, metal, place, shadow, studio, type Canvas } from "./canvas.ts";
import { fabricPile } from "./linens.ts";
import { drawItem } from "./registry.ts";

/** Where the pieces of a group go (centre x, centre y, scale), by how many there are. */
const layouts: Record<number, readonly (readonly [number, number, number])[]> = {
  1: [[400, 400, 1]],
  2: [
    [250, 410, 0.66],
    [550, 410, 0.66],
  ],
  3: [
    [240, 330, 0.56],
    [560, 330, 0.56],
    [400, 560, 0.56],
  ],
};

function group(c: Canvas, pictures: readonly DemoItemPicture[]): string {
  const spots = layouts[pictures.length] ?? layouts[3]!;
  return pictures
    .slice(0, spots.length)
    .map((picture, i) => {
      const [x, y, s] = spots[i]!;
      return place(drawItem(c, picture), x, y, s, 400, 400);
    })
    .join("");
}

/** A garment on a wooden hanger, hung from a rail at y = `rail`. */
function hung(c: Canvas, picture: DemoItemPicture, x: number, rail: number, s: number): string {
  const wood = "#8a5a2b";
  const hanger = `<path d="M${x} ${rail + 4} q0 -14 10 -14 q10 0 10 10 q0 8 -10 12 L${x} ${rail + 24}" stroke="#9aa0a6" stroke-width="4" fill="none"/><path d="M${x - 100 * s * 1.1} ${rail + 62} L${x} ${rail + 24} L${x + 100 * s * 1.1} ${rail + 62}" stroke="${wood}" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
  // The garment's shoulders (about y = 120 in its own drawing) rest on the hanger's arms.
  return `${place(
    c.inAir(() => drawItem(c, picture)),
    x,
    rail + 56,
    s,
    400,
    120,
  )}${hanger}`;
}

function hero(c: Canvas): string {
  const rail = 120;
  const floor = 720;
  const steel = metal(c, "#b9bec4");
  const stand = `<rect x="70" y="${rail - 6}" width="700" height="12" rx="6" fill="${steel}"/><rect x="74" y="${rail}" width="10" height="${floor - rail}" fill="${darker("#b9bec4", 0.2)}"/><rect x="756" y="${rail}" width="10" height="${floor - rail}" fill="${darker("#b9bec4", 0.2)}"/><rect x="40" y="${floor - 6}" width="80" height="10" rx="5" fill="#6d737a"/><rect x="720" y="${floor - 6}" width="80" height="10" rx="5" fill="#6d737a"/>`;
  const garment = (
    kind: DemoItemPicture["kind"],
    main: string,
    pattern?: DemoItemPicture["pattern"],
    accent?: string,
    trim?: string,
  ): DemoItemPicture => ({
    kind,
    view: "front",
    colours: { main, ...(accent ? { accent } : {}), ...(trim ? { trim } : {}) },
    ...(pattern ? { pattern } : {}),
  });
  const rack = [
    hung(c, garment("kimono", "#f5d04c", "kanga", "#b91c1c", "#14532d"), 186, rail, 0.52),
    hung(c, garment("shirt", "#a9c8ea"), 300, rail, 0.56),
    hung(c, garment("maxi-dress", "#c2410c", "kitenge", "#facc15", "#1e3a8a"), 420, rail, 0.6),
    hung(c, garment("jacket", "#3b5b8c", "denim", "#d9903d"), 550, rail, 0.56),
    hung(
      c,
      garment("short-sleeve-shirt", "#14532d", "kitenge", "#f59e0b", "#7c2d12"),
      670,
      rail,
      0.56,
    ),
  ].join("");
  const table = `<rect x="820" y="520" width="330" height="22" rx="4" fill="#7a4e28"/><rect x="820" y="540" width="330" height="8" fill="#5e3a1a"/><rect x="840" y="548" width="16" height="${floor - 548}" fill="#6b4423"/><rect x="1114" y="548" width="16" height="${floor - 548}" fill="#6b4423"/>`;
  const pile = fabricPile(c, [
    lookOf({ main: "#1e3a8a", accent: "#f59e0b", trim: "#b91c1c" }, "kitenge"),
    lookOf({ main: "#0f766e", accent: "#fb923c", trim: "#7c2d12" }, "ankara"),
    lookOf({ main: "#c62828", accent: "#3b82f6", trim: "#1a1a2e" }, "checks"),
    lookOf({ main: "#f5d04c", accent: "#b91c1c", trim: "#14532d" }, "kanga"),
    lookOf({ main: "#6d28d9", accent: "#fde68a", trim: "#111827" }, "kitenge"),
  ]);
  const painting = {
    kind: "painting",
    view: "front",
    colours: { main: "#0ea5b7", accent: "#65a30d", trim: "#1e3a8a" },
  } as const;
  const things = [
    place(drawItem(c, painting), 1000, 220, 0.4, 400, 380),
    place(pile, 920, 470, 0.42, 400, 560),
    place(
      drawItem(c, {
        kind: "kiondo",
        view: "front",
        colours: { main: "#cfa66a", accent: "#b3202a", trim: "#2c4f8a" },
      }),
      1080,
      440,
      0.42,
      400,
      420,
    ),
    shadow(c, 520, floor + 18, 520, 20, 0.25),
    place(
      drawItem(c, {
        kind: "sneakers",
        view: "pair",
        colours: { main: "#1f3a68", trim: "#c0392b" },
      }),
      930,
      700,
      0.4,
      400,
      520,
    ),
    place(
      drawItem(c, {
        kind: "sandals",
        view: "pair",
        colours: { main: "#c62828", accent: "#2e7d32", trim: "#8b5a2b" },
      }),
      560,
      720,
      0.3,
      400,
      560,
    ),
  ].join("");
  return `${stand}${rack}${table}${things}`;
}

export function drawScene(c: Canvas, picture: DemoScenePicture): string {
  if (picture.scene === "hero") {
    const body = hero(c);
    return studio(c, 1200, 800, body, "#efe2d0");
  }
  const body = group(c, picture.pictures);
  return studio(c, 800, 800, body, picture.backdrop);
}
