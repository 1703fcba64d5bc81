// Owns the drawings of household cloth: a stack of folded towels, blankets, sheets or a shuka, and
// cloth hanging over a rail.
import { darker, lighter, shadow, type Canvas, type Drawing, type Look } from "./canvas.ts";
import { piece } from "./cloth.ts";
import { fabric, terry } from "./patterns.ts";

interface Layer {
  /** Height of the folded edge. */
  height: number;
  /** Inset from the stack's sides (smaller pieces on top, like pillowcases). */
  inset?: number;
  fill: string;
}

const left = 196;
const right = 604;
const floor = 640;

/** The rounded front of one folded layer between y = `top` and `top + height`. */
function foldFront(top: number, height: number, inset: number): string {
  const l = left + inset;
  const r = right - inset;
  const b = top + height;
  const k = height * 0.5;
  return `M${l} ${top} H${r} C${r + k} ${top} ${r + k} ${b} ${r} ${b} H${l} C${l - k} ${b} ${l - k} ${top} ${l} ${top}Z`;
}

/**
 * A stack of folded layers seen from the front and a little above: each layer's rounded folded edge,
 * and the flat top of the last one (`top` decorates that face, `front` each layer's edge).
 */
function foldedStack(
  c: Canvas,
  look: Look,
  layers: readonly Layer[],
  extras: { top?: (face: string) => string; front?: (y: number, height: number) => string } = {},
): string {
  const round = c.linear(
    [
      [0, "#ffffff", 0.28],
      [0.35, "#ffffff", 0],
      [0.75, "#000000", 0.12],
      [1, "#000000", 0.42],
    ],
    0,
    0,
    0,
    1,
  );
  const parts = [shadow(c, 400, floor + 4, 260, 26, 0.4)];
  let y = floor;
  for (const layer of layers) {
    y -= layer.height;
    const d = foldFront(y, layer.height, layer.inset ?? 0);
    parts.push(
      `<path d="${d}" fill="${layer.fill}"/><path d="${d}" fill="${round}"/><path d="${d}" fill="none" stroke="${darker(look.main, 0.5)}" stroke-opacity="0.35" stroke-width="1.5"/>`,
    );
    if (extras.front) parts.push(extras.front(y, layer.height));
  }
  const inset = layers.at(-1)?.inset ?? 0;
  const l = left + inset;
  const r = right - inset;
  const face = `M${l} ${y} H${r} Q${r + 6} ${y} ${r - 4} ${y - 8} L${r - 46} ${y - 150} Q${r - 50} ${y - 156} ${r - 60} ${y - 156} H${l + 60} Q${l + 50} ${y - 156} ${l + 46} ${y - 150} L${l + 4} ${y - 8} Q${l - 6} ${y} ${l} ${y}Z`;
  const light = c.linear(
    [
      [0, "#000000", 0.12],
      [1, "#ffffff", 0.12],
    ],
    0,
    0,
    0,
    1,
  );
  parts.push(
    `<path d="${face}" fill="${layers.at(-1)?.fill ?? look.main}"/><path d="${face}" fill="${light}"/>`,
    extras.top ? extras.top(face) : "",
    `<path d="${face}" fill="none" stroke="${darker(look.main, 0.5)}" stroke-opacity="0.3" stroke-width="1.5"/>`,
  );
  return parts.join("");
}

/** Fringe strands hanging from a line, as on a shuka's ends. */
function fringe(colour: string, x1: number, x2: number, y: number, length: number): string {
  const strands: string[] = [];
  for (let x = x1; x <= x2; x += 7) {
    const sway = ((x * 7) % 9) - 4;
    strands.push(`M${x} ${y} q${sway} ${length / 2} ${sway / 2} ${length + ((x * 3) % 11)}`);
  }
  return `<path d="${strands.join(" ")}" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

function shuka(c: Canvas, look: Look, view: "folded" | "open"): string {
  const cloth = fabric(c, look);
  if (view === "folded") {
    const layers = Array.from({ length: 6 }, () => ({ height: 28, fill: cloth }));
    return foldedStack(c, look, layers, {
      top: () => fringe(look.main, left + 30, right - 30, floor - 168, 46),
    });
  }
  return hanging(c, look, cloth, 560) + fringe(darker(look.main, 0.1), 236, 564, 566, 60);
}

/** Cloth hanging from a wooden rail, folded over it (`fold`: how far the front layer falls). */
function hanging(
  c: Canvas,
  look: Look,
  fill: string,
  bottom: number,
  fold?: number,
  wave = 1,
): string {
  const wood = c.linear(
    [
      [0, "#a0703c"],
      [0.4, "#d4a468"],
      [1, "#6b4423"],
    ],
    0,
    0,
    0,
    1,
  );
  const rail = `<rect x="130" y="138" width="540" height="26" rx="13" fill="${wood}"/><circle cx="130" cy="151" r="20" fill="#7a4e28"/><circle cx="670" cy="151" r="20" fill="#7a4e28"/>`;
  const w = (dy: number) => bottom + dy * wave;
  const sway = `M230 150 L570 150 L576 ${w(-20)} Q560 ${w(6)} 520 ${w(0)} Q470 ${w(-12)} 420 ${w(4)} Q360 ${w(14)} 320 ${w(0)} Q270 ${w(-10)} 224 ${w(-16)}Z`;
  const folds = [
    "M300 170 Q296 400 290 540",
    "M400 170 Q404 400 400 550",
    "M500 170 Q506 400 510 540",
  ];
  const parts = [
    shadow(c, 400, 720, 230, 18, 0.2),
    piece(c, look, sway, { fill, folds, lights: ["M350 170 L348 540", "M455 170 L458 540"] }),
  ];
  if (fold) {
    const front = `M226 150 L574 150 L578 ${fold} Q400 ${fold + 14} 222 ${fold}Z`;
    parts.push(
      `<path d="M226 ${fold - 4} Q400 ${fold + 18} 578 ${fold - 4}" stroke="#000000" stroke-opacity="0.3" stroke-width="16" fill="none" filter="${c.blur(8)}"/>`,
      piece(c, look, front, {
        fill,
        folds: ["M320 170 L316 " + (fold - 20), "M480 170 L484 " + (fold - 20)],
      }),
    );
  }
  parts.push(rail);
  return parts.join("");
}

/** A towel's woven border: a band across it with two thin lines. */
const towelBand = (look: Look, x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${look.accent}" opacity="0.9"/><rect x="${x}" y="${y + 4}" width="${width}" height="3" fill="${lighter(look.accent, 0.5)}"/><rect x="${x}" y="${y + height - 7}" width="${width}" height="3" fill="${lighter(look.accent, 0.5)}"/>`;

function towel(c: Canvas, look: Look, view: "folded" | "open"): string {
  const cloth = terry(c, look.main);
  if (view === "open") {
    return hanging(c, look, cloth, 700, 560, 0.2) + towelBand(look, 226, 500, 350, 34);
  }
  const layers = Array.from({ length: 3 }, () => ({ height: 66, fill: cloth }));
  return foldedStack(c, look, layers, {
    front: (y, height) =>
      `<rect x="470" y="${y + 2}" width="36" height="${height - 4}" fill="${look.accent}" opacity="0.85"/><rect x="476" y="${y + 2}" width="3" height="${height - 4}" fill="${lighter(look.accent, 0.5)}"/><rect x="497" y="${y + 2}" width="3" height="${height - 4}" fill="${lighter(look.accent, 0.5)}"/>`,
    top: () =>
      `<path d="M470 442 L506 442 L486 292 L458 292Z" fill="${look.accent}" opacity="0.85"/>`,
  });
}

function blanket(c: Canvas, look: Look): string {
  const cloth = fabric(c, look);
  const binding = (y: number, height: number) =>
    `<path d="${foldFront(y, height, 0)}" fill="none" stroke="${look.trim}" stroke-width="10" stroke-opacity="0.8" clip-path="${c.clip(`<rect x="120" y="${y}" width="90" height="${height}"/>`)}"/>`;
  return foldedStack(
    c,
    look,
    [
      { height: 96, fill: cloth },
      { height: 96, fill: cloth },
    ],
    { front: binding },
  );
}

/** Sheets and pillowcases folded in a stack, tied with a ribbon as a set is sold. */
function bedsheets(c: Canvas, look: Look): string {
  const cloth = fabric(c, look, 1, look.pattern, 90);
  const ribbon = look.trim;
  const bow = `<ellipse cx="302" cy="384" rx="30" ry="13" transform="rotate(-20 302 384)" fill="${ribbon}"/><ellipse cx="364" cy="384" rx="30" ry="13" transform="rotate(20 364 384)" fill="${ribbon}"/><path d="M326 392 L306 440 L318 444 L334 398Z M340 392 L360 438 L348 442 L332 398Z" fill="${darker(ribbon, 0.15)}"/><ellipse cx="333" cy="388" rx="12" ry="10" fill="${darker(ribbon, 0.2)}"/>`;
  return foldedStack(
    c,
    look,
    [
      { height: 40, fill: cloth },
      { height: 40, fill: cloth },
      { height: 40, fill: cloth },
      { height: 30, inset: 40, fill: cloth },
      { height: 30, inset: 40, fill: cloth },
    ],
    {
      front: (y, height) =>
        `<rect x="300" y="${y}" width="26" height="${height}" fill="${ribbon}"/><rect x="300" y="${y}" width="26" height="${height}" fill="${c.linear(
          [
            [0, "#ffffff", 0.3],
            [1, "#000000", 0.25],
          ],
          0,
          0,
          0,
          1,
        )}"/>`,
      top: () => `<path d="M300 460 L326 460 L353 304 L337 304Z" fill="${ribbon}"/>${bow}`,
    },
  );
}

export const linens = {
  shuka: {
    views: ["open", "folded", "detail"],
    draw: (c, look, view) => shuka(c, look, view === "folded" ? "folded" : "open"),
    focus: [400, 560, 2.2],
  },
  towel: {
    views: ["folded", "open", "detail"],
    draw: (c, look, view) => towel(c, look, view === "open" ? "open" : "folded"),
    focus: [480, 480, 2.4],
  },
  blanket: {
    views: ["folded", "detail"],
    draw: (c, look) => blanket(c, look),
    focus: [250, 500, 2.3],
  },
  bedsheets: {
    views: ["folded", "detail"],
    draw: (c, look) => bedsheets(c, look),
    focus: [340, 430, 2],
  },
} satisfies Record<string, Drawing>;

/** Folded lengths of cloth in several looks, one on another: a shop's pile of fabrics. */
export function fabricPile(c: Canvas, looks: readonly Look[]): string {
  const layers = looks.map((look, i) => ({
    height: 46,
    inset: (i % 2) * 16,
    fill: fabric(c, look),
  }));
  return foldedStack(c, looks[0]!, layers);
}
