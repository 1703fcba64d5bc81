// Owns the drawing of a football: the real pattern of a size 5 ball (a truncated icosahedron, twelve
// pentagons among hexagons) turned in space and projected, shaded as a sphere.
import { darker, roundLight, shadow, type Canvas, type Drawing, type Look } from "./canvas.ts";

type Vec = readonly [number, number, number];

const phi = (1 + Math.sqrt(5)) / 2;
const norm = ([x, y, z]: Vec): Vec => {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
};
const blend = (a: Vec, b: Vec, t: number): Vec =>
  norm([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);

/** The twelve corners of an icosahedron (each becomes a pentagon) and its thirty edges. */
const corners: Vec[] = [
  ...[-1, 1].flatMap((a) => [-1, 1].map((b): Vec => [0, a, b * phi])),
  ...[-1, 1].flatMap((a) => [-1, 1].map((b): Vec => [a, b * phi, 0])),
  ...[-1, 1].flatMap((a) => [-1, 1].map((b): Vec => [a * phi, 0, b])),
];
const edges = corners.flatMap((a, i) =>
  corners
    .slice(i + 1)
    .filter((b) => Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) - 2) < 1e-6)
    .map((b) => [a, b] as const),
);

function rotate([x, y, z]: Vec, ax: number, ay: number): Vec {
  const [y1, z1] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
  return [x * Math.cos(ay) + z1 * Math.sin(ay), y1, -x * Math.sin(ay) + z1 * Math.cos(ay)];
}

/** Projects a point of the unit sphere onto the picture; points behind are pushed to the rim. */
function project([x, y, z]: Vec, cx: number, cy: number, r: number): string {
  const flat = Math.hypot(x, y) || 1;
  const [px, py] = z >= 0 ? [x, y] : [x / flat, y / flat];
  return `${(cx + px * r).toFixed(1)} ${(cy - py * r).toFixed(1)}`;
}

function ball(c: Canvas, look: Look, ax: number, ay: number): string {
  const [cx, cy, r] = [400, 380, 230];
  const turn = (v: Vec) => norm(rotate(v, ax, ay));
  const pentagons = corners.map((corner) => {
    const around = edges
      .filter(([a, b]) => a === corner || b === corner)
      .map(([a, b]) => (a === corner ? b : a))
      .map((next) => turn(blend(corner, next, 1 / 3)));
    const centre = turn(corner);
    // Around the centre in order, each side drawn as an arc (several points on the sphere).
    const sorted = around
      .map((point) => ({ point, angle: angleAround(centre, point) }))
      .sort((p, q) => p.angle - q.angle)
      .map(({ point }) => point);
    const outline = sorted.flatMap((point, i) => {
      const next = sorted[(i + 1) % sorted.length]!;
      return [0, 0.25, 0.5, 0.75].map((t) => project(blend(point, next, t), cx, cy, r));
    });
    return { z: centre[2], d: `M${outline.join("L")}Z` };
  });
  const seams = edges.flatMap(([a, b]) => {
    const from = blend(a, b, 1 / 3);
    const to = blend(a, b, 2 / 3);
    const points = [0, 0.25, 0.5, 0.75, 1].map((t) => turn(blend(from, to, t)));
    return points.every((point) => point[2] > 0)
      ? [`M${points.map((point) => project(point, cx, cy, r)).join("L")}`]
      : [];
  });
  const clip = c.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  const light = roundLight(
    c,
    { shine: 0.5, clear: 0.45, shade: [0.8, 0.18], rim: 0.5 },
    [0.38, 0.32, 0.75],
  );
  return [
    shadow(c, cx + 20, cy + r + 20, r * 0.95, 30, 0.45),
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${look.accent}"/>`,
    `<g clip-path="${clip}">`,
    pentagons
      .filter(({ z }) => z > -0.35)
      .map(
        ({ d }) =>
          `<path d="${d}" fill="${look.main}" stroke="${darker(look.main, 0.3)}" stroke-width="2" stroke-linejoin="round"/>`,
      )
      .join(""),
    `<path d="${seams.join(" ")}" stroke="#9a9a9a" stroke-width="2.5" fill="none"/>`,
    `</g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}"/>`,
    `<ellipse cx="${cx - 80}" cy="${cy - 100}" rx="60" ry="34" fill="#ffffff" opacity="0.35" transform="rotate(-30 ${cx - 80} ${cy - 100})" filter="${c.blur(10)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="2"/>`,
  ].join("");
}

/** The angle of `point` around `centre`, in a plane tangent to the sphere there. */
function angleAround(centre: Vec, point: Vec): number {
  const helper: Vec = Math.abs(centre[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const u = norm(cross(centre, helper));
  const v = cross(centre, u);
  const d: Vec = [point[0] - centre[0], point[1] - centre[1], point[2] - centre[2]];
  return Math.atan2(dot(d, v), dot(d, u));
}
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

export const football = {
  football: {
    views: ["front", "side"],
    draw: (c, look, view) => (view === "side" ? ball(c, look, 1.1, 0.7) : ball(c, look, 0.55, 0.3)),
  },
} satisfies Record<string, Drawing>;
