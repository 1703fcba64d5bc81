// Owns the drawings of underwear and socks: boxer briefs, panties, the bra, the vest, ankle socks and
// thermal long johns, alone and as the packs they are sold in.
import { darker, lighter, mix, pair, place, shadow, symmetric } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { inside, piece, ribbed, seam, stitch } from "./cloth.ts";
import { trouserOutline } from "./trousers.ts";

/** An elastic waistband with a woven stripe, between x1 and x2. */
function elastic(c: Canvas, look: Look, x1: number, x2: number, top: number, height: number) {
  const band = `M${x1} ${top} Q400 ${top + 6} ${x2} ${top} L${x2 + 2} ${top + height} Q400 ${top + height + 6} ${x1 - 2} ${top + height}Z`;
  return `${piece(c, look, band, { fill: ribbed(c, look.trim), depth: 0.6 })}<path d="M${x1} ${top + height / 2} Q400 ${top + height / 2 + 6} ${x2} ${top + height / 2}" stroke="${look.accent}" stroke-width="${height / 4}" fill="none"/>`;
}

function boxers(c: Canvas, look: Look): string {
  const outline = symmetric(
    400,
    [400, 290],
    [
      [256, 290],
      [
        [240, 340],
        [240, 400],
      ],
      [248, 540],
      [376, 556],
      [
        [384, 500],
        [400, 470],
      ],
    ],
  );
  return [
    piece(c, look, outline, {
      folds: ["M300 330 Q290 440 300 530", "M500 330 Q510 440 500 530"],
      lights: ["M270 330 L272 520"],
    }),
    seam("M352 300 Q336 420 376 480 Q400 496 424 480 Q464 420 448 300", look.main, 0.5),
    stitch("M360 300 Q344 420 382 476", lighter(look.main, 0.4), 1.4),
    pair(stitch("M252 528 L374 544", lighter(look.main, 0.4), 1.6)),
    elastic(c, look, 256, 544, 246, 48),
  ].join("");
}

function panties(c: Canvas, look: Look): string {
  const outline = symmetric(
    400,
    [400, 300],
    [
      [266, 300],
      [
        [260, 330],
        [262, 350],
      ],
      [
        [300, 420],
        [352, 480],
        [372, 534],
      ],
      [400, 536],
    ],
  );
  const lace = (d: string) =>
    `<path d="${d}" fill="none" stroke="${look.accent}" stroke-width="9" stroke-dasharray="1 8" stroke-linecap="round"/>`;
  return [
    piece(c, look, outline, { folds: ["M330 330 Q350 420 380 500", "M470 330 Q450 420 420 500"] }),
    seam("M372 520 Q400 510 428 520", look.main, 0.5),
    `<path d="M264 298 Q400 310 536 298 L536 316 Q400 328 264 316Z" fill="${lighter(look.main, 0.1)}" stroke="${darker(look.main, 0.3)}" stroke-width="1"/>`,
    lace("M264 296 Q400 308 536 296"),
    pair(lace("M262 352 C300 420 352 480 372 536")),
    `<path d="M392 318 l8 10 l8 -10 l-8 -6Z" fill="${look.accent}"/>`,
  ].join("");
}

/** A pack fanned out: the same piece in several colours, side by side. */
function pack(c: Canvas, look: Look, draw: (c: Canvas, look: Look) => string, count: 3 | 5) {
  const colours = [
    look.main,
    look.accent,
    look.trim,
    mix(look.main, look.accent, 0.5),
    mix(look.trim, "#ffffff", 0.4),
  ];
  // Three in a row; five as two at the back and three in front.
  const spots: readonly (readonly [number, number])[] =
    count === 3
      ? [
          [270, 430],
          [530, 430],
          [400, 470],
        ]
      : [
          [300, 360],
          [500, 360],
          [210, 520],
          [400, 540],
          [590, 520],
        ];
  const scale = count === 3 ? 0.8 : 0.62;
  const tone = (colour: string): Look => ({
    main: colour,
    accent: lighter(colour, 0.55),
    trim: darker(colour, 0.3),
    pattern: look.pattern,
  });
  return [
    shadow(c, 400, 640, 300, 30, 0.3),
    ...spots.map(([x, y], i) => place(draw(c, tone(colours[i]!)), x, y, scale, 400, 420)),
  ].join("");
}

function bra(c: Canvas, look: Look, back: boolean): string {
  const cup = "M400 330 Q392 250 340 214 Q290 250 262 300 Q252 340 262 370 Q330 392 400 372Z";
  const parts = [shadow(c, 400, 560, 220, 20, 0.25)];
  const strap = (d: string) =>
    `<path d="${d}" stroke="${darker(look.main, 0.15)}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
  if (back) {
    parts.push(
      pair(strap("M330 170 Q300 260 270 330")),
      piece(c, look, "M200 330 Q400 346 600 330 L600 400 Q400 414 200 400Z", { depth: 0.6 }),
      `<rect x="376" y="332" width="48" height="70" rx="4" fill="${darker(look.main, 0.12)}"/>`,
      ...[350, 368, 386].map((y) => `<path d="M384 ${y} h32" stroke="#c9c9c9" stroke-width="3"/>`),
      pair(`<path d="M330 160 l0 20" stroke="#c9c9c9" stroke-width="6"/>`),
    );
  } else {
    parts.push(
      pair(strap("M340 216 Q334 180 330 150")),
      piece(c, look, "M190 350 Q400 380 610 350 L610 410 Q400 430 190 410Z", { depth: 0.6 }),
      pair(
        piece(c, look, cup, {
          lights: ["M320 260 Q300 300 310 350"],
          folds: ["M390 300 Q380 340 360 372"],
        }),
      ),
      `<path d="M392 330 L400 372 L408 330Z" fill="${darker(look.main, 0.2)}"/>`,
      `<circle cx="400" cy="344" r="6" fill="${look.accent}"/>`,
    );
  }
  return place(parts.join(""), 400, 400, 1.25, 400, 330);
}

function vest(c: Canvas, look: Look): string {
  const outline = symmetric(
    400,
    [400, 198],
    [
      [
        [356, 198],
        [346, 122],
      ],
      [300, 120],
      [
        [302, 210],
        [268, 290],
        [256, 310],
      ],
      [262, 700],
      [
        [330, 708],
        [400, 708],
      ],
    ],
  );
  return [
    shadow(c, 400, 716, 200, 20),
    piece(c, look, outline, {
      fill: ribbed(c, look.main),
      folds: ["M320 330 Q324 520 316 690", "M480 330 Q476 520 484 690"],
      lights: ["M290 340 L292 680"],
    }),
    inside(c, look, "M346 124 Q400 138 454 124 Q400 208 346 124Z"),
    `<path d="M346 122 Q356 198 400 198 Q444 198 454 122" stroke="${darker(look.main, 0.12)}" stroke-width="9" fill="none"/>`,
    pair(
      `<path d="M300 120 C302 210 268 290 256 310" stroke="${darker(look.main, 0.12)}" stroke-width="9" fill="none"/>`,
    ),
  ].join("");
}

/** The vest folded on a shelf: a neat oblong with its straps and scooped neck on top. */
function foldedVest(c: Canvas, look: Look): string {
  const outline = symmetric(
    400,
    [400, 292],
    [
      [
        [350, 290],
        [342, 212],
      ],
      [298, 210],
      [
        [296, 262],
        [262, 290],
        [244, 300],
      ],
      [
        [236, 306],
        [236, 322],
      ],
      [238, 606],
      [
        [238, 624],
        [256, 624],
      ],
      [400, 624],
    ],
  );
  return [
    shadow(c, 400, 634, 220, 22, 0.36),
    `<path d="M244 618 L250 636 L550 636 L556 618Z" fill="${darker(look.main, 0.25)}"/>`,
    piece(c, look, outline, {
      fill: ribbed(c, look.main),
      depth: 0.6,
      folds: ["M250 340 Q400 356 550 340", "M246 590 Q400 580 554 590"],
    }),
    inside(c, look, "M342 214 Q400 228 458 214 Q400 296 342 214Z"),
    `<path d="M342 212 Q350 290 400 292 Q450 290 458 212" stroke="${darker(look.main, 0.12)}" stroke-width="9" fill="none"/>`,
    pair(
      `<path d="M298 210 C296 262 262 290 244 300" stroke="${darker(look.main, 0.12)}" stroke-width="9" fill="none"/>`,
    ),
  ].join("");
}

/** One ankle sock in profile, toe to the right. */
function sock(c: Canvas, look: Look): string {
  const shape =
    "M300 330 L398 330 L404 420 Q420 452 470 460 L604 476 Q660 484 660 522 Q656 560 606 560 L372 560 Q300 560 292 494 Q286 440 296 400Z";
  return [
    piece(c, look, shape, {
      fill: ribbed(c, look.main),
      folds: ["M410 470 Q500 500 600 500"],
      lights: ["M330 360 L330 480"],
    }),
    `<path d="M300 330 L398 330 L400 368 L298 368Z" fill="${ribbed(c, darker(look.main, 0.1))}" stroke="${darker(look.main, 0.4)}" stroke-width="1.5"/>`,
    `<path d="M292 494 Q300 560 372 560 L384 560 Q340 520 350 470 Q320 470 294 470Z" fill="${look.accent}"/>`,
    `<path d="M600 477 Q660 484 660 522 Q656 560 606 560 Q590 520 600 477Z" fill="${look.accent}"/>`,
  ].join("");
}

function socks(c: Canvas, look: Look, many: boolean): string {
  if (!many) {
    return `${shadow(c, 440, 640, 240, 24, 0.3)}${place(sock(c, look), 470, 380, 0.92)}${place(sock(c, look), 400, 470, 0.92)}`;
  }
  const colours = ["#222222", "#f2f2f2", "#1f3a68", "#7d7d7d", look.main, "#8b1e3f"];
  return [
    shadow(c, 400, 650, 300, 28, 0.3),
    // Two rows of three, the back row a little higher, like pairs laid out on a counter.
    ...colours.map((colour, i) =>
      place(
        sock(c, { ...look, main: colour, accent: i === 1 ? "#9aa4b0" : lighter(colour, 0.3) }),
        210 + (i % 3) * 180 + (i < 3 ? 30 : 0),
        i < 3 ? 320 : 500,
        0.58,
      ),
    ),
  ].join("");
}

function longJohns(c: Canvas, look: Look): string {
  const cut = { waist: 100, hip: 108, hem: 52, inner: 10, crotch: 320, bottom: 740 };
  const cuff = (x: number) =>
    `<path d="M${x - 50} 700 L${x + 50} 700 L${x + 48} 742 L${x - 48} 742Z" fill="${ribbed(c, darker(look.main, 0.06))}" stroke="${darker(look.main, 0.4)}" stroke-width="1.5"/>`;
  return [
    shadow(c, 400, 750, 150, 16),
    piece(c, look, trouserOutline(cut), {
      folds: [
        "M330 400 Q340 560 360 720",
        "M470 400 Q460 560 440 720",
        "M350 260 Q380 300 396 320",
      ],
      lights: ["M316 300 Q320 500 352 700"],
    }),
    cuff(347),
    cuff(453),
    seam("M376 160 Q372 260 398 318 M424 160 Q428 260 402 318", look.main, 0.5),
    elastic(c, look, 300, 500, 116, 40),
  ].join("");
}

export const inners = {
  boxers: {
    views: ["set", "front"],
    draw: (c, look, view) =>
      view === "set"
        ? pack(c, look, boxers, 3)
        : `${shadow(c, 400, 580, 200, 20, 0.25)}${place(boxers(c, look), 400, 420, 1.3, 400, 400)}`,
  },
  panties: {
    views: ["set", "front"],
    draw: (c, look, view) =>
      view === "set"
        ? pack(c, look, panties, 5)
        : `${shadow(c, 400, 560, 200, 20, 0.25)}${place(panties(c, look), 400, 420, 1.4, 400, 410)}`,
  },
  bra: {
    views: ["front", "back"],
    draw: (c, look, view) => bra(c, look, view === "back"),
  },
  vest: {
    views: ["front", "folded"],
    draw: (c, look, view) => (view === "folded" ? foldedVest(c, look) : vest(c, look)),
  },
  socks: {
    views: ["set", "pair"],
    draw: (c, look, view) => socks(c, look, view === "set"),
  },
  "long-johns": {
    views: ["front", "detail"],
    draw: (c, look) => longJohns(c, look),
    focus: [400, 260, 2.4],
  },
} satisfies Record<string, Drawing>;
