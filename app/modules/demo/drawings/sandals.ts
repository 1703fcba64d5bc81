// Owns the drawings of Maasai beaded sandals: the pair seen from above (soles and beaded straps) and one
// sandal in profile.
import { darker, leather, lighter, shadow } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { stitch } from "./cloth.ts";
import { fabric } from "./patterns.ts";

/** A right foot's sole seen from above, centred on (0, 0), toes up. */
const sole =
  "M8 -236 C66 -236 96 -176 96 -104 C96 -30 74 30 70 100 C66 170 60 226 2 236 C-56 230 -66 176 -68 110 C-72 40 -86 -20 -86 -96 C-86 -180 -52 -236 8 -236Z";

/** One sandal from above: the leather sole, a toe post and a wide beaded strap. */
function fromAbove(c: Canvas, look: Look): string {
  const beads = fabric(c, look, 1, "beads");
  const strap = "M-84 -60 Q-40 -150 0 -168 Q40 -150 96 -70 L96 -10 Q40 -90 0 -100 Q-40 -90 -86 -6Z";
  const heelStrap = "M-70 96 Q0 70 70 96 L70 128 Q0 104 -70 128Z";
  return [
    `<path d="${sole}" fill="${darker(look.trim, 0.25)}" transform="translate(4 8)"/>`,
    `<path d="${sole}" fill="${leather(c, look.trim)}"/>`,
    `<path d="${sole}" fill="none" stroke="${darker(look.trim, 0.5)}" stroke-width="2"/>`,
    stitch(
      "M8 -222 C58 -222 82 -170 82 -104 C82 -30 60 30 56 100 C52 164 46 212 2 222 C-44 216 -52 170 -54 110 C-58 40 -72 -20 -72 -96 C-72 -170 -44 -222 8 -222Z",
      lighter(look.trim, 0.4),
      1.6,
    ),
    `<ellipse cx="-2" cy="-10" rx="52" ry="150" fill="#000000" opacity="0.12" filter="${c.blur(14)}"/>`,
    `<path d="${strap}" fill="${beads}" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
    `<path d="M0 -168 L0 -196" stroke="${darker(look.trim, 0.3)}" stroke-width="10" stroke-linecap="round"/><circle cx="0" cy="-198" r="9" fill="${look.accent}"/>`,
    `<path d="${heelStrap}" fill="${beads}" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
    `<path d="${strap}" fill="${c.linear(
      [
        [0, "#ffffff", 0.2],
        [1, "#000000", 0.2],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  ].join("");
}

function pairFromAbove(c: Canvas, look: Look): string {
  const one = fromAbove(c, look);
  return `${shadow(c, 400, 620, 260, 40, 0.25)}<g transform="translate(300 410) rotate(-8) scale(-0.95 0.95)">${one}</g><g transform="translate(500 400) rotate(8) scale(0.95)">${one}</g>`;
}

/** One sandal in profile: layered leather sole, the beaded strap rising over the foot. */
function profile(c: Canvas, look: Look): string {
  const beads = fabric(c, look, 1, "beads");
  return [
    shadow(c, 420, 566, 280, 22, 0.4),
    `<path d="M170 520 Q160 546 190 552 L640 552 Q684 548 676 522 Z" fill="${leather(c, look.trim)}"/>`,
    `<path d="M174 552 L660 552 L656 566 L180 566Z" fill="${darker(look.trim, 0.45)}"/>`,
    `<path d="M172 520 L676 522" stroke="${lighter(look.trim, 0.3)}" stroke-width="3"/>`,
    stitch("M190 536 L650 536", lighter(look.trim, 0.4), 1.6),
    `<path d="M360 522 Q400 380 520 360 Q580 380 600 522 L560 522 Q548 420 520 410 Q430 420 404 522Z" fill="${beads}" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
    `<path d="M190 522 Q200 440 260 430 L280 444 Q232 456 226 522Z" fill="${beads}" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
    `<path d="M260 436 Q320 420 380 440" stroke="${darker(look.trim, 0.2)}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  ].join("");
}

export const sandals = {
  sandals: {
    views: ["pair", "side", "detail"],
    draw: (c, look, view) => (view === "side" ? profile(c, look) : pairFromAbove(c, look)),
    focus: [500, 330, 2.2],
  },
} satisfies Record<string, Drawing>;
