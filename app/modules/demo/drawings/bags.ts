// Owns the drawings of bags: the woven kiondo with leather handles, the leather tote, the beaded clutch
// and the canvas backpack.
import { darker, leather, lighter, pair, shadow } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { piece, stitch } from "./cloth.ts";
import { fabric, weave } from "./patterns.ts";

/** A leather handle: a thick curved strap with stitching along it. */
function handle(d: string, colour: string, width = 22): string {
  return `<path d="${d}" stroke="${darker(colour, 0.35)}" stroke-width="${width + 4}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${lighter(colour, 0.35)}" stroke-width="2" stroke-dasharray="6 4" fill="none"/>`;
}

function kiondo(c: Canvas, look: Look): string {
  const body = "M226 330 Q222 500 278 610 Q400 668 522 610 Q578 500 574 330Z";
  const clip = c.clip(`<path d="${body}"/>`);
  const zigzag = (y: number, height: number, colour: string) => {
    const teeth = Array.from({ length: 12 }, (_, i) => {
      const x = 210 + i * 34;
      return `L${x + 17} ${y} L${x + 34} ${y + height}`;
    }).join("");
    return `<path d="M210 ${y + height} ${teeth} L620 ${y + height + 40} L210 ${y + height + 40}Z" fill="${weave(c, colour)}"/>`;
  };
  const round = c.linear([
    [0, "#000000", 0.38],
    [0.3, "#ffffff", 0.12],
    [0.6, "#000000", 0],
    [1, "#000000", 0.42],
  ]);
  const strap = "#7a4a24";
  return [
    shadow(c, 400, 640, 210, 26, 0.4),
    handle("M296 350 C290 150 510 150 504 350", strap),
    `<g clip-path="${clip}"><rect x="200" y="300" width="400" height="400" fill="${weave(c, look.main)}"/>`,
    zigzag(420, 40, look.accent),
    `<rect x="200" y="500" width="400" height="200" fill="${weave(c, look.main)}"/>`,
    zigzag(520, 30, look.trim),
    `<rect x="200" y="590" width="400" height="100" fill="${weave(c, look.main)}"/>`,
    `<rect x="200" y="300" width="400" height="400" fill="${round}"/></g>`,
    `<ellipse cx="400" cy="330" rx="174" ry="34" fill="#3b2410"/>`,
    `<path d="M226 330 A174 34 0 0 0 574 330 L574 356 A174 34 0 0 1 226 356Z" fill="${leather(c, strap)}"/>`,
    stitch("M230 350 A170 30 0 0 0 570 350", lighter(strap, 0.4), 1.6),
    pair(
      `<path d="M282 344 L310 344 L312 396 L296 406 L280 396Z" fill="${leather(c, strap)}" stroke="${darker(strap, 0.4)}" stroke-width="1.5"/><circle cx="296" cy="384" r="4" fill="#c8a24a"/>`,
    ),
  ].join("");
}

function tote(c: Canvas, look: Look, side: boolean): string {
  const hide = leather(c, look.main);
  const body =
    "M236 300 L564 300 Q572 470 592 612 Q594 640 566 642 L234 642 Q206 640 208 612 Q228 470 236 300Z";
  const front = [
    handle("M300 306 C296 120 390 120 388 306", look.main),
    handle("M412 306 C410 120 504 120 500 306", look.main),
    piece(c, look, body, {
      fill: hide,
      depth: 0.7,
      folds: ["M300 330 Q290 480 280 620", "M500 330 Q510 480 520 620"],
    }),
    `<path d="M236 300 L564 300 L566 330 L234 330Z" fill="${darker(look.main, 0.15)}"/>`,
    stitch(
      "M240 312 H560 M244 336 Q236 480 218 622 M556 336 Q564 480 582 622",
      lighter(look.main, 0.35),
      1.8,
    ),
    `<rect x="370" y="360" width="60" height="30" rx="4" fill="${darker(look.main, 0.2)}"/><circle cx="400" cy="318" r="9" fill="#c8a24a" stroke="#8a6a20"/>`,
  ].join("");
  if (!side) return `${shadow(c, 400, 648, 230, 24, 0.4)}${front}`;
  // Turned a quarter: the front narrower, and the side panel (the gusset, folded in at the top)
  // showing on the right.
  const gusset = "M512 300 L578 284 Q588 450 604 606 L535 640 Q518 470 512 300Z";
  return [
    shadow(c, 420, 646, 250, 24, 0.4),
    `<path d="${gusset}" fill="${darker(look.main, 0.2)}"/><path d="${gusset}" fill="${c.linear([
      [0, "#000000", 0.25],
      [1, "#000000", 0],
    ])}"/>`,
    `<path d="M546 292 L556 420 L570 622" stroke="${darker(look.main, 0.45)}" stroke-width="3" fill="none"/>`,
    `<path d="M512 300 L578 284" stroke="${darker(look.main, 0.5)}" stroke-width="3"/>`,
    `<g transform="matrix(0.82 0 0 1 50 0)">${front}</g>`,
  ].join("");
}

function clutch(c: Canvas, look: Look, back: boolean): string {
  const beads = fabric(c, look, 1, "beads");
  const body =
    "M216 360 L584 360 Q596 360 596 374 L596 560 Q596 576 580 576 L220 576 Q204 576 204 560 L204 374 Q204 360 216 360Z";
  const hide = leather(c, look.trim);
  const parts = [shadow(c, 400, 586, 230, 20, 0.4)];
  if (back) {
    // The plain leather back, a band of beads along its top and the wrist strap on its ring.
    parts.push(
      `<path d="M590 420 C680 430 690 560 610 570" stroke="${darker(look.trim, 0.3)}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M590 420 C680 430 690 560 610 570" stroke="${look.trim}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      piece(c, look, body, { fill: hide, depth: 0.5 }),
      `<rect x="204" y="362" width="392" height="44" fill="${beads}"/>`,
      `<path d="M204 406 H596" stroke="${darker(look.trim, 0.3)}" stroke-width="4"/>`,
      stitch("M216 420 V560 H584 V420", lighter(look.trim, 0.35), 1.6),
      `<circle cx="590" cy="420" r="10" fill="none" stroke="#d4af37" stroke-width="5"/>`,
    );
  } else {
    parts.push(
      piece(c, look, body, { fill: hide, depth: 0.5 }),
      `<path d="M204 368 L400 548 L596 368 L596 362 L204 362Z" fill="${beads}" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
      `<path d="M204 368 L400 548 L596 368" stroke="#000000" stroke-opacity="0.35" stroke-width="10" fill="none" filter="${c.blur(5)}"/>`,
      `<path d="M204 364 L400 544 L596 364" stroke="${darker(look.trim, 0.3)}" stroke-width="4" fill="none"/>`,
      `<circle cx="400" cy="536" r="12" fill="#d4af37" stroke="#8a6a20" stroke-width="2"/>`,
    );
  }
  return parts.join("");
}

function backpack(c: Canvas, look: Look, back: boolean): string {
  const canvas = fabric(c, look);
  const body =
    "M250 280 Q250 180 400 176 Q550 180 550 280 L556 640 Q556 680 516 680 L284 680 Q244 680 244 640Z";
  const strapColour = darker(look.main, 0.35);
  const parts = [
    shadow(c, 400, 686, 210, 22, 0.4),
    `<path d="M370 178 Q400 120 430 178" stroke="${strapColour}" stroke-width="14" fill="none"/>`,
    pair(
      piece(c, look, "M250 420 Q214 430 214 500 L216 620 Q218 650 248 650Z", {
        fill: canvas,
        depth: 0.6,
      }),
    ),
    piece(c, look, body, {
      fill: canvas,
      folds: ["M300 300 Q296 480 300 660", "M500 300 Q504 480 500 660"],
      lights: ["M280 260 Q278 460 282 640"],
    }),
  ];
  if (back) {
    parts.push(
      piece(c, look, "M290 250 Q400 236 510 250 L514 560 Q400 574 286 560Z", {
        fill: darker(look.main, 0.25),
        depth: 0.6,
      }),
      pair(
        `<path d="M340 220 C300 300 310 460 300 610" stroke="${darker(strapColour, 0.2)}" stroke-width="50" fill="none" stroke-linecap="round"/><path d="M340 220 C300 300 310 460 300 610" stroke="${strapColour}" stroke-width="42" fill="none" stroke-linecap="round"/><rect x="286" y="560" width="30" height="20" rx="3" fill="#222"/>`,
      ),
    );
  } else {
    parts.push(
      piece(
        c,
        look,
        "M296 440 Q296 420 318 420 L482 420 Q504 420 504 440 L506 636 Q506 656 486 656 L314 656 Q294 656 294 636Z",
        { fill: canvas, depth: 0.6 },
      ),
      `<path d="M300 440 Q400 430 500 440" stroke="#2a2a2a" stroke-width="5" fill="none"/><rect x="470" y="436" width="10" height="34" rx="3" fill="${look.trim}"/>`,
      `<path d="M262 270 Q400 214 538 270" stroke="#2a2a2a" stroke-width="5" fill="none"/><rect x="520" y="262" width="10" height="34" rx="3" fill="${look.trim}"/>`,
      `<rect x="372" y="500" width="56" height="40" rx="6" fill="${leather(c, look.trim)}"/>`,
      stitch("M300 446 H500 M298 630 H502", lighter(look.main, 0.35), 1.6),
    );
  }
  return parts.join("");
}

export const bags = {
  kiondo: {
    views: ["front", "detail"],
    draw: (c, look) => kiondo(c, look),
    focus: [330, 420, 2.2],
  },
  tote: {
    views: ["front", "side", "detail"],
    draw: (c, look, view) => tote(c, look, view === "side"),
    focus: [300, 330, 2.3],
  },
  clutch: {
    views: ["front", "back", "detail"],
    draw: (c, look, view) => clutch(c, look, view === "back"),
    focus: [400, 460, 2.2],
  },
  backpack: {
    views: ["front", "back"],
    draw: (c, look, view) => backpack(c, look, view === "back"),
  },
} satisfies Record<string, Drawing>;
