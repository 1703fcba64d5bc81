// Owns the demo catalogue: realistic items for each of the six categories, seeded into an empty shop.

export interface DemoItem {
  name: string;
  type: string;
  /** Whole Ksh. */
  priceKsh: number;
  /** Sizes in shop order, each with its stock (and its own price in whole Ksh, when it differs). */
  sizes?: { label: string; stock: number; priceKsh?: number }[];
  /** Stock of an item without sizes; absent: not counted. */
  stock?: number;
}

type Shelf = Pick<DemoItem, "sizes" | "stock">;

/** Sizes S to XL with these counts. */
const clothes = (s: number, m: number, l: number, xl: number): Shelf => ({
  sizes: [
    { label: "S", stock: s },
    { label: "M", stock: m },
    { label: "L", stock: l },
    { label: "XL", stock: xl },
  ],
});

/** Numeric shoe sizes from `first`, one count each; `dearerFrom`: the sizes from there cost `dearerKsh`. */
const shoes = (
  first: number,
  counts: number[],
  dearer?: { from: number; priceKsh: number },
): Shelf => ({
  sizes: counts.map((stock, index) => {
    const label = String(first + index);
    return {
      label,
      stock,
      ...(dearer && first + index >= dearer.from ? { priceKsh: dearer.priceKsh } : {}),
    };
  }),
});

// A realistic shelf: most sizes well stocked, a few running low, a few sold out (never the smallest
// clothes size, which shoppers pick most), and household goods counted by the piece.
const byType: Record<string, [string, number, Shelf][]> = {
  women: [
    ["Kitenge Maxi Dress", 2450, clothes(40, 60, 45, 20)],
    ["Ankara Wrap Skirt", 1650, clothes(35, 50, 30, 0)],
    ["Chiffon Blouse", 1200, clothes(30, 40, 25, 2)],
    ["High-Waist Denim Jeans", 2200, clothes(40, 55, 40, 15)],
    ["Kanga Print Kimono", 1850, {}],
    ["Knitted Cardigan", 1950, clothes(25, 3, 20, 10)],
    ["Pleated Midi Skirt", 1750, clothes(45, 50, 35, 12)],
  ],
  men: [
    ["Slim Fit Oxford Shirt", 1800, clothes(40, 60, 55, 30)],
    ["Kitenge Print Shirt", 2100, clothes(35, 45, 40, 2)],
    ["Chino Trousers", 2300, clothes(30, 45, 40, 20)],
    ["Cotton Polo Shirt", 1350, clothes(50, 70, 60, 25)],
    ["Denim Jacket", 3400, clothes(30, 40, 35, 0)],
    ["Maasai Shuka Blanket Scarf", 950, { stock: 60 }],
    ["Linen Kaunda Suit", 5800, clothes(20, 25, 15, 1)],
  ],
  shoes: [
    [
      "Leather Oxford Shoes",
      4200,
      shoes(39, [30, 35, 40, 35, 25, 3], { from: 44, priceKsh: 4500 }),
    ],
    ["Maasai Beaded Sandals", 1500, shoes(36, [30, 35, 40, 30, 20, 0])],
    ["Canvas Sneakers", 1900, shoes(38, [40, 45, 50, 45, 35, 20, 2])],
    ["Ladies Block Heels", 2800, shoes(36, [30, 35, 30, 20, 2, 0])],
    ["Rubber Gumboots", 1100, shoes(38, [40, 45, 40, 30, 20])],
    ["Kids School Shoes", 1600, shoes(28, [30, 35, 40, 35, 30, 25, 20])],
  ],
  households: [
    ["Sufuria Cooking Pot Set", 3200, { stock: 25 }],
    ["Ceramic Tea Mugs (Set of 4)", 1250, { stock: 40 }],
    ["Cotton Bath Towel", 850, { stock: 80 }],
    ["Woven Sisal Basket", 1400, { stock: 2 }],
    ["Thermos Flask 1.8L", 1350, { stock: 0 }],
    ["Fleece Blanket Queen Size", 2600, {}],
  ],
  inners: [
    ["Cotton Boxer Briefs (3 Pack)", 750, clothes(60, 80, 70, 40)],
    ["Ladies Cotton Panties (5 Pack)", 850, clothes(60, 80, 60, 30)],
    ["Seamless Bra", 1100, clothes(40, 50, 35, 3)],
    ["Men's Cotton Vest", 450, clothes(50, 70, 60, 30)],
    ["Ankle Socks (6 Pairs)", 600, { stock: 120 }],
    ["Thermal Long Johns", 1200, clothes(30, 40, 30, 0)],
  ],
  sports: [
    ["Harambee Stars Replica Jersey", 2500, clothes(40, 60, 50, 2)],
    ["Running Shorts", 950, clothes(40, 50, 45, 25)],
    ["Training Tracksuit", 3600, clothes(30, 40, 35, 20)],
    ["Football Size 5", 1800, { stock: 30 }],
    ["Yoga Leggings", 1450, clothes(40, 50, 35, 3)],
    ["Breathable Running Vest", 1050, clothes(40, 50, 45, 0)],
  ],
};

export const demoItems: DemoItem[] = Object.entries(byType).flatMap(([type, entries]) =>
  entries.map(([name, priceKsh, shelf]) => ({ name, type, priceKsh, ...shelf })),
);

const palettes = [
  ["#1d4e89", "#f4a259"],
  ["#7b2d26", "#f6d8ae"],
  ["#2e7d32", "#fff3b0"],
  ["#6a1b9a", "#ffd6e0"],
  ["#00695c", "#e0f2f1"],
  ["#bf360c", "#ffe0b2"],
  ["#37474f", "#cfd8dc"],
];

// One simple silhouette per category, drawn in an 800 x 800 box.
const shapes: Record<string, string> = {
  women: "M330 170 h140 l30 120 l120 400 h-440 l120 -400 z",
  men: "M280 180 l-130 90 l60 110 l60 -35 v325 h260 v-325 l60 35 l60 -110 l-130 -90 q-60 50 -120 0 z",
  shoes: "M140 520 q0 -120 90 -140 l140 -20 q70 40 140 40 l140 40 q80 30 80 100 v40 h-590 z",
  households: "M220 330 h360 v260 q0 60 -60 60 h-240 q-60 0 -60 -60 z M190 300 h420 v40 h-420 z",
  inners:
    "M300 190 h60 q40 90 80 0 h60 l20 120 q-30 40 -20 120 l20 240 h-240 l20 -240 q10 -80 -20 -120 z",
  sports: "M400 180 a220 220 0 1 0 0.1 0 z M400 300 l95 70 l-36 110 h-118 l-36 -110 z",
};

/** An SVG picture for a demo or test item: the category's silhouette in colours picked by index. */
export function demoItemSvg(type: string, index: number): string {
  const [background, foreground] = palettes[index % palettes.length]!;
  const shape = shapes[type] ?? shapes.households!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${foreground}"/>
<circle cx="${160 + ((index * 97) % 480)}" cy="${140 + ((index * 53) % 200)}" r="${90 + ((index * 31) % 60)}" fill="${background}" opacity="0.15"/>
<path d="${shape}" fill="${background}"/>
</svg>`;
}
