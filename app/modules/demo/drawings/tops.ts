// Owns the drawings of shirts and tops: the long- and short-sleeved shirt, the polo and the blouse, seen
// from the front, the back or folded on a shelf.
import { darker, lighter, pair, shadow, symmetric } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { button, inside, piece, ribbed, seam, stitch } from "./cloth.ts";

type Sleeve = "long" | "short";

/** A shirt-shaped body: shoulders, straight sides, a curved tail or a straight hem. */
export function shirtBody(hem: "tail" | "straight", waist = 290): string {
  const bottom =
    hem === "tail"
      ? ([
          [284, 662],
          [
            [318, 692],
            [368, 706],
            [400, 706],
          ],
        ] as const)
      : ([
          [280, 676],
          [400, 680],
        ] as const);
  return symmetric(
    400,
    [400, 150],
    [
      [
        [372, 150],
        [346, 122],
      ],
      [262, 148],
      [
        [270, 220],
        [277, 300],
      ],
      [[waist, 470], bottom[0]],
      bottom[1],
    ],
  );
}

/** The left sleeve, long with a cuff or short with a hem band. */
export function sleeve(c: Canvas, look: Look, kind: Sleeve, cuff?: string): string {
  if (kind === "short") {
    const d = "M264 148 C228 156 200 200 188 252 L174 304 Q220 322 266 326 L280 290Z";
    const band = `<path d="M177 292 Q220 310 268 312 L266 326 Q220 322 174 304Z" fill="${cuff ?? darker(look.main, 0.08)}" opacity="0.9"/>`;
    return `${piece(c, look, d, { folds: ["M236 200 L216 296"], edgeWidth: look.pattern === "plain" ? 2 : 3.5 })}${band}`;
  }
  const d = "M264 148 C238 158 226 200 220 262 L198 562 L256 574 L282 300Z";
  const cuffShape = "M198 560 L256 572 L252 624 L192 612Z";
  return `${piece(c, look, d, { folds: ["M246 250 L228 540", "M262 300 L248 560"] })}${piece(c, look, cuffShape, { depth: 0.6, ...(cuff ? { fill: cuff } : {}) })}${button(c, 238, 600, 6, lighter(look.main, 0.5))}`;
}

/** A pointed shirt collar (or a polo's softer one) with the inside of the neck behind it. */
function collar(c: Canvas, look: Look, polo: boolean): string {
  const fill = polo ? ribbed(c, look.main, false) : undefined;
  const leaf = polo
    ? "M346 118 Q330 168 344 204 L398 186 Q370 152 346 118Z"
    : "M346 116 Q336 170 350 216 L398 180 Q372 150 346 116Z";
  const back = `<path d="M344 118 Q400 134 456 118 L452 102 Q400 120 348 102Z" fill="${darker(look.main, 0.12)}" stroke="${darker(look.main, 0.4)}" stroke-width="1.5"/>`;
  return `${back}${inside(c, look, "M346 118 Q400 140 454 118 L400 184Z")}${pair(piece(c, look, leaf, { depth: 0.5, edgeWidth: look.pattern === "plain" ? 2 : 4, ...(fill ? { fill } : {}) }))}`;
}

/** The collar as seen from behind: a band with the collar folded over it. */
function collarFromBehind(c: Canvas, look: Look): string {
  return piece(c, look, "M342 104 Q400 124 458 104 L466 146 Q400 166 334 146Z", { depth: 0.5 });
}

/** A front placket with its buttons from `top` to `bottom`. */
function placket(c: Canvas, look: Look, top: number, bottom: number, buttons: number): string {
  const line = look.pattern === "plain" ? 0.35 : 0.7;
  const strip = `<rect x="387" y="${top}" width="26" height="${bottom - top}" fill="${lighter(look.main, 0.04)}" opacity="0.5"/>${seam(`M387 ${top} V${bottom}`, look.main, line)}${seam(`M413 ${top} V${bottom}`, look.main, line)}`;
  const step = (bottom - top - 30) / Math.max(1, buttons - 1);
  const dots = Array.from({ length: buttons }, (_, i) =>
    button(c, 400, top + 18 + i * step, 7, lighter(look.main, 0.55)),
  ).join("");
  return strip + dots;
}

const bodyFolds = ["M330 320 Q338 480 334 620", "M470 320 Q462 480 466 620"];
const bodyLights = ["M300 260 Q308 440 306 610"];

/** A shirt or polo from the front or the back. */
function shirt(
  c: Canvas,
  look: Look,
  options: { sleeve: Sleeve; polo?: boolean; pocket?: boolean; back: boolean },
): string {
  const hem = options.polo || options.sleeve === "short" ? "straight" : "tail";
  const cuff = options.polo ? ribbed(c, look.main) : undefined;
  const parts = [
    shadow(c, 400, 712, 250, 22),
    pair(sleeve(c, look, options.sleeve, cuff)),
    piece(c, look, shirtBody(hem), { folds: bodyFolds, lights: bodyLights }),
  ];
  if (options.back) {
    parts.push(collarFromBehind(c, look));
    parts.push(seam("M264 214 Q400 230 536 214", look.main, 0.45));
    if (!options.polo)
      parts.push(seam("M384 222 L386 300", look.main), seam("M416 222 L414 300", look.main));
  } else {
    parts.push(collar(c, look, options.polo ?? false));
    parts.push(
      options.polo
        ? placket(c, look, 180, 290, 3)
        : placket(c, look, 180, hem === "tail" ? 700 : 676, 7),
    );
    if (options.pocket) {
      const pocket = "M440 250 H500 V310 L470 322 L440 310Z";
      parts.push(
        piece(c, look, pocket, { depth: 0.3 }),
        stitch("M444 258 H496", darker(look.main, 0.3), 1.5),
      );
    }
  }
  parts.push(
    pair(seam("M262 148 Q272 220 277 300", look.main, look.pattern === "plain" ? 0.35 : 0.75)),
  );
  return parts.join("");
}

/** A blouse: loose, long gathered sleeves, and a tie at the neck (a keyhole at the back). */
function blouse(c: Canvas, look: Look, back: boolean): string {
  const body = symmetric(
    400,
    [400, 150],
    [
      [
        [372, 150],
        [350, 126],
      ],
      [272, 150],
      [
        [276, 220],
        [282, 300],
      ],
      [
        [276, 480],
        [270, 640],
      ],
      [
        [330, 672],
        [400, 670],
      ],
    ],
  );
  const arm =
    "M274 150 C236 158 214 210 206 290 C198 380 186 470 188 540 Q220 556 262 552 L286 300Z";
  const cuff = `<path d="M190 540 Q222 556 262 552 L262 586 Q224 590 192 576Z" fill="${darker(look.main, 0.06)}" stroke="${darker(look.main, 0.4)}" stroke-width="1.5"/>`;
  const parts = [
    shadow(c, 400, 680, 240, 20),
    pair(
      piece(c, look, arm, {
        folds: ["M234 300 Q222 420 214 530", "M258 340 Q252 460 246 548"],
        lights: ["M222 260 Q208 400 206 520"],
      }) + cuff,
    ),
    piece(c, look, body, {
      folds: ["M350 250 Q342 420 336 600", "M450 250 Q458 420 464 600", "M400 320 L400 580"],
      lights: ["M310 220 Q302 420 302 600"],
    }),
    inside(c, look, "M350 126 Q400 146 450 126 Q400 182 350 126Z"),
  ];
  if (back) {
    parts.push(
      `<path d="M400 136 Q388 170 400 206 Q412 170 400 136Z" fill="${darker(look.main, 0.3)}"/>`,
      button(c, 400, 140, 6, lighter(look.main, 0.4)),
    );
  } else {
    const tie = `<path d="M396 176 C360 150 336 170 346 190 C356 206 384 192 396 180Z M404 176 C440 150 464 170 454 190 C444 206 416 192 404 180Z M392 182 Q376 250 362 318 L378 322 Q392 260 400 186Z M408 182 Q420 250 438 310 L422 316 Q408 260 400 186Z" fill="${look.trim}" stroke="${darker(look.trim, 0.3)}" stroke-width="1.5"/><ellipse cx="400" cy="180" rx="11" ry="9" fill="${darker(look.trim, 0.1)}"/>`;
    parts.push(tie);
  }
  return parts.join("");
}

/** A top folded as it lies on a shop shelf: a neat rectangle, its collar and buttons on top. */
export function foldedTop(c: Canvas, look: Look, neck: "shirt" | "polo" | "v"): string {
  const body =
    "M236 214 Q236 196 256 190 L346 170 Q400 190 454 170 L544 190 Q564 196 564 214 L566 610 Q566 628 548 628 L252 628 Q234 628 234 610Z";
  const parts = [
    shadow(c, 400, 640, 230, 22, 0.36),
    `<path d="M242 628 L248 642 L552 642 L558 628Z" fill="${darker(look.main, 0.3)}"/>`,
    piece(c, look, body, {
      depth: 0.5,
      folds: ["M250 240 Q400 260 550 240", "M246 600 Q400 590 554 600"],
      lights: ["M258 330 L262 590"],
    }),
  ];
  if (neck === "shirt" || neck === "polo") {
    parts.push(collar(c, look, neck === "polo"));
    parts.push(placket(c, look, 182, neck === "polo" ? 290 : 626, neck === "polo" ? 3 : 6));
  } else {
    parts.push(
      inside(c, look, "M346 172 Q400 184 454 172 L400 300Z"),
      placket(c, look, 300, 626, 4),
    );
  }
  return parts.join("");
}

export const tops = {
  shirt: {
    views: ["front", "back", "folded", "detail"],
    draw: (c, look, view) =>
      view === "folded"
        ? foldedTop(c, look, "shirt")
        : shirt(c, look, { sleeve: "long", pocket: true, back: view === "back" }),
    focus: [420, 230, 2.4],
  },
  "short-sleeve-shirt": {
    views: ["front", "back", "detail"],
    draw: (c, look, view) =>
      shirt(c, look, { sleeve: "short", pocket: true, back: view === "back" }),
    focus: [430, 250, 2.3],
  },
  polo: {
    views: ["front", "back", "folded"],
    draw: (c, look, view) =>
      view === "folded"
        ? foldedTop(c, look, "polo")
        : shirt(c, look, { sleeve: "short", polo: true, back: view === "back" }),
  },
  blouse: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => blouse(c, look, view === "back"),
    focus: [400, 230, 2.3],
  },
} satisfies Record<string, Drawing>;
