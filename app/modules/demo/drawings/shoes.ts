// Owns the drawings of shoes, each first as one shoe in profile (toe to the right, sole on y = 574),
// then as the pair: oxfords, canvas sneakers, block heels, gumboots and school shoes (sandals: sandals.ts).
import { darker, leather, lighter, shadow } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { stitch } from "./cloth.ts";
import { fabric } from "./patterns.ts";

/** A soft white shine along the top of a shoe. */
const shine = (c: Canvas, d: string, opacity = 0.55): string =>
  `<path d="${d}" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="14" fill="none" stroke-linecap="round" filter="${c.blur(6)}"/>`;

/** Crossed laces over a row of eyelets from (x1, y1) to (x2, y2). */
function laces(x1: number, y1: number, x2: number, y2: number, count: number, colour: string) {
  const points = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t] as const;
  });
  const eyelets = points
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="5" fill="#d8d8d8" stroke="#555555" stroke-width="1.5"/>`,
    )
    .join("");
  const crossings = points
    .slice(0, -1)
    .map(([x, y], i) => {
      const [nx, ny] = points[i + 1]!;
      return `<path d="M${x - 6} ${y - 10} L${nx + 6} ${ny + 6} M${x + 6} ${y + 4} L${nx - 6} ${ny - 12}" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>`;
    })
    .join("");
  return eyelets + crossings;
}

function sneaker(c: Canvas, look: Look): string {
  const upper =
    "M178 522 C160 470 164 390 192 350 Q250 354 300 372 L330 324 Q346 306 364 316 L520 418 Q612 448 654 488 Q672 506 666 524Z";
  const sole = "M166 516 L644 516 Q680 520 684 546 Q680 574 644 576 L190 576 Q164 574 164 546Z";
  const toe = "M560 516 Q640 470 676 520 L684 546 Q680 574 644 576 L560 576Z";
  return [
    `<path d="${upper}" fill="${fabric(c, look)}"/><path d="${upper}" fill="${c.linear(
      [
        [0, "#ffffff", 0.18],
        [1, "#000000", 0.3],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
    `<path d="${upper}" fill="none" stroke="${darker(look.main, 0.5)}" stroke-width="2"/>`,
    stitch("M190 372 Q250 374 300 392", lighter(look.main, 0.4), 1.6),
    `<path d="M194 350 Q252 340 302 372 Q250 374 194 362Z" fill="#d9d4c8"/>`,
    `<path d="M330 324 Q346 306 364 316 L376 330 Q352 322 340 340Z" fill="${darker(look.main, 0.15)}"/>`,
    laces(368, 344, 500, 420, 6, "#f5f5f0"),
    `<path d="${sole}" fill="#f6f4ee"/><path d="${sole}" fill="${c.linear(
      [
        [0, "#ffffff", 0],
        [1, "#000000", 0.2],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
    `<path d="${toe}" fill="#f6f4ee" stroke="#c9c5bb" stroke-width="1.5"/>`,
    `<path d="M170 550 L650 550" stroke="${look.trim}" stroke-width="6"/>`,
    `<path d="${sole}" fill="none" stroke="#b8b4aa" stroke-width="2"/>`,
    `<circle cx="232" cy="440" r="12" fill="#f6f4ee" stroke="${darker(look.main, 0.4)}" stroke-width="2"/>`,
  ].join("");
}

function oxford(c: Canvas, look: Look): string {
  // The bottom edge follows the sole: level under the arch, down at the ball, up again at the toe.
  const upper =
    "M182 546 C166 510 168 430 192 392 Q240 396 292 414 L318 396 Q360 386 410 404 Q520 440 600 470 Q668 492 688 522 Q696 540 690 546 Q676 560 620 564 L460 564 Q380 552 262 546Z";
  const sole =
    "M182 546 L262 546 Q380 552 460 564 L620 564 Q676 560 690 546 L698 554 Q684 576 622 578 L460 578 Q376 568 262 560 L182 560Z";
  const heel = "M180 556 L264 556 L262 582 L188 582 Q180 580 180 572Z";
  return [
    `<path d="${heel}" fill="${c.linear(
      [
        [0, "#4a2f1c"],
        [1, "#1e130b"],
      ],
      0,
      0,
      0,
      1,
    )}"/><path d="M182 568 L262 568" stroke="#6b4a30" stroke-width="2"/>`,
    `<path d="${sole}" fill="#2a1a10"/>`,
    `<path d="${upper}" fill="${leather(c, look.main)}"/>`,
    `<path d="${upper}" fill="none" stroke="${darker(look.main, 0.6)}" stroke-width="2"/>`,
    `<path d="M194 392 Q246 380 296 412 Q244 414 194 404Z" fill="#b08560"/>`,
    `<path d="M560 458 Q596 504 584 562" stroke="${darker(look.main, 0.45)}" stroke-width="2.5" fill="none"/>`,
    stitch("M568 462 Q604 506 592 562", lighter(look.main, 0.3), 1.4),
    `<path d="M300 410 Q360 390 432 420 L412 464 Q350 436 302 440Z" fill="${darker(look.main, 0.12)}" stroke="${darker(look.main, 0.5)}" stroke-width="1.5"/>`,
    laces(320, 410, 414, 432, 4, darker(look.main, 0.5)),
    stitch("M190 412 Q240 416 292 430 L304 446", lighter(look.main, 0.3), 1.4),
    stitch(
      "M186 530 L262 534 Q380 540 460 552 L620 552 Q668 548 684 536",
      lighter(look.main, 0.25),
      1.4,
    ),
    shine(c, "M450 446 Q570 470 656 510"),
  ].join("");
}

function blockHeel(c: Canvas, look: Look): string {
  const heel = "M194 430 L258 430 L252 578 L204 578Z";
  const sole =
    "M190 424 Q300 420 400 490 Q470 548 560 556 L660 552 Q690 554 686 566 Q660 576 560 576 Q470 572 400 520 Q320 456 254 446 L194 446Z";
  const upper =
    "M196 432 C186 390 190 350 204 332 Q240 346 270 370 Q330 420 420 446 Q520 470 600 500 Q668 524 672 550 Q620 560 560 556 Q470 548 400 490 Q300 420 196 432Z";
  const strap = `<path d="M206 336 Q260 300 330 314" stroke="${darker(look.main, 0.1)}" stroke-width="14" fill="none" stroke-linecap="round"/><rect x="318" y="304" width="20" height="20" rx="3" fill="none" stroke="#d4af37" stroke-width="4"/>`;
  return [
    `<path d="${heel}" fill="${leather(c, darker(look.main, 0.15))}"/>`,
    `<path d="${sole}" fill="#2a1f1a"/>`,
    `<path d="${upper}" fill="${leather(c, look.main)}"/><path d="${upper}" fill="none" stroke="${darker(look.main, 0.55)}" stroke-width="2"/>`,
    `<path d="M270 370 Q330 420 420 446" stroke="${darker(look.main, 0.5)}" stroke-width="5" fill="none"/>`,
    shine(c, "M470 470 Q560 490 640 526", 0.5),
    strap,
  ].join("");
}

function gumboot(c: Canvas, look: Look): string {
  const boot =
    "M214 540 L220 170 Q320 156 424 170 L428 400 Q440 450 520 470 Q640 490 666 530 L670 548 L214 548Z";
  const sole = "M206 544 L676 544 Q690 550 684 564 L660 580 L220 580 Q204 576 206 560Z";
  const tread = Array.from({ length: 16 }, (_, i) => `M${228 + i * 28} 580 l10 -10 l10 10`).join(
    " ",
  );
  return [
    `<path d="${boot}" fill="${c.linear([
      [0, darker(look.main, 0.35)],
      [0.22, lighter(look.main, 0.25)],
      [0.45, look.main],
      [1, darker(look.main, 0.4)],
    ])}"/>`,
    `<path d="${boot}" fill="none" stroke="${darker(look.main, 0.6)}" stroke-width="2"/>`,
    `<path d="M220 170 Q320 156 424 170 L424 196 Q320 182 220 196Z" fill="${darker(look.main, 0.2)}"/>`,
    shine(c, "M262 210 L258 520", 0.45),
    shine(c, "M470 476 Q580 488 640 516", 0.4),
    `<path d="M214 470 Q440 476 560 500" stroke="${darker(look.main, 0.3)}" stroke-width="3" fill="none" opacity="0.6"/>`,
    `<path d="${sole}" fill="${darker(look.trim, 0.1)}"/>`,
    `<path d="${tread}" stroke="#111111" stroke-width="3" fill="none"/>`,
  ].join("");
}

function schoolShoe(c: Canvas, look: Look): string {
  // A child's shoe: shorter and taller for its length than a man's, with a round toe and a thick sole.
  const upper =
    "M214 548 C192 500 194 430 214 380 Q258 386 302 404 L336 382 Q378 370 418 390 Q500 418 566 442 Q634 466 648 508 Q654 540 640 548Z";
  const sole = "M206 538 L640 538 Q664 544 664 564 Q660 588 632 590 L226 590 Q202 588 202 566Z";
  return [
    `<path d="${upper}" fill="${leather(c, look.main)}"/><path d="${upper}" fill="none" stroke="#000000" stroke-width="2"/>`,
    `<path d="M216 382 Q262 370 306 402 Q258 404 216 394Z" fill="#6f655a"/>`,
    `<path d="M214 382 Q258 386 302 404 L336 382 Q378 370 418 390 Q500 418 566 442 Q634 466 648 508" stroke="${lighter(look.main, 0.45)}" stroke-width="3" fill="none" opacity="0.8"/>`,
    stitch("M214 404 Q260 408 300 424 M546 436 Q604 470 606 538", lighter(look.main, 0.35), 1.5),
    `<path d="M306 400 Q370 376 438 406 L416 458 Q354 432 308 434Z" fill="${lighter(look.main, 0.08)}" stroke="#000000" stroke-width="1.5"/>`,
    laces(326, 402, 424, 426, 4, "#3a3a3a"),
    shine(c, "M460 430 Q560 456 634 500", 0.4),
    `<path d="${sole}" fill="#1c1c1c"/><path d="M206 556 L662 556" stroke="#3a3a3a" stroke-width="3"/>`,
  ].join("");
}

/** One shoe, alone and a little larger, in profile. */
const side = (c: Canvas, one: string) =>
  `${shadow(c, 410, 582, 300, 26, 0.4)}<g transform="translate(-62 -90) scale(1.16)">${one}</g>`;

/** The pair: one shoe in front, the other behind it, a little higher and further right. */
const pairOf = (c: Canvas, one: string) =>
  `${shadow(c, 450, 650, 300, 34, 0.4)}<g transform="translate(80 -40) scale(0.94)">${one}</g><g transform="translate(-30 70)">${one}</g>`;

const shoe = (draw: (c: Canvas, look: Look) => string): Drawing => ({
  views: ["pair", "side"],
  draw: (c, look, view) => (view === "pair" ? pairOf(c, draw(c, look)) : side(c, draw(c, look))),
});

export const shoes = {
  "oxford-shoes": shoe(oxford),
  sneakers: shoe(sneaker),
  "block-heels": shoe(blockHeel),
  gumboots: shoe(gumboot),
  "school-shoes": shoe(schoolShoe),
} satisfies Record<string, Drawing>;
