// Owns the drawings of dresses and skirts: the long wax-print dress, the wrap skirt, the pleated skirt.
import { darker, lighter, shadow, symmetric } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { inside, piece, seam, stitch, zip } from "./cloth.ts";

/** The maxi dress: a fitted bodice with cap sleeves, a sash at the waist and a long flared skirt. */
function maxiDress(c: Canvas, look: Look, back: boolean): string {
  const outline = symmetric(400, back ? [400, 99] : [400, 197], [
    [
      [378, 99],
      [353, 74],
    ],
    [308, 93],
    [
      [282, 97],
      [267, 145],
      [271, 178],
    ],
    [
      [294, 188],
      [320, 184],
    ],
    [
      [326, 242],
      [336, 303],
    ],
    [
      [321, 430],
      [257, 596],
      [229, 725],
    ],
    [
      [257, 748],
      [286, 735],
    ],
    [
      [318, 756],
      [348, 742],
    ],
    [
      [376, 756],
      [400, 748],
    ],
  ]);
  const folds = [
    "M370 336 Q358 554 333 744",
    "M430 336 Q442 554 467 744",
    "M348 336 Q313 554 276 733",
    "M452 336 Q487 554 524 733",
    "M399 342 L398 750",
  ];
  const lights = [
    "M382 342 Q376 554 361 744",
    "M415 342 Q422 554 439 746",
    "M329 353 Q289 554 254 725",
  ];
  const sashPath = "M334 290 Q400 305 466 290 L467 322 Q400 336 333 322Z";
  const sash = `<path d="${sashPath}" fill="${look.trim}"/><path d="${sashPath}" fill="none" stroke="${darker(look.trim, 0.4)}" stroke-width="1.5"/>`;
  const knot = back
    ? `<path d="M393 322 Q378 388 368 461 L388 465 Q395 398 403 324Z M407 322 Q424 388 437 457 L417 463 Q408 398 398 324Z" fill="${look.trim}" stroke="${darker(look.trim, 0.4)}" stroke-width="1.5"/><rect x="385" y="294" width="30" height="32" rx="8" fill="${darker(look.trim, 0.12)}"/>`
    : "";
  const neck = back
    ? zip(400, 102, 286, "#c9a86a")
    : inside(c, look, "M353 74 Q400 111 447 74 L400 197Z");
  const seams = [
    seam("M308 93 Q314 138 320 184", look.main),
    seam("M492 93 Q486 138 480 184", look.main),
  ].join("");
  return `${shadow(c, 400, 752, 230, 22)}${piece(c, look, outline, { folds, lights })}${neck}${seams}${sash}${knot}`;
}

/** The wrap skirt: a waistband, a flared knee-length skirt whose front panel crosses over and ties. */
function wrapSkirt(c: Canvas, look: Look, back: boolean): string {
  const body = symmetric(
    400,
    [400, 186],
    [
      [262, 186],
      [
        [240, 330],
        [200, 500],
        [178, 632],
      ],
      [
        [290, 668],
        [400, 666],
      ],
    ],
  );
  const folds = ["M330 230 Q300 450 262 650", "M470 230 Q500 450 540 650", "M400 240 L400 660"];
  const band = `<path d="M258 150 Q400 160 542 150 L544 190 Q400 198 256 190Z" fill="${look.trim}"/><path d="M258 150 Q400 160 542 150 L544 190 Q400 198 256 190Z" fill="none" stroke="${darker(look.trim, 0.45)}" stroke-width="1.5"/>`;
  if (back) {
    const darts = [seam("M320 192 L326 260", look.main), seam("M480 192 L474 260", look.main)];
    return `${shadow(c, 400, 676, 250, 22)}${piece(c, look, body, { folds })}${darts.join("")}${band}`;
  }
  // The front panel: from the waist on the right, its edge crosses down to the hem on the left.
  const panel =
    "M544 188 L538 188 Q560 330 600 500 Q612 580 622 632 Q520 672 400 668 Q330 666 300 660 Q318 560 360 440 Q420 300 544 188Z";
  const edgeShadow = `<path d="M544 190 Q420 300 360 440 Q318 560 300 660" fill="none" stroke="#000000" stroke-opacity="0.5" stroke-width="18" filter="${c.blur(7)}"/>`;
  const tie = `<path d="M250 176 Q226 240 214 330 L232 334 Q244 250 266 184Z M262 180 Q262 250 282 318 L298 312 Q282 250 276 182Z" fill="${look.trim}" stroke="${darker(look.trim, 0.45)}" stroke-width="1.5"/><ellipse cx="262" cy="178" rx="18" ry="14" fill="${darker(look.trim, 0.1)}"/>`;
  return `${shadow(c, 400, 676, 250, 22)}${piece(c, look, body, { folds })}${edgeShadow}${piece(
    c,
    look,
    panel,
    {
      folds: ["M500 260 Q530 450 560 650", "M430 330 Q440 500 450 664"],
      lights: ["M470 300 Q480 480 500 660"],
    },
  )}${stitch("M552 196 Q428 306 368 444 Q328 562 312 660", lighter(look.main, 0.5), 2, 0.6)}${band}${tie}`;
}

/** The pleated midi skirt: a waistband and knife pleats fanning out to a zigzag hem. */
function pleatedSkirt(c: Canvas, look: Look, back: boolean): string {
  const count = 16;
  const waist = (i: number) => 272 + (256 * i) / count;
  const hem = (i: number) => 168 + (464 * i) / count;
  const hemY = (i: number) => (i % 2 === 0 ? 708 : 694) + Math.sin((i / count) * Math.PI) * 14;
  const hemLine = Array.from({ length: count + 1 }, (_, i) => `L${hem(i)} ${hemY(i)}`).join("");
  const outline = `M${waist(0)} 180 L${hem(0)} ${hemY(0)} ${hemLine.slice(1)} L${waist(count)} 180Z`;
  const pleats = Array.from({ length: count }, (_, i) => {
    const d = `M${waist(i)} 180 L${hem(i)} ${hemY(i)} L${hem(i + 1)} ${hemY(i + 1)} L${waist(i + 1)} 180Z`;
    const shade = i % 2 === 0 ? "#000000" : "#ffffff";
    const opacity = i % 2 === 0 ? 0.14 : 0.1;
    return `<path d="${d}" fill="${shade}" opacity="${opacity}"/>${seam(`M${waist(i)} 182 L${hem(i)} ${hemY(i)}`, look.main, 0.35, 1.6)}`;
  }).join("");
  const band = `<rect x="266" y="146" width="268" height="38" rx="6" fill="${look.main}"/><rect x="266" y="146" width="268" height="38" rx="6" fill="${darker(look.main, 0.08)}" stroke="${darker(look.main, 0.45)}" stroke-width="1.5"/>`;
  const closure = back ? zip(400, 150, 320, darker(look.main, 0.2)) : "";
  return `${shadow(c, 400, 716, 270, 22)}${piece(c, look, outline, { depth: 0.8 })}${pleats}${band}${closure}`;
}

export const dresses = {
  "maxi-dress": {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => maxiDress(c, look, view === "back"),
    focus: [400, 230, 2.3],
  },
  "wrap-skirt": {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => wrapSkirt(c, look, view === "back"),
    focus: [330, 260, 2.2],
  },
  "pleated-skirt": {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => pleatedSkirt(c, look, view === "back"),
    focus: [400, 300, 2.4],
  },
} satisfies Record<string, Drawing>;
