// Owns the drawings of garments worn over others: the denim jacket, the Kaunda suit, the cardigan and
// the open kimono with its kanga border.
import { darker, pair, shadow, symmetric, type Canvas, type Drawing, type Look } from "./canvas.ts";
import { button, inside, piece, ribbed, seam, stitch } from "./cloth.ts";
import { kangaBorder } from "./patterns.ts";
import { foldedTop, shirtBody, sleeve } from "./tops.ts";
import { suitTrousers } from "./trousers.ts";

/** A boxy jacket body ending at `hem`. */
const jacketBody = (hem: number, half = 128) =>
  symmetric(
    400,
    [400, 150],
    [
      [
        [372, 150],
        [344, 120],
      ],
      [258, 146],
      [
        [266, 220],
        [272, 300],
      ],
      [400 - half, hem],
      [400, hem],
    ],
  );

/** A wide collar lying open: each side from the back of the neck down to the top button. */
function spreadCollar(c: Canvas, look: Look, low = 250): string {
  const leaf = `M344 116 Q318 150 300 196 L354 ${low - 40} L398 ${low} Q372 170 344 116Z`;
  return `${inside(c, look, `M344 118 Q400 140 456 118 L400 ${low}Z`)}${pair(piece(c, look, leaf, { depth: 0.5, folds: ["M330 150 L350 200"], edge: darker(look.main, 0.3) }))}`;
}

/** The denim jacket: collar, chest pockets with flaps, seams down to the waistband. */
function denimJacket(c: Canvas, look: Look, back: boolean): string {
  const thread = look.accent;
  const parts = [
    shadow(c, 400, 660, 250, 22),
    pair(sleeve(c, look, "long")),
    piece(c, look, jacketBody(640), { folds: ["M330 330 L334 600", "M470 330 L466 600"] }),
    piece(c, look, "M272 596 L528 596 L528 644 L272 644Z", { depth: 0.6 }),
    stitch("M274 602 H526", thread, 1.6),
  ];
  if (back) {
    parts.push(
      piece(c, look, "M334 110 Q400 132 466 110 L472 150 Q400 172 328 150Z", { depth: 0.5 }),
      seam("M262 230 L400 290 L538 230", look.main, 0.6),
      stitch("M264 238 L400 298 L536 238", thread),
      pair(`${seam("M330 262 L334 596", look.main, 0.5)}${stitch("M338 266 L342 596", thread)}`),
    );
  } else {
    const pocket = `${piece(c, look, "M304 246 H372 V316 L338 330 L304 316Z", { depth: 0.3 })}${piece(c, look, "M300 236 H376 V268 L338 278 L300 268Z", { depth: 0.3 })}${stitch("M304 242 H372", thread)}${button(c, 338, 262, 6, "#b98a46")}`;
    parts.push(
      pair(pocket),
      pair(`${seam("M338 330 L342 596", look.main, 0.5)}${stitch("M346 332 L350 596", thread)}`),
      pair(stitch("M262 222 L300 236", thread)),
      spreadCollar(c, look),
      seam("M400 250 V644", look.main, 0.7),
      stitch("M410 252 V640", thread),
      ...[300, 380, 460, 540, 620].map((y) => button(c, 400, y, 8, "#b98a46")),
    );
  }
  return parts.join("");
}

/** The Kaunda suit: a short-sleeved tunic with four patch pockets over matching trousers. */
function kaundaSuit(c: Canvas, look: Look): string {
  const pocket = (x: number, y: number, w: number, h: number) =>
    `${piece(c, look, `M${x} ${y} h${w} v${h} h${-w}Z`, { depth: 0.3 })}${piece(c, look, `M${x - 3} ${y - 4} h${w + 6} v22 l${-(w + 6) / 2} 10 l${-(w + 6) / 2} -10Z`, { depth: 0.3 })}${button(c, x + w / 2, y + 20, 5, darker(look.main, 0.4))}`;
  const jacket = [
    pair(sleeve(c, look, "short")),
    piece(c, look, jacketBody(700, 132), { folds: ["M330 330 L332 690", "M470 330 L468 690"] }),
    pair(pocket(302, 246, 70, 64)),
    pair(pocket(292, 470, 86, 96)),
    spreadCollar(c, look, 260),
    seam("M400 260 V700", look.main, 0.6),
    ...[300, 380, 460, 540, 620].map((y) => button(c, 400, y, 8, darker(look.main, 0.4))),
  ].join("");
  return `${shadow(c, 400, 706, 150, 16)}<g transform="translate(152 232) scale(0.62)">${suitTrousers(c, look)}</g><g transform="translate(152 36) scale(0.62)">${jacket}</g>`;
}

/** The cardigan: a V opening, a button band, ribbed cuffs and hem, all in knit. */
function cardigan(c: Canvas, look: Look): string {
  const band = ribbed(c, darker(look.main, 0.04));
  return [
    shadow(c, 400, 712, 250, 22),
    pair(sleeve(c, look, "long", band)),
    piece(c, look, shirtBody("straight", 284), {
      folds: ["M330 360 L334 640", "M470 360 L466 640"],
    }),
    inside(c, look, "M346 122 Q400 140 454 122 L400 350Z"),
    pair(
      piece(c, look, "M346 122 L400 350 L400 380 L386 380 L336 130Z", { fill: band, depth: 0.3 }),
    ),
    `<rect x="386" y="350" width="28" height="330" fill="${band}"/>`,
    `<path d="M280 636 L520 636 L520 682 L280 682Z" fill="${band}"/>`,
    ...[380, 450, 520, 590].map((y) => button(c, 400, y, 8, "#8b5a2b")),
  ].join("");
}

/** The kimono: wide sleeves, open at the front, a kanga border down the front, round the hem and cuffs. */
function kimono(c: Canvas, look: Look, back: boolean): string {
  const outline = symmetric(
    400,
    [400, 128],
    [
      [
        [376, 128],
        [350, 118],
      ],
      [
        [250, 130],
        [160, 158],
      ],
      [170, 430],
      [290, 420],
      [280, 724],
      [400, 728],
    ],
  );
  const border = kangaBorder(c, look);
  const clip = c.clip(`<path d="${outline}"/>`);
  const edges = back ? "M150 292 L300 292" : "M346 120 L388 728 M454 120 L412 728";
  const bands = `<g clip-path="${clip}"><path d="M260 708 H540 M168 410 L300 402 M632 410 L500 402" stroke="${border}" stroke-width="46" fill="none"/><path d="${back ? "M346 120 Q400 140 454 120" : edges}" stroke="${border}" stroke-width="${back ? 30 : 48}" fill="none"/></g>`;
  const gap = back ? "" : inside(c, look, "M352 120 Q400 144 448 120 L410 728 L390 728Z");
  return [
    shadow(c, 400, 736, 250, 22),
    piece(c, look, outline, {
      folds: ["M250 200 L244 400", "M550 200 L556 400", "M330 440 L326 716", "M470 440 L474 716"],
      lights: ["M210 190 L214 400"],
    }),
    gap,
    bands,
    pair(seam("M290 200 L290 420", look.main, 0.3)),
  ].join("");
}

export const outerwear = {
  jacket: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => denimJacket(c, look, view === "back"),
    focus: [350, 260, 2.3],
  },
  "kaunda-suit": {
    views: ["front", "detail"],
    draw: (c, look) => kaundaSuit(c, look),
    focus: [400, 200, 2.2],
  },
  cardigan: {
    views: ["front", "folded", "detail"],
    draw: (c, look, view) => (view === "folded" ? foldedTop(c, look, "v") : cardigan(c, look)),
    focus: [400, 380, 2.4],
  },
  kimono: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => kimono(c, look, view === "back"),
    focus: [380, 560, 2.2],
  },
} satisfies Record<string, Drawing>;
