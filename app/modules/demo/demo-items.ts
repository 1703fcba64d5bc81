// Owns the demo catalogue as data: every item with its names, descriptions, prices, shelf and pictures,
// the eight categories with their tiles, and the landing page's hero picture.
import art from "./items/art.json" with { type: "json" };
import bags from "./items/bags.json" with { type: "json" };
import households from "./items/households.json" with { type: "json" };
import inners from "./items/inners.json" with { type: "json" };
import men from "./items/men.json" with { type: "json" };
import shoes from "./items/shoes.json" with { type: "json" };
import sports from "./items/sports.json" with { type: "json" };
import women from "./items/women.json" with { type: "json" };
import { shelfItems } from "./items/shelf.ts";
import type { DemoItemPicture, DemoPicture } from "./picture.ts";
import type { DemoCategory, DemoCategoryInfo, DemoItem } from "./types.ts";

export type { DemoCategory, DemoCategoryInfo, DemoItem } from "./types.ts";
export type { DemoPicture } from "./picture.ts";

// Data, not code: each shelf (a category) is a JSON file, checked as it loads (decision 0045); the
// items come shelf by shelf in this order.
const shelves: Record<DemoCategory, unknown> = {
  women,
  men,
  shoes,
  households,
  inners,
  sports,
  bags,
  art,
};

export const demoItems: DemoItem[] = (Object.keys(shelves) as DemoCategory[]).flatMap((shelf) =>
  shelfItems(shelf, shelves[shelf]),
);

/** A category's tile: two of its items side by side on a soft tint of their own. */
const tile = (backdrop: string, ...pictures: DemoItemPicture[]): DemoPicture => ({
  scene: "group",
  backdrop,
  pictures,
});

/** The first picture of the named item (tiles show items the shop sells). */
const mainPicture = (name: string): DemoItemPicture => {
  const picture = demoItems.find((item) => item.name === name)?.pictures[0];
  if (!picture || "scene" in picture) throw new Error(`No item picture for ${name}.`);
  return picture;
};

// The six categories of the seed keep their names (common.category.* in the catalogues); bags and
// art are new.
export const demoCategories: DemoCategoryInfo[] = [
  {
    route: "women",
    name: "WOMEN'S WEAR",
    nameSw: "MAVAZI YA WANAWAKE",
    picture: tile("#f6e3dc", mainPicture("Kitenge Maxi Dress"), mainPicture("Ankara Wrap Skirt")),
  },
  {
    route: "men",
    name: "MEN'S WEAR",
    nameSw: "MAVAZI YA WANAUME",
    picture: tile("#dfe7ef", mainPicture("Kitenge Print Shirt"), mainPicture("Chino Trousers")),
  },
  {
    route: "shoes",
    name: "SHOES",
    nameSw: "VIATU",
    picture: tile(
      "#efe6da",
      mainPicture("Leather Oxford Shoes"),
      mainPicture("Maasai Beaded Sandals"),
    ),
  },
  {
    route: "households",
    name: "HOUSEHOLD ITEMS",
    nameSw: "VYOMBO VYA NYUMBANI",
    picture: tile(
      "#e3efe6",
      mainPicture("Sufuria Cooking Pot Set"),
      mainPicture("Cotton Bath Towel"),
    ),
  },
  {
    route: "inners",
    name: "INNER CLOTHES",
    nameSw: "NGUO ZA NDANI",
    picture: tile(
      "#efe3ec",
      mainPicture("Men's Cotton Vest"),
      mainPicture("Ankle Socks (6 Pairs)"),
    ),
  },
  {
    route: "sports",
    name: "SPORTS WEAR",
    nameSw: "MAVAZI YA MICHEZO",
    picture: tile(
      "#e0ecdf",
      mainPicture("Harambee Stars Replica Jersey"),
      mainPicture("Football Size 5"),
    ),
  },
  {
    route: "bags",
    name: "BAGS",
    nameSw: "MIKOBA",
    picture: tile("#f1e7d3", mainPicture("Kiondo Basket Bag"), mainPicture("Leather Tote Bag")),
  },
  {
    route: "art",
    name: "ART",
    nameSw: "KAZI ZA SANAA",
    picture: tile(
      "#e6e2f0",
      mainPicture("Tinga Tinga Painting"),
      mainPicture("Wooden Giraffe Carving"),
    ),
  },
];

export const demoHero: DemoPicture = { scene: "hero" };
