// Owns the drawings of art and craft: a framed Tinga Tinga painting, a soapstone elephant, a batik wall
// hanging, a round Maasai beaded piece and a carved wooden giraffe.
import { darker, lighter, place, roundLight } from "./canvas.ts";
import type { Canvas, Drawing, Look } from "./canvas.ts";

/** A soft shadow cast on the wall behind a hanging thing. */
const wallShadow = (c: Canvas, d: string) =>
  `<path d="${d}" transform="translate(14 18)" fill="#3a2c20" opacity="0.35" filter="${c.blur(12)}"/>`;

/** The Tinga Tinga scene on the canvas: a sun, a tree and bright dotted birds on its branches. */
function tingaTinga(c: Canvas, look: Look): string {
  const bird = (x: number, y: number, s: number, body: string, flip = false) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-40 0 L-86 -30 L-80 -8 L-96 6 L-40 10Z" fill="${look.trim}"/><ellipse cx="0" cy="0" rx="44" ry="26" fill="${body}" stroke="#111" stroke-width="3"/>${[
      -20, -4, 12,
    ]
      .map((dx) => `<circle cx="${dx}" cy="${(dx % 3) * 2}" r="4" fill="#ffffff"/>`)
      .join(
        "",
      )}<circle cx="38" cy="-24" r="16" fill="${body}" stroke="#111" stroke-width="3"/><circle cx="43" cy="-27" r="5" fill="#fff"/><circle cx="44" cy="-27" r="2.5" fill="#111"/><path d="M52 -22 L72 -16 L52 -12Z" fill="#f59e0b" stroke="#111" stroke-width="2"/><path d="M-6 24 L-10 40 M8 24 L10 40" stroke="#111" stroke-width="3"/></g>`;
  return [
    `<rect x="190" y="170" width="420" height="420" fill="${look.main}"/>`,
    `<rect x="190" y="500" width="420" height="90" fill="${look.accent}"/>`,
    `<path d="M190 500 Q260 480 330 500 T470 500 T610 496" fill="none" stroke="#111" stroke-width="3"/>`,
    `<circle cx="520" cy="250" r="46" fill="#facc15" stroke="#111" stroke-width="3"/>`,
    `<circle cx="520" cy="250" r="30" fill="none" stroke="#f97316" stroke-width="6" stroke-dasharray="2 8"/>`,
    `<path d="M300 590 Q310 460 290 360 M296 440 Q360 400 430 390 M292 380 Q250 330 230 300" stroke="#5b3a1e" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    ...[
      [250, 280, "#22c55e"],
      [380, 360, "#16a34a"],
      [300, 330, "#4ade80"],
    ].map(
      ([x, y, colour]) =>
        `<circle cx="${x}" cy="${y}" r="34" fill="${colour}" stroke="#111" stroke-width="3"/>`,
    ),
    bird(420, 370, 0.9, "#ef4444"),
    bird(250, 272, 0.7, "#8b5cf6", true),
    bird(470, 540, 0.8, "#f97316"),
    ...[220, 260, 560, 580].map(
      (x) =>
        `<circle cx="${x}" cy="${540 + (x % 7) * 4}" r="6" fill="#fde047" stroke="#111" stroke-width="2"/>`,
    ),
  ].join("");
}

function painting(c: Canvas, look: Look, view: "front" | "side"): string {
  const wood = c.linear(
    [
      [0, "#8a5a2b"],
      [0.5, "#5e3a1a"],
      [1, "#3b230f"],
    ],
    0,
    0,
    1,
    1,
  );
  const frame = `<rect x="150" y="130" width="500" height="500" fill="${wood}"/><rect x="162" y="142" width="476" height="476" fill="none" stroke="#a97a44" stroke-width="4"/><rect x="184" y="164" width="432" height="432" fill="#2b1a0c"/>`;
  const art = `${frame}${tingaTinga(c, look)}<rect x="190" y="170" width="420" height="420" fill="${c.linear(
    [
      [0, "#ffffff", 0.12],
      [1, "#000000", 0.1],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  if (view === "side") {
    // Turned away a little on the wall: narrower, its far edge higher.
    return `${wallShadow(c, "M230 150 L600 110 L600 650 L230 610Z")}<g transform="matrix(0.74 -0.08 0 1 119 62)">${art}<rect x="150" y="130" width="500" height="500" fill="${c.linear(
      [
        [0, "#000000", 0],
        [1, "#000000", 0.18],
      ],
    )}"/></g>`;
  }
  return `${wallShadow(c, "M150 130 H650 V630 H150Z")}${art}`;
}

/** Kisii soapstone: pale, veined stone, polished. */
function stone(c: Canvas, look: Look): string {
  return c.radial(
    [
      [0, lighter(look.main, 0.5)],
      [0.6, look.main],
      [1, darker(look.main, 0.3)],
    ],
    0.4,
    0.3,
    0.8,
  );
}

function elephant(c: Canvas, look: Look): string {
  const body =
    "M222 380 Q236 292 340 276 Q420 266 470 250 Q540 236 574 286 Q596 330 594 400 Q592 470 606 516 Q614 546 588 546 Q578 516 570 470 Q562 436 548 422 Q532 440 514 452 L518 586 Q518 600 502 600 L474 600 Q462 600 462 586 L460 500 Q420 506 380 502 L372 586 Q372 600 358 600 L332 600 Q318 600 318 586 L314 490 Q270 478 244 448 Q236 466 226 478 Q222 440 222 380Z";
  // The legs on the far side, in the stone's shadow, seen between the near ones.
  const farLegs =
    "M380 470 L392 590 Q394 600 408 600 L430 600 Q440 600 440 588 L444 470Z M530 420 L548 586 Q550 598 562 598 L580 598 Q590 598 588 584 L570 420Z";
  const ear = "M470 276 Q430 300 436 380 Q446 440 500 430 Q530 420 528 360 Q524 300 470 276Z";
  const carving = darker(look.main, 0.35);
  return [
    `<ellipse cx="410" cy="606" rx="220" ry="20" fill="#2b2118" opacity="0.3" filter="${c.blur(8)}"/>`,
    `<path d="${farLegs}" fill="${darker(look.main, 0.22)}"/>`,
    `<path d="${body}" fill="${stone(c, look)}" stroke="${darker(look.main, 0.3)}" stroke-width="2"/>`,
    `<path d="${ear}" fill="${lighter(look.main, 0.15)}" stroke="${carving}" stroke-width="3"/>`,
    `<path d="M452 320 Q470 360 458 410 M476 300 Q500 350 488 420 M500 310 Q520 350 512 410" stroke="${carving}" stroke-width="3" fill="none"/>`,
    `<path d="M556 420 Q580 440 600 432" stroke="#f5efe6" stroke-width="10" stroke-linecap="round" fill="none"/>`,
    `<path d="M578 470 Q586 490 592 520 M586 420 Q592 440 594 460" stroke="${carving}" stroke-width="2" fill="none" opacity="0.6"/>`,
    `<circle cx="552" cy="310" r="6" fill="${carving}"/>`,
    `<path d="M330 300 Q380 330 340 380 M300 310 Q330 350 300 400" stroke="${carving}" stroke-width="3" fill="none" opacity="0.7"/>`,
    `<path d="M320 580 H370 M466 580 H516" stroke="${carving}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M280 300 Q300 290 330 300" stroke="#ffffff" stroke-width="8" opacity="0.35" fill="none" filter="${c.blur(4)}"/>`,
  ].join("");
}

function batik(c: Canvas, look: Look): string {
  const cloth = "M210 170 L590 170 L592 640 Q400 652 208 640Z";
  const crackle = c.define(
    (id) =>
      `<pattern id="${id}" width="160" height="160" patternUnits="userSpaceOnUse"><path d="M0 30 L40 46 L70 20 L120 60 L160 40 M20 160 L50 110 L40 80 L90 100 L110 160 M130 0 L120 60 L150 110 L160 100 M0 120 L30 100 L50 110" stroke="${darker(look.trim, 0.1)}" stroke-width="1.4" fill="none" opacity="0.6"/></pattern>`,
  );
  const woman = (x: number, s: number) =>
    `<g transform="translate(${x} 600) scale(${s})" fill="${look.trim}"><ellipse cx="0" cy="-262" rx="30" ry="12"/><path d="M-16 -262 Q0 -290 16 -262Z"/><circle cx="0" cy="-232" r="16"/><path d="M-6 -216 L6 -216 L10 -200 L34 -110 L42 0 L-42 0 L-30 -110 L-10 -200Z"/><path d="M10 -200 Q34 -230 26 -262" stroke="${look.trim}" stroke-width="9" fill="none"/></g>`;
  return [
    wallShadow(c, cloth),
    `<path d="${cloth}" fill="${look.main}"/>`,
    `<circle cx="490" cy="270" r="58" fill="${look.accent}"/>`,
    `<path d="${cloth}" fill="${c.radial(
      [
        [0, lighter(look.main, 0.3), 0.6],
        [1, look.main, 0],
      ],
      0.6,
      0.25,
      0.6,
    )}"/>`,
    woman(290, 0.95),
    woman(390, 0.85),
    woman(480, 0.75),
    `<path d="M210 610 Q400 590 592 612" stroke="${look.trim}" stroke-width="6" fill="none"/>`,
    `<path d="${cloth}" fill="url(#${crackle})"/>`,
    `<path d="${cloth}" fill="${c.linear([
      [0, "#000000", 0.15],
      [0.3, "#ffffff", 0.05],
      [0.7, "#000000", 0],
      [1, "#000000", 0.2],
    ])}"/>`,
    `<rect x="180" y="150" width="440" height="24" rx="12" fill="#6b4423"/><circle cx="180" cy="162" r="14" fill="#4a2e16"/><circle cx="620" cy="162" r="14" fill="#4a2e16"/>`,
    `<path d="M196 152 L400 70 L604 152" stroke="#3b2a1a" stroke-width="3" fill="none"/><circle cx="400" cy="68" r="7" fill="#777"/>`,
  ].join("");
}

function beadArt(c: Canvas, look: Look): string {
  const colours = [
    look.main,
    "#f4f1ea",
    "#1f5fa8",
    look.accent,
    "#f2c12e",
    look.trim,
    "#f4f1ea",
    look.main,
  ];
  const rings = Array.from({ length: 12 }, (_, i) => {
    const r = 30 + i * 16;
    return `<circle cx="400" cy="350" r="${r}" fill="none" stroke="${colours[i % colours.length]}" stroke-width="13" stroke-dasharray="0.1 ${((2 * Math.PI * r) / Math.round((2 * Math.PI * r) / 15)).toFixed(2)}" stroke-linecap="round"/>`;
  }).join("");
  const strands = [-120, -60, 0, 60, 120]
    .map((dx) => {
      const x = 400 + dx;
      const top = 350 + Math.sqrt(220 * 220 - dx * dx) - 6;
      return `<path d="M${x} ${top} V${top + 110}" stroke="${dx % 120 === 0 ? look.main : "#1f5fa8"}" stroke-width="12" stroke-dasharray="0.1 14" stroke-linecap="round"/><circle cx="${x}" cy="${top + 124}" r="11" fill="#c0c4c8" stroke="#7a7f85" stroke-width="2"/>`;
    })
    .join("");
  return [
    wallShadow(c, "M400 130 A220 220 0 1 1 399.9 130Z"),
    `<circle cx="400" cy="350" r="222" fill="${darker(look.trim, 0.3)}"/>`,
    rings,
    `<circle cx="400" cy="350" r="20" fill="${look.main}"/>`,
    `<circle cx="400" cy="350" r="222" fill="${roundLight(c, { shine: 0.18, clear: 0.7, rim: 0.25 }, [0.4, 0.35, 0.7])}"/>`,
    strands,
    `<path d="M380 130 Q400 90 420 130" stroke="#6b4423" stroke-width="6" fill="none"/>`,
  ].join("");
}

function giraffe(c: Canvas, look: Look): string {
  const body =
    "M458 150 Q470 132 494 140 L540 164 Q552 176 540 188 L508 190 Q494 194 488 206 L444 394 Q456 420 448 450 L450 640 L434 640 L430 474 L420 474 L418 640 L402 640 L398 478 Q360 484 330 476 L328 640 L312 640 L308 482 L300 482 L296 640 L280 640 L278 464 Q266 446 276 420 L258 470 L250 466 L270 412 Q300 398 384 388Z";
  const clip = c.clip(`<path d="${body}"/>`);
  const spots = [
    [330, 430],
    [380, 420],
    [420, 440],
    [300, 450],
    [420, 350],
    [440, 290],
    [456, 230],
    [360, 460],
  ]
    .map(
      ([x, y], i) =>
        `<path d="M${x! - 16} ${y} l12 -14 l20 2 l6 16 l-14 14 l-18 -4Z" transform="rotate(${i * 37} ${x} ${y})" fill="${darker(look.main, 0.5)}"/>`,
    )
    .join("");
  return [
    `<ellipse cx="370" cy="650" rx="160" ry="16" fill="#2b2118" opacity="0.35" filter="${c.blur(6)}"/>`,
    `<rect x="250" y="632" width="230" height="22" rx="6" fill="${darker(look.main, 0.3)}"/>`,
    `<path d="M466 142 L462 112 M478 138 L478 108" stroke="${darker(look.main, 0.3)}" stroke-width="8" stroke-linecap="round"/><circle cx="462" cy="108" r="7" fill="${darker(look.main, 0.5)}"/><circle cx="478" cy="104" r="7" fill="${darker(look.main, 0.5)}"/>`,
    `<path d="${body}" fill="${c.linear([
      [0, lighter(look.main, 0.25)],
      [1, darker(look.main, 0.2)],
    ])}"/>`,
    `<g clip-path="${clip}">${spots}<path d="M440 160 L360 640" stroke="#ffffff" stroke-opacity="0.2" stroke-width="30" filter="${c.blur(10)}"/></g>`,
    `<path d="${body}" fill="none" stroke="${darker(look.main, 0.45)}" stroke-width="2"/>`,
    `<circle cx="506" cy="160" r="5" fill="#1a1a1a"/><path d="M470 150 L452 140 L462 158Z" fill="${darker(look.main, 0.2)}"/>`,
  ].join("");
}

export const art = {
  painting: {
    views: ["front", "side", "detail"],
    draw: (c, look, view) => painting(c, look, view === "side" ? "side" : "front"),
    focus: [420, 380, 2.1],
  },
  soapstone: {
    views: ["side", "set"],
    draw: (c, look, view) =>
      view === "set"
        ? [
            place(elephant(c, look), 520, 380, 0.62),
            place(elephant(c, look), 320, 470, 0.46),
            place(elephant(c, look), 180, 540, 0.32),
          ].join("")
        : elephant(c, look),
  },
  batik: {
    views: ["front", "detail"],
    draw: (c, look) => batik(c, look),
    focus: [380, 420, 2],
  },
  "bead-art": {
    views: ["front", "detail"],
    draw: (c, look) => beadArt(c, look),
    focus: [470, 300, 2.4],
  },
  giraffe: {
    views: ["side", "pair"],
    draw: (c, look, view) =>
      view === "pair"
        ? [place(giraffe(c, look), 500, 430, 0.9), place(giraffe(c, look), 280, 520, 0.62)].join("")
        : giraffe(c, look),
  },
} satisfies Record<string, Drawing>;
