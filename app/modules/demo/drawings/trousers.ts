// Owns the drawings of trousers: jeans with their pockets and rivets, chinos with a crease, from the
// front and the back (the suit and the tracksuit reuse the shape).
import { darker, lighter, pair, shadow, symmetric } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { button, piece, seam, stitch } from "./cloth.ts";

export interface Cut {
  /** Half the waist's width. */
  waist: number;
  /** Half the width at the hip and at the hem (outer edge), and the hem's inner edge from the axis. */
  hip: number;
  hem: number;
  inner: number;
  /** Where the legs part, and where they end. */
  crotch: number;
  bottom: number;
}

const jeansCut: Cut = { waist: 102, hip: 116, hem: 106, inner: 16, crotch: 330, bottom: 760 };
const chinoCut: Cut = { waist: 104, hip: 114, hem: 90, inner: 14, crotch: 340, bottom: 766 };

/** The outline of a pair of trousers below a waistband at y = 150. */
export function trouserOutline(cut: Cut, top = 150): string {
  return symmetric(
    400,
    [400, top],
    [
      [400 - cut.waist, top],
      [
        [400 - cut.hip - 4, top + 60],
        [400 - cut.hip, top + 110],
      ],
      [
        [400 - cut.hip + 6, 480],
        [400 - cut.hem, cut.bottom],
      ],
      [400 - cut.inner, cut.bottom],
      [
        [400 - cut.inner - 4, 480],
        [398, cut.crotch],
      ],
    ],
  );
}

const legFolds = (cut: Cut) => [
  `M${400 - cut.hip + 30} 420 Q${400 - cut.hem + 40} 600 ${400 - cut.hem + 30} ${cut.bottom - 10}`,
  `M${400 + cut.hip - 30} 420 Q${400 + cut.hem - 40} 600 ${400 + cut.hem - 30} ${cut.bottom - 10}`,
  `M${400 - cut.hem + 8} ${cut.bottom - 60} Q${400 - cut.inner - 40} ${cut.bottom - 50} ${400 - cut.inner - 8} ${cut.bottom - 70}`,
  `M${400 + cut.hem - 8} ${cut.bottom - 60} Q${400 + cut.inner + 40} ${cut.bottom - 50} ${400 + cut.inner + 8} ${cut.bottom - 70}`,
];

/** The waistband with its belt loops. */
function waistband(c: Canvas, look: Look, cut: Cut, top = 150): string {
  const d = `M${400 - cut.waist} ${top - 34} Q400 ${top - 30} ${400 + cut.waist} ${top - 34} L${400 + cut.waist} ${top + 2} Q400 ${top + 6} ${400 - cut.waist} ${top + 2}Z`;
  const loops = [-0.75, -0.3, 0.3, 0.75]
    .map(
      (at) =>
        `<rect x="${400 + at * cut.waist - 5}" y="${top - 38}" width="10" height="46" rx="2" fill="${darker(look.main, 0.1)}" stroke="${darker(look.main, 0.4)}" stroke-width="1"/>`,
    )
    .join("");
  return piece(c, look, d, { depth: 0.6 }) + loops;
}

/** Trousers of this cut: legs with folds at the knees and hems (and `lights`), the waistband. */
function legsAndWaistband(c: Canvas, look: Look, cut: Cut, lights?: readonly string[]): string {
  return (
    piece(c, look, trouserOutline(cut), { folds: legFolds(cut), lights }) + waistband(c, look, cut)
  );
}

/** The pressed crease down the front of each chino leg. */
const chinoCreases = (look: Look) =>
  pair(seam("M348 200 L352 756", lighter(look.main, 0.6), 0.45, 1.6));

/** Jeans from the front: fly, scooped pockets, coin pocket, rivets, topstitching in the accent. */
function jeans(c: Canvas, look: Look, back: boolean): string {
  const cut = jeansCut;
  const thread = look.accent;
  const parts = [
    shadow(c, 400, 768, 190, 18),
    legsAndWaistband(c, look, cut, ["M330 300 Q334 500 336 740", "M470 300 Q466 500 464 740"]),
    stitch(`M${400 - cut.waist} 146 Q400 150 ${400 + cut.waist} 146`, thread, 1.6),
  ];
  if (back) {
    parts.push(
      seam("M286 214 Q340 222 400 244 Q460 222 514 214", look.main, 0.6),
      stitch("M288 220 Q340 228 400 250 Q460 228 512 220", thread, 1.6),
      pair(
        `${piece(c, look, "M310 262 L378 256 L382 330 L348 346 L314 334Z", { depth: 0.3 })}${stitch("M316 270 L376 264", thread, 1.6)}${stitch("M318 328 L348 340 L376 326", thread, 1.6)}`,
      ),
      `<rect x="426" y="120" width="46" height="26" rx="3" fill="#8a5a32"/><rect x="430" y="124" width="38" height="18" rx="2" fill="none" stroke="#5e3a1e" stroke-width="1"/>`,
    );
  } else {
    parts.push(
      stitch("M414 156 V284 Q414 306 394 314", thread, 1.8),
      pair(
        `${seam("M354 152 Q350 214 290 226", look.main, 0.55)}${stitch("M360 152 Q356 220 292 234", thread, 1.6)}<circle cx="352" cy="156" r="4" fill="#c08a3e"/><circle cx="292" cy="228" r="4" fill="#c08a3e"/>`,
      ),
      `${seam("M450 160 L486 158 L488 192 L452 194Z", look.main, 0.5)}`,
      button(c, 400, 132, 8, "#c9a45c"),
    );
  }
  return parts.join("");
}

/** Chinos: slanted pockets, a pressed crease down each leg, welt pockets at the back. */
function chinos(c: Canvas, look: Look, back: boolean): string {
  const cut = chinoCut;
  const parts = [
    shadow(c, 400, 774, 180, 18),
    legsAndWaistband(c, look, cut, ["M346 190 L352 756", "M454 190 L448 756"]),
    chinoCreases(look),
  ];
  if (back) {
    parts.push(
      pair(
        `<path d="M318 222 H372" stroke="${darker(look.main, 0.5)}" stroke-width="4" stroke-linecap="round"/>${button(c, 345, 236, 5, darker(look.main, 0.3))}${seam("M346 154 L346 200", look.main)}`,
      ),
    );
  } else {
    parts.push(
      pair(seam("M336 152 L290 236", look.main, 0.6)),
      seam("M412 156 V276 Q412 296 398 304", look.main, 0.55),
      button(c, 400, 132, 7, darker(look.main, 0.35)),
    );
  }
  return parts.join("");
}

export const trousers = {
  jeans: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => jeans(c, look, view === "back"),
    focus: [400, 220, 2.3],
  },
  trousers: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => chinos(c, look, view === "back"),
    focus: [360, 220, 2.3],
  },
} satisfies Record<string, Drawing>;

/** Plain trousers of a suit, for drawings that dress a figure in several pieces. */
export function suitTrousers(c: Canvas, look: Look): string {
  return legsAndWaistband(c, look, chinoCut) + chinoCreases(look);
}
