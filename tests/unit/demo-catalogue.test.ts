// The demo catalogue's content: every item named and described in both languages, priced as before,
// with at least two different pictures that really draw something; eight categories with items; the
// pictures, tiles and hero render through sharp to WebP of the asked width.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  demoCategories,
  demoHero,
  demoItems,
  type DemoCategory,
  type DemoPicture,
} from "../../app/modules/demo/demo-items.ts";
import { shelfItems } from "../../app/modules/demo/items/shelf.ts";
import { demoPictureSvg, renderDemoPicture } from "../../app/modules/demo/render.ts";

const categories: DemoCategory[] = [
  "women",
  "men",
  "shoes",
  "households",
  "inners",
  "sports",
  "bags",
  "art",
];
const width = 48;

/** How far a picture strays from the empty studio background: 0 for a blank picture. */
async function departure(picture: Buffer, background: Buffer): Promise<number> {
  const { channels } = await sharp(picture)
    .removeAlpha()
    .composite([{ input: background, blend: "difference" }])
    .stats();
  return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
}

describe("the demo items", () => {
  it("have unique names, both names and both descriptions, the Kiswahili its own", () => {
    expect(new Set(demoItems.map((item) => item.name)).size).toBe(demoItems.length);
    for (const item of demoItems) {
      for (const text of [item.name, item.nameSw, item.description, item.descriptionSw])
        expect(text.trim(), item.name).not.toBe("");
      expect(item.nameSw, item.name).not.toBe(item.name);
      expect(item.descriptionSw, item.name).not.toBe(item.description);
      // One to three sentences each.
      for (const text of [item.description, item.descriptionSw]) {
        const sentences = text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== "");
        expect(sentences.length, text).toBeGreaterThanOrEqual(1);
        expect(sentences.length, text).toBeLessThanOrEqual(3);
      }
    }
  });

  it("are found by their Kiswahili words: shoes by 'viatu', dresses by 'gauni'", () => {
    const viatu = demoCategories.find((category) => category.route === "shoes")?.nameSw ?? "";
    for (const item of demoItems.filter((item) => item.category === "shoes"))
      expect(`${item.nameSw} ${viatu}`.toLowerCase(), item.name).toContain("viatu");
    const dresses = demoItems.filter((item) => /\bdress\b/i.test(item.name));
    expect(dresses.length).toBeGreaterThan(0);
    for (const item of dresses) expect(item.nameSw.toLowerCase(), item.name).toContain("gauni");
  });

  it("have whole prices, counted shelves and quantity breaks that make sense", () => {
    for (const item of demoItems) {
      expect(Number.isInteger(item.priceKsh) && item.priceKsh > 0, item.name).toBe(true);
      for (const size of item.sizes ?? []) {
        expect(Number.isInteger(size.stock) && size.stock >= 0, item.name).toBe(true);
        if (size.priceKsh !== undefined) expect(Number.isInteger(size.priceKsh)).toBe(true);
      }
      const breaks = item.wholesale ?? [];
      for (const [index, step] of breaks.entries()) {
        const before = breaks[index - 1];
        expect(step.minQuantity, item.name).toBeGreaterThan(before?.minQuantity ?? 1);
        expect(step.priceKsh, item.name).toBeLessThan(before?.priceKsh ?? item.priceKsh);
        expect(Number.isInteger(step.priceKsh) && step.priceKsh > 0, item.name).toBe(true);
      }
      if (item.packSize !== undefined) {
        expect(Number.isInteger(item.packSize) && item.packSize > 1, item.name).toBe(true);
        expect(breaks.length, `${item.name} is sold by the pack to traders`).toBeGreaterThan(0);
      }
    }
    expect(demoItems.filter((item) => item.wholesale).length).toBeGreaterThanOrEqual(4);
  });

  it("have at least two pictures each, all different", () => {
    for (const item of demoItems) {
      expect(item.pictures.length, item.name).toBeGreaterThanOrEqual(2);
      const drawn = new Set(item.pictures.map((picture) => demoPictureSvg(picture)));
      expect(drawn.size, item.name).toBe(item.pictures.length);
    }
  });
});

describe("a demo shelf file", () => {
  const shirt = {
    name: "Shirt",
    nameSw: "Shati",
    description: "A shirt.",
    descriptionSw: "Shati.",
    priceKsh: 100,
    sizes: { S: 1, M: 2 },
    pictures: { kind: "shirt", views: ["front", "back"], colours: { main: "#aabbcc" } },
  };

  it("gives its items the shelf as their category, sizes in order and one picture a view", () => {
    expect(shelfItems("men", [shirt])).toEqual([
      {
        name: "Shirt",
        nameSw: "Shati",
        description: "A shirt.",
        descriptionSw: "Shati.",
        category: "men",
        priceKsh: 100,
        sizes: [
          { label: "S", stock: 1 },
          { label: "M", stock: 2 },
        ],
        pictures: [
          { kind: "shirt", view: "front", colours: { main: "#aabbcc" } },
          { kind: "shirt", view: "back", colours: { main: "#aabbcc" } },
        ],
      },
    ]);
  });

  it("is refused, naming the shelf and the field, when an item is not well formed", () => {
    const rear = { ...shirt, pictures: { ...shirt.pictures, views: ["front", "rear"] } };
    expect(() => shelfItems("men", [shirt, rear])).toThrow(
      /men\.json[\s\S]*\[1\]\.pictures\.views\[1\]/,
    );
    expect(() => shelfItems("men", [{ ...shirt, stock: 3 }])).toThrow(/stock by size/);
    expect(() => shelfItems("men", [{ ...shirt, colour: "#aabbcc" }])).toThrow(/"colour"/);
  });
});

describe("the demo categories", () => {
  it("are the eight, each with names in both languages and several items", () => {
    expect(demoCategories.map((category) => category.route)).toEqual(categories);
    for (const category of demoCategories) {
      expect(category.name.trim()).not.toBe("");
      expect(category.nameSw.trim()).not.toBe("");
      expect(category.nameSw).not.toBe(category.name);
      const held = demoItems.filter((item) => item.category === category.route);
      expect(held.length, category.route).toBeGreaterThanOrEqual(4);
    }
    expect(demoItems.every((item) => categories.includes(item.category))).toBe(true);
  });
});

describe("the demo pictures", () => {
  it("render to WebP of the asked width, none of them blank", async () => {
    const background = await sharp(
      await renderDemoPicture({ scene: "group", backdrop: "#f3efe9", pictures: [] }, width),
    )
      .removeAlpha()
      .png()
      .toBuffer();
    const pictures: [string, DemoPicture][] = [
      ...demoItems.flatMap((item) =>
        item.pictures.map((picture, index): [string, DemoPicture] => [
          `${item.name} #${index}`,
          picture,
        ]),
      ),
      ...demoCategories.map((category): [string, DemoPicture] => [
        `tile ${category.route}`,
        category.picture,
      ]),
    ];
    const results = await Promise.all(
      pictures.map(async ([label, picture]) => {
        const webp = await renderDemoPicture(picture, width);
        const { format, width: got, height } = await sharp(webp).metadata();
        const tinted = "scene" in picture;
        return {
          label,
          format,
          size: [got, height],
          // Tiles have backdrops of their own: anything but a flat colour is not blank there.
          drawn: tinted
            ? Math.max(...(await sharp(webp).stats()).channels.map((c) => c.stdev))
            : await departure(webp, background),
        };
      }),
    );
    for (const result of results) {
      expect(result.format, result.label).toBe("webp");
      expect(result.size, result.label).toEqual([width, width]);
      expect(result.drawn, result.label).toBeGreaterThan(8);
    }
  });

  it("draw the hero wide", async () => {
    const webp = await renderDemoPicture(demoHero, 120);
    const { format, width: got, height } = await sharp(webp).metadata();
    expect([format, got, height]).toEqual(["webp", 120, 80]);
    const { channels } = await sharp(webp).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
  });
});
