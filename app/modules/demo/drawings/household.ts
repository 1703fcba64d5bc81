// Owns the drawings of household goods: aluminium sufuria pots, tea mugs, a flask and a lidded sisal
// basket.
import { darker, lighter, metal, place, shadow } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";
import { fabric, weave } from "./patterns.ts";

/** An open cylinder seen from a little above: its body, rim and dark inside. */
function cylinder(body: string, half: number, top: number, bottom: number, rim: number): string {
  const bodyPath = `M${400 - half} ${top} L${400 - half + 2} ${bottom} A${half} ${rim} 0 0 0 ${400 + half - 2} ${bottom} L${400 + half} ${top}Z`;
  return `<path d="${bodyPath}" fill="${body}"/><path d="${bodyPath}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="1.5"/>`;
}

/** A sufuria: a straight-sided aluminium pot with a rolled lip (no handles), with or without its lid. */
function sufuria(c: Canvas, lid: boolean): string {
  const aluminium = "#b9bec4";
  const body = cylinder(metal(c, aluminium), 170, 330, 590, 40);
  const inner = c.radial(
    [
      [0, "#9aa0a6"],
      [0.7, "#5c6268"],
      [1, "#3e4348"],
    ],
    0.5,
    0.75,
    0.7,
  );
  const rim = `<ellipse cx="400" cy="330" rx="176" ry="42" fill="none" stroke="${lighter(aluminium, 0.5)}" stroke-width="10"/><ellipse cx="400" cy="330" rx="176" ry="42" fill="none" stroke="#6d737a" stroke-width="1.5"/>`;
  const mouth = `<ellipse cx="400" cy="330" rx="170" ry="38" fill="${inner}"/>`;
  const top = lid
    ? `<path d="M222 330 Q400 228 578 330 A178 44 0 0 1 222 330Z" fill="${metal(c, aluminium)}"/><path d="M222 330 Q400 228 578 330" fill="none" stroke="#6d737a" stroke-width="1.5"/><ellipse cx="400" cy="330" rx="178" ry="44" fill="none" stroke="${lighter(aluminium, 0.5)}" stroke-width="6"/><rect x="376" y="258" width="48" height="26" rx="6" fill="#2b2b2b"/><ellipse cx="400" cy="258" rx="24" ry="8" fill="#474747"/>`
    : `${mouth}`;
  const shine = `<path d="M282 350 L284 580" stroke="#ffffff" stroke-opacity="0.5" stroke-width="12" filter="${c.blur(5)}"/>`;
  return `${shadow(c, 400, 600, 220, 34, 0.4)}${body}${shine}${top}${rim}`;
}

function sufuriaSet(c: Canvas): string {
  return [
    place(sufuria(c, false), 400, 400, 0.78),
    place(sufuria(c, false), 250, 560, 0.56),
    place(sufuria(c, true), 560, 580, 0.5),
  ].join("");
}

/** A glazed mug with tea in it, its handle on the right. */
function mug(c: Canvas, look: Look): string {
  const glaze = c.linear([
    [0, darker(look.main, 0.35)],
    [0.2, look.main],
    [0.32, lighter(look.main, 0.45)],
    [0.45, look.main],
    [0.85, darker(look.main, 0.2)],
    [1, darker(look.main, 0.4)],
  ]);
  const body = cylinder(glaze, 104, 330, 580, 26);
  const handle = `<path d="M500 372 C600 360 606 520 500 530" fill="none" stroke="${darker(look.main, 0.25)}" stroke-width="30" stroke-linecap="round"/><path d="M502 370 C590 362 596 514 502 524" fill="none" stroke="${lighter(look.main, 0.2)}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`;
  const tea = c.radial(
    [
      [0, "#a0622a"],
      [1, "#5a3212"],
    ],
    0.45,
    0.4,
    0.6,
  );
  const band = `<path d="M296 520 L504 520 L504 540 Q400 566 296 540Z" fill="${look.accent}" opacity="0.9"/>`;
  return `${shadow(c, 410, 588, 150, 24, 0.4)}${handle}${body}${band}<ellipse cx="400" cy="330" rx="104" ry="26" fill="${lighter(look.main, 0.6)}"/><ellipse cx="400" cy="334" rx="94" ry="21" fill="${tea}"/><ellipse cx="370" cy="330" rx="30" ry="5" fill="#ffffff" opacity="0.25"/>`;
}

function mugs(c: Canvas, look: Look): string {
  const one = mug(c, look);
  return [
    place(one, 290, 380, 0.62),
    place(one, 520, 380, 0.62),
    place(one, 250, 590, 0.66),
    place(one, 500, 600, 0.66),
  ].join("");
}

/** A flask: a printed body, a cup screwed on as its cap, a handle. */
function flask(c: Canvas, look: Look, open: boolean): string {
  const plastic = (colour: string) =>
    c.linear([
      [0, darker(colour, 0.4)],
      [0.25, lighter(colour, 0.3)],
      [0.5, colour],
      [1, darker(colour, 0.45)],
    ]);
  const shade = c.linear([
    [0, "#000000", 0.45],
    [0.28, "#ffffff", 0.25],
    [0.5, "#000000", 0],
    [1, "#000000", 0.5],
  ]);
  const body = "M312 250 Q312 228 336 218 L464 218 Q488 228 488 250 L490 640 L310 640Z";
  const handle = `<path d="M488 300 C560 300 566 300 566 360 L566 520 C566 570 540 580 488 580" fill="none" stroke="${darker(look.trim, 0.2)}" stroke-width="22" stroke-linecap="round"/>`;
  const base = `<path d="M304 630 L496 630 L492 668 Q400 684 308 668Z" fill="${plastic(look.trim)}"/>`;
  const neck = `<path d="M340 218 L460 218 L452 196 L348 196Z" fill="${plastic(look.trim)}"/>`;
  const cup = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><path d="M-62 0 L62 0 L56 -86 Q0 -96 -56 -86Z" fill="${plastic(look.trim)}"/>${[
      -70, -50, -30,
    ]
      .map(
        (ry) =>
          `<path d="M-60 ${ry} Q0 ${ry + 6} 60 ${ry}" stroke="#000000" stroke-opacity="0.2" stroke-width="3" fill="none"/>`,
      )
      .join("")}</g>`;
  const parts = [
    shadow(c, 400, 672, 170, 22, 0.4),
    handle,
    `<path d="${body}" fill="${fabric(c, look)}"/><path d="${body}" fill="${shade}"/>`,
    base,
    neck,
  ];
  if (open) {
    parts.push(
      `<ellipse cx="400" cy="194" rx="40" ry="14" fill="#f1efe9"/><ellipse cx="400" cy="190" rx="24" ry="9" fill="#d9d5cc"/>`,
      shadow(c, 640, 672, 90, 14, 0.4),
      `${cup(640, 668)}<ellipse cx="640" cy="584" rx="56" ry="11" fill="${darker(look.trim, 0.3)}"/><ellipse cx="640" cy="586" rx="48" ry="8" fill="#6b3b16"/>`,
    );
  } else {
    parts.push(cup(400, 196));
  }
  return parts.join("");
}

/** The lidded basket: woven sisal with bands of colour, a conical lid with a knob. */
function basket(c: Canvas, look: Look, open: boolean): string {
  const body = "M248 340 Q244 520 286 620 Q400 668 514 620 Q556 520 552 340Z";
  const clip = c.clip(`<path d="${body}"/>`);
  const bands = [
    [380, 28, look.accent],
    [460, 40, look.trim],
    [540, 22, look.accent],
  ] as const;
  const banded = bands
    .map(
      ([y, height, colour]) =>
        `<rect x="230" y="${y}" width="340" height="${height}" fill="${weave(c, colour)}"/>`,
    )
    .join("");
  const round = c.linear([
    [0, "#000000", 0.35],
    [0.3, "#ffffff", 0.12],
    [0.6, "#000000", 0],
    [1, "#000000", 0.4],
  ]);
  const parts = [
    shadow(c, 400, 640, 200, 26, 0.4),
    `<g clip-path="${clip}"><rect x="230" y="300" width="340" height="380" fill="${weave(c, look.main)}"/>${banded}<rect x="230" y="300" width="340" height="380" fill="${round}"/></g>`,
  ];
  const rim = `<ellipse cx="400" cy="340" rx="152" ry="36" fill="none" stroke="${darker(look.main, 0.15)}" stroke-width="12"/>`;
  if (open) {
    parts.push(
      `<ellipse cx="400" cy="340" rx="150" ry="34" fill="${weave(c, darker(look.main, 0.35))}"/>`,
      rim,
    );
  } else {
    const lid =
      "M238 336 Q300 250 396 190 Q404 186 412 192 Q500 250 562 336 A162 40 0 0 1 238 336Z";
    parts.push(
      rim,
      `<path d="${lid}" fill="${weave(c, look.main)}"/><path d="M300 300 Q400 230 500 300 L516 320 Q400 250 284 320Z" fill="${weave(c, look.accent)}"/><path d="${lid}" fill="${round}"/>`,
      `<ellipse cx="404" cy="188" rx="16" ry="10" fill="${darker(look.main, 0.3)}"/>`,
    );
  }
  return parts.join("");
}

export const household = {
  sufuria: {
    views: ["set", "front"],
    draw: (c, _look, view) => (view === "set" ? sufuriaSet(c) : sufuria(c, true)),
  },
  mugs: {
    views: ["set", "side"],
    draw: (c, look, view) => (view === "set" ? mugs(c, look) : mug(c, look)),
  },
  flask: {
    views: ["front", "open"],
    draw: (c, look, view) => flask(c, look, view === "open"),
  },
  basket: {
    views: ["front", "open", "detail"],
    draw: (c, look, view) => basket(c, look, view === "open"),
    focus: [400, 460, 2.4],
  },
} satisfies Record<string, Drawing>;
