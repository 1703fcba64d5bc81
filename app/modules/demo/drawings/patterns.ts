// Owns the cloth and surface patterns (wax print, kanga, checks, beadwork, denim, knit...) as SVG
// pattern fills, each built from a look's three colours.
import type { DemoPattern } from "../picture.ts";
import { darker, lighter, mix, type Canvas, type Look } from "./canvas.ts";

type Tile = (look: Look) => {
  size: readonly [number, number];
  art: string;
  rotate?: number;
  /** The tile's own scale, when its motifs are drawn larger than the cloth shows them. */
  scale?: number;
};

const tiles: Record<Exclude<DemoPattern, "plain">, Tile> = {
  // Wax print: big concentric rings, leaves between them and small dots, in bold colours.
  kitenge: ({ main, accent, trim }) => ({
    size: [120, 120],
    scale: 0.8,
    art: `<rect width="120" height="120" fill="${main}"/>
<circle cx="30" cy="30" r="25" fill="${accent}"/><circle cx="30" cy="30" r="17" fill="none" stroke="${trim}" stroke-width="5"/><circle cx="30" cy="30" r="6" fill="${trim}"/>
<circle cx="90" cy="90" r="25" fill="${accent}"/><circle cx="90" cy="90" r="17" fill="none" stroke="${trim}" stroke-width="5"/><circle cx="90" cy="90" r="6" fill="${trim}"/>
<path d="M90 12 q16 18 0 36 q-16 -18 0 -36z M30 72 q16 18 0 36 q-16 -18 0 -36z" fill="${trim}"/>
<path d="M66 48 l6 12 l-6 12 l-6 -12z M6 108 l6 12 l-6 12z M114 108 l6 12 l-6 12z" fill="${lighter(accent, 0.3)}"/>
<circle cx="60" cy="15" r="3" fill="${accent}"/><circle cx="60" cy="105" r="3" fill="${accent}"/><circle cx="15" cy="60" r="3" fill="${accent}"/><circle cx="105" cy="60" r="3" fill="${accent}"/>`,
  }),
  // Ankara: bold ovals with a stroke, wavy bands between them.
  ankara: ({ main, accent, trim }) => ({
    size: [100, 100],
    scale: 0.85,
    rotate: 20,
    art: `<rect width="100" height="100" fill="${main}"/>
<path d="M0 50 q25 -18 50 0 t50 0" fill="none" stroke="${trim}" stroke-width="7"/>
<ellipse cx="25" cy="22" rx="18" ry="12" fill="${accent}" stroke="${trim}" stroke-width="4"/><circle cx="25" cy="22" r="5" fill="${trim}"/>
<ellipse cx="75" cy="78" rx="18" ry="12" fill="${accent}" stroke="${trim}" stroke-width="4"/><circle cx="75" cy="78" r="5" fill="${trim}"/>
<circle cx="78" cy="20" r="6" fill="${lighter(accent, 0.35)}"/><circle cx="22" cy="80" r="6" fill="${lighter(accent, 0.35)}"/>`,
  }),
  stripes: ({ main, accent }) => ({
    size: [40, 40],
    art: `<rect width="40" height="40" fill="${main}"/><rect y="26" width="40" height="10" fill="${accent}"/>`,
  }),
  // Checks like a Maasai shuka: dark bands both ways over the ground, thin light lines between.
  checks: ({ main, accent, trim }) => ({
    size: [96, 96],
    art: `<rect width="96" height="96" fill="${main}"/>
<rect x="0" width="30" height="96" fill="${trim}" opacity="0.45"/><rect y="0" width="96" height="30" fill="${trim}" opacity="0.45"/>
<rect x="56" width="6" height="96" fill="${accent}" opacity="0.8"/><rect y="56" width="96" height="6" fill="${accent}" opacity="0.8"/>
<rect x="12" width="4" height="96" fill="${darker(trim, 0.3)}" opacity="0.6"/><rect y="12" width="96" height="4" fill="${darker(trim, 0.3)}" opacity="0.6"/>`,
  }),
  // Kanga: a small repeated motif (a cashew shape and dots) over the ground; the border is its own.
  kanga: ({ main, accent, trim }) => {
    const buta = (x: number, y: number, angle: number) =>
      `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 14 C-14 14 -16 -2 -7 -9 C0 -13 7 -15 11 -23 C14 -11 14 5 0 14Z" fill="${accent}"/><path d="M0 8 C-7 8 -8 0 -3 -4 C1 -6 4 -8 6 -12 C7 -5 7 3 0 8Z" fill="${trim}"/><circle cx="-2" cy="2" r="2.2" fill="${main}"/></g>`;
    return {
      size: [80, 80],
      art: `<rect width="80" height="80" fill="${main}"/>${buta(20, 24, -20)}${buta(60, 64, 160)}<circle cx="62" cy="20" r="3.5" fill="${trim}"/><circle cx="18" cy="62" r="3.5" fill="${trim}"/><circle cx="40" cy="42" r="2" fill="${accent}"/>`,
    };
  },
  // Beadwork: rows of glass beads, each with its shine, in the Maasai colours around the look's.
  beads: ({ main, accent, trim }) => {
    const rows = [main, "#f4f1ea", accent, "#1f5fa8", trim, "#f2c12e"];
    const art = rows
      .map((colour, row) => {
        const y = row * 12 + 6;
        const shift = row % 2 === 0 ? 0 : 6;
        return [0, 12, 24]
          .map(
            (x) =>
              `<circle cx="${x + shift}" cy="${y}" r="5.4" fill="${colour}"/><circle cx="${x + shift - 1.8}" cy="${y - 1.8}" r="1.6" fill="#ffffff" opacity="0.55"/>`,
          )
          .join("");
      })
      .join("");
    return {
      size: [24, 72],
      art: `<rect width="24" height="72" fill="${darker(main, 0.5)}"/>${art}`,
    };
  },
  // Denim: a twill of fine diagonal lines in a lighter blue.
  denim: ({ main }) => ({
    size: [8, 8],
    rotate: 45,
    art: `<rect width="8" height="8" fill="${main}"/><rect width="8" height="2" fill="${lighter(main, 0.16)}" opacity="0.5"/><rect y="5" width="8" height="1" fill="${darker(main, 0.15)}" opacity="0.4"/>`,
  }),
  // Knit: columns of V stitches.
  knit: ({ main }) => ({
    size: [18, 14],
    art: `<rect width="18" height="14" fill="${main}"/><path d="M1 2 l8 9 l8 -9" fill="none" stroke="${darker(main, 0.28)}" stroke-width="2.4" opacity="0.55"/><path d="M2 1 l7 8" stroke="${lighter(main, 0.25)}" stroke-width="1.5" opacity="0.6"/>`,
  }),
  // Waffle: the small squares of thermal cloth.
  waffle: ({ main }) => ({
    size: [14, 14],
    art: `<rect width="14" height="14" fill="${darker(main, 0.12)}"/><rect x="2" y="2" width="10" height="10" rx="2" fill="${main}"/><rect x="3" y="3" width="8" height="3" rx="1.5" fill="${lighter(main, 0.18)}"/>`,
  }),
  // Mesh: rows of small air holes.
  mesh: ({ main }) => ({
    size: [12, 12],
    art: `<rect width="12" height="12" fill="${main}"/><circle cx="3" cy="3" r="1.7" fill="${darker(main, 0.3)}"/><circle cx="9" cy="9" r="1.7" fill="${darker(main, 0.3)}"/>`,
  }),
  // Flowers, as printed on a flask or a fleece.
  floral: ({ main, accent, trim }) => ({
    size: [110, 110],
    art: `<rect width="110" height="110" fill="${main}"/>${[
      [30, 32, accent],
      [82, 84, mix(accent, trim, 0.5)],
    ]
      .map(
        ([x, y, colour]) =>
          `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288]
            .map(
              (angle) =>
                `<ellipse cx="0" cy="-12" rx="8" ry="13" fill="${colour}" transform="rotate(${angle})"/>`,
            )
            .join("")}<circle r="6" fill="${trim}"/></g>`,
      )
      .join(
        "",
      )}<path d="M70 30 q12 -14 22 -2 q-12 10 -22 2z M20 86 q12 -14 22 -2 q-12 10 -22 2z" fill="${darker(trim, 0.1)}" opacity="0.7"/>`,
  }),
};

/**
 * The fill of a look's cloth: its pattern (scaled by `scale`, turned by `turn` degrees), or its main
 * colour when plain.
 */
export function fabric(c: Canvas, look: Look, scale = 1, pattern = look.pattern, turn = 0): string {
  if (pattern === "plain") return look.main;
  const tile = tiles[pattern](look);
  const key = `p${pattern}${look.main}${look.accent}${look.trim}${scale}t${turn}`;
  const id = c.once(key, (id) => {
    const size = scale * (tile.scale ?? 1);
    const angle = (tile.rotate ?? 0) + turn;
    const transforms = [size === 1 ? "" : `scale(${size})`, angle ? `rotate(${angle})` : ""].join(
      " ",
    );
    return `<pattern id="${id}" width="${tile.size[0]}" height="${tile.size[1]}" patternUnits="userSpaceOnUse" patternTransform="${transforms.trim()}">${tile.art}</pattern>`;
  });
  return `url(#${id})`;
}

/** A kanga's border: a band of stripes and dots along an edge, in the trim and accent colours. */
export function kangaBorder(c: Canvas, look: Look): string {
  const id = c.once(`kb${look.main}${look.accent}${look.trim}`, (id) => {
    return `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${look.trim}"/><circle cx="12" cy="12" r="6" fill="${look.accent}"/><circle cx="12" cy="12" r="2.5" fill="${look.main}"/></pattern>`;
  });
  return `url(#${id})`;
}

/** A woven fibre (sisal, raffia): rows of slanted twined stitches in this colour. */
export function weave(c: Canvas, colour: string): string {
  const id = c.once(`wv${colour}`, (id) => {
    const stitch = `<path d="M1 11 Q4 2 8 1 M9 11 Q12 2 16 1" stroke="${lighter(colour, 0.25)}" stroke-width="3.2" fill="none" stroke-linecap="round"/><path d="M2 11.5 Q5 4 8 3 M10 11.5 Q13 4 16 3" stroke="${darker(colour, 0.3)}" stroke-width="1" fill="none" opacity="0.6"/>`;
    return `<pattern id="${id}" width="16" height="12" patternUnits="userSpaceOnUse"><rect width="16" height="12" fill="${darker(colour, 0.18)}"/>${stitch}</pattern>`;
  });
  return `url(#${id})`;
}

/** Terry cloth: the small loops of a towel. */
export function terry(c: Canvas, colour: string): string {
  const id = c.once(`ty${colour}`, (id) => {
    return `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${colour}"/><circle cx="1.5" cy="1.5" r="1.3" fill="${lighter(colour, 0.18)}"/><circle cx="4.5" cy="4.5" r="1.3" fill="${darker(colour, 0.1)}"/></pattern>`;
  });
  return `url(#${id})`;
}
