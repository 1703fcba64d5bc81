// Owns the demo catalogue: realistic items for each of the six categories, seeded into an empty shop.

export interface DemoItem {
  name: string;
  type: string;
  /** Whole Ksh. */
  priceKsh: number;
}

const byType: Record<string, [string, number][]> = {
  women: [
    ["Kitenge Maxi Dress", 2450],
    ["Ankara Wrap Skirt", 1650],
    ["Chiffon Blouse", 1200],
    ["High-Waist Denim Jeans", 2200],
    ["Kanga Print Kimono", 1850],
    ["Knitted Cardigan", 1950],
    ["Pleated Midi Skirt", 1750],
  ],
  men: [
    ["Slim Fit Oxford Shirt", 1800],
    ["Kitenge Print Shirt", 2100],
    ["Chino Trousers", 2300],
    ["Cotton Polo Shirt", 1350],
    ["Denim Jacket", 3400],
    ["Maasai Shuka Blanket Scarf", 950],
    ["Linen Kaunda Suit", 5800],
  ],
  shoes: [
    ["Leather Oxford Shoes", 4200],
    ["Maasai Beaded Sandals", 1500],
    ["Canvas Sneakers", 1900],
    ["Ladies Block Heels", 2800],
    ["Rubber Gumboots", 1100],
    ["Kids School Shoes", 1600],
  ],
  households: [
    ["Sufuria Cooking Pot Set", 3200],
    ["Ceramic Tea Mugs (Set of 4)", 1250],
    ["Cotton Bath Towel", 850],
    ["Woven Sisal Basket", 1400],
    ["Thermos Flask 1.8L", 1350],
    ["Fleece Blanket Queen Size", 2600],
  ],
  inners: [
    ["Cotton Boxer Briefs (3 Pack)", 750],
    ["Ladies Cotton Panties (5 Pack)", 850],
    ["Seamless Bra", 1100],
    ["Men's Cotton Vest", 450],
    ["Ankle Socks (6 Pairs)", 600],
    ["Thermal Long Johns", 1200],
  ],
  sports: [
    ["Harambee Stars Replica Jersey", 2500],
    ["Running Shorts", 950],
    ["Training Tracksuit", 3600],
    ["Football Size 5", 1800],
    ["Yoga Leggings", 1450],
    ["Breathable Running Vest", 1050],
  ],
};

export const demoItems: DemoItem[] = Object.entries(byType).flatMap(([type, entries]) =>
  entries.map(([name, priceKsh]) => ({ name, type, priceKsh })),
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
  inners: "M300 190 h60 q40 90 80 0 h60 l20 120 q-30 40 -20 120 l20 240 h-240 l20 -240 q10 -80 -20 -120 z",
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
