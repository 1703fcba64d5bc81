// Owns the drawings of sports wear: the football jersey with its number, running shorts, the tracksuit,
// leggings and the running vest (the football: football.ts).
import { darker, lighter, pair, place, shadow, symmetric } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { inside, piece, ribbed, seam, zip } from "./cloth.ts";
import { shirtBody, sleeve } from "./tops.ts";
import { trouserOutline } from "./trousers.ts";

/** A shield with crossed spears, as on Kenya's flag: the team's crest. */
function crest(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-26 -34 L26 34 M26 -34 L-26 34" stroke="#f5f5f5" stroke-width="4"/><ellipse rx="16" ry="30" fill="#111111"/><ellipse rx="11" ry="26" fill="#b71c1c"/><ellipse rx="4" ry="26" fill="#111111"/><path d="M-11 0 h22" stroke="#f5f5f5" stroke-width="3"/></g>`;
}

/** The number 10 in thick outlined digits, for the back of a jersey. */
function number10(x: number, y: number, colour: string, edge: string): string {
  const digits = (stroke: string, width: number) =>
    `<path d="M${x - 70} ${y - 60} L${x - 44} ${y - 80} L${x - 44} ${y + 80}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linejoin="round" stroke-linecap="round"/><rect x="${x}" y="${y - 80}" width="80" height="160" rx="40" stroke="${stroke}" stroke-width="${width}" fill="none"/>`;
  return digits(edge, 40) + digits(colour, 28);
}

function jersey(c: Canvas, look: Look, back: boolean): string {
  const trim = ribbed(c, look.accent, false);
  const parts = [
    shadow(c, 400, 690, 240, 20),
    pair(sleeve(c, look, "short", look.accent)),
    pair(
      `<path d="M264 150 C230 158 204 198 192 246" stroke="${look.trim}" stroke-width="8" fill="none"/>`,
    ),
    piece(c, look, shirtBody("straight", 286), {
      folds: ["M330 330 L334 660", "M470 330 L466 660"],
      lights: ["M300 260 L304 640"],
    }),
    pair(
      `<path d="M278 320 L284 676" stroke="${look.accent}" stroke-width="14"/><path d="M290 320 L296 676" stroke="${look.trim}" stroke-width="5"/>`,
    ),
  ];
  if (back) {
    parts.push(
      `<path d="M346 122 Q400 148 454 122 L450 140 Q400 164 350 140Z" fill="${trim}"/>`,
      `<rect x="330" y="196" width="140" height="22" rx="4" fill="#ffffff" opacity="0.85"/>`,
      number10(400, 380, "#ffffff", look.trim),
    );
  } else {
    parts.push(
      inside(c, look, "M346 122 Q400 140 454 122 L400 206Z"),
      `<path d="M346 122 L400 206 L454 122" stroke="${look.accent}" stroke-width="14" fill="none" stroke-linejoin="round"/>`,
      crest(460, 270, 1),
      `<path d="M326 262 l14 -10 l14 10 l-14 10z" fill="#ffffff" opacity="0.9"/>`,
    );
  }
  return parts.join("");
}

function shorts(c: Canvas, look: Look, back: boolean): string {
  const outline = symmetric(
    400,
    [400, 250],
    [
      [264, 250],
      [
        [246, 300],
        [242, 360],
      ],
      [236, 532],
      [
        [246, 512],
        [260, 506],
      ],
      [
        [320, 526],
        [380, 542],
      ],
      [400, 474],
    ],
  );
  const band = "M262 206 Q400 216 538 206 L540 256 Q400 266 260 256Z";
  const parts = [
    shadow(c, 400, 580, 200, 18),
    piece(c, look, outline, { folds: ["M310 300 Q300 420 312 520", "M490 300 Q500 420 488 520"] }),
    pair(
      `<path d="M236 532 Q246 512 260 506 Q320 526 380 542" stroke="${look.accent}" stroke-width="8" fill="none"/>`,
    ),
    piece(c, look, band, { fill: ribbed(c, darker(look.main, 0.1), false), depth: 0.5 }),
  ];
  if (back) parts.push(zip(400, 276, 330, look.accent), seam("M360 300 H440", look.main, 0.6));
  else
    parts.push(
      `<path d="M392 250 Q380 300 366 330 M408 250 Q420 300 436 326" stroke="${look.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      `<path d="M400 248 C370 230 360 262 396 252 C430 234 440 262 404 252Z" fill="${look.accent}"/>`,
    );
  return place(parts.join(""), 400, 400, 1.15, 400, 390);
}

/** Three stripes down a sleeve or a leg. */
const stripes = (d: string, colour: string) =>
  [-12, 0, 12]
    .map(
      (dx) =>
        `<path d="${d}" transform="translate(${dx} 0)" stroke="${colour}" stroke-width="6" fill="none"/>`,
    )
    .join("");

function tracksuit(c: Canvas, look: Look): string {
  const band = ribbed(c, darker(look.main, 0.1));
  const jacket = [
    pair(sleeve(c, look, "long", band)),
    pair(stripes("M252 160 C230 180 222 230 216 280 L196 556", look.accent)),
    piece(c, look, shirtBody("straight", 280), {
      folds: ["M330 330 L334 640", "M470 330 L466 640"],
    }),
    `<path d="M278 630 L522 630 L522 682 L278 682Z" fill="${band}"/>`,
    piece(c, look, "M346 100 Q400 118 454 100 L460 150 Q400 170 340 150Z", { depth: 0.5 }),
    zip(400, 152, 680, "#d0d0d0"),
  ].join("");
  const cut = { waist: 100, hip: 112, hem: 70, inner: 12, crotch: 330, bottom: 740 };
  const trousers = [
    piece(c, look, trouserOutline(cut), {
      folds: ["M330 400 Q336 560 350 720", "M470 400 Q464 560 450 720"],
    }),
    pair(stripes("M296 160 Q290 420 332 700", look.accent)),
    pair(`<path d="M330 704 L388 704 L388 744 L330 744Z" fill="${band}"/>`),
    `<path d="M298 116 L502 116 L502 156 L298 156Z" fill="${band}"/>`,
  ].join("");
  return `${shadow(c, 400, 712, 160, 16)}<g transform="translate(152 248) scale(0.62)">${trousers}</g><g transform="translate(152 26) scale(0.62)">${jacket}</g>`;
}

function leggings(c: Canvas, look: Look, side: boolean): string {
  if (side) {
    const leg =
      "M320 124 L474 124 Q486 200 490 260 Q500 330 494 380 Q478 470 470 530 Q466 620 458 700 L452 744 L396 744 Q392 700 378 640 Q346 580 360 520 Q346 430 326 360 Q296 300 300 240 Q306 180 320 124Z";
    return [
      shadow(c, 420, 752, 120, 14),
      piece(c, look, leg, {
        folds: ["M420 200 Q440 400 424 720"],
        lights: ["M470 200 Q484 330 470 520"],
      }),
      `<path d="M318 124 L476 124 L482 200 L306 200Z" fill="${darker(look.main, 0.08)}"/>`,
      seam("M400 200 Q420 420 426 744", look.main, 0.45),
    ].join("");
  }
  const cut = { waist: 96, hip: 108, hem: 44, inner: 12, crotch: 316, bottom: 744 };
  return [
    shadow(c, 400, 752, 140, 14),
    piece(c, look, trouserOutline(cut, 196), {
      folds: ["M330 400 Q344 560 360 720", "M470 400 Q456 560 440 720"],
      lights: ["M320 300 Q330 500 352 720"],
    }),
    `<path d="M304 120 Q400 128 496 120 L500 200 Q400 208 300 200Z" fill="${darker(look.main, 0.08)}" stroke="${darker(look.main, 0.4)}" stroke-width="1.5"/>`,
    pair(seam("M318 210 Q340 260 398 316", look.main, 0.4)),
  ].join("");
}

function runningVest(c: Canvas, look: Look, back: boolean): string {
  const front = symmetric(
    400,
    [400, 190],
    [
      [
        [360, 190],
        [350, 126],
      ],
      [318, 124],
      [
        [318, 220],
        [284, 290],
        [270, 306],
      ],
      [270, 690],
      [400, 694],
    ],
  );
  const racer = symmetric(
    400,
    [400, 150],
    [
      [374, 146],
      [362, 124],
      [
        [372, 250],
        [350, 320],
        [272, 352],
      ],
      [270, 690],
      [400, 694],
    ],
  );
  const mesh = { ...look, pattern: "mesh" as const };
  return [
    shadow(c, 400, 700, 180, 18),
    piece(c, look, back ? racer : front, {
      folds: ["M330 360 L334 680", "M470 360 L466 680"],
      lights: ["M300 360 L300 670"],
    }),
    pair(
      piece(
        c,
        mesh,
        back ? "M272 360 L304 352 L306 690 L270 690Z" : "M272 320 L304 300 L306 690 L270 690Z",
        { depth: 0.4 },
      ),
    ),
    back
      ? `<path d="M362 124 Q400 150 438 124" stroke="${look.accent}" stroke-width="8" fill="none"/>`
      : inside(c, look, "M350 126 Q400 140 450 126 Q400 196 350 126Z"),
    `<path d="M300 ${back ? 600 : 580} H500" stroke="${lighter(look.main, 0.7)}" stroke-width="10" opacity="0.8"/>`,
  ].join("");
}

export const sports = {
  jersey: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => jersey(c, look, view === "back"),
    focus: [430, 240, 2.4],
  },
  shorts: {
    views: ["front", "back"],
    draw: (c, look, view) => shorts(c, look, view === "back"),
  },
  tracksuit: {
    views: ["front", "detail"],
    draw: (c, look) => tracksuit(c, look),
    focus: [400, 200, 2.2],
  },
  leggings: {
    views: ["front", "side"],
    draw: (c, look, view) => leggings(c, look, view === "side"),
  },
  "running-vest": {
    views: ["front", "back"],
    draw: (c, look, view) => runningVest(c, look, view === "back"),
  },
} satisfies Record<string, Drawing>;
