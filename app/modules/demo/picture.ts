// Owns what a demo picture is, as data: which thing is drawn, from which side, in which colours and
// pattern (the drawings turn it into SVG; the items and categories only name it).

/** Every kind of thing the drawings can draw; each has its own drawing function. */
export const demoKinds = [
  "maxi-dress",
  "wrap-skirt",
  "pleated-skirt",
  "blouse",
  "kimono",
  "cardigan",
  "jeans",
  "trousers",
  "shirt",
  "short-sleeve-shirt",
  "polo",
  "jacket",
  "kaunda-suit",
  "shuka",
  "oxford-shoes",
  "sandals",
  "sneakers",
  "block-heels",
  "gumboots",
  "school-shoes",
  "sufuria",
  "mugs",
  "towel",
  "basket",
  "flask",
  "blanket",
  "bedsheets",
  "boxers",
  "panties",
  "bra",
  "vest",
  "socks",
  "long-johns",
  "jersey",
  "shorts",
  "tracksuit",
  "football",
  "leggings",
  "running-vest",
  "kiondo",
  "tote",
  "clutch",
  "backpack",
  "painting",
  "soapstone",
  "batik",
  "bead-art",
  "giraffe",
] as const;

/**
 * The side a thing is seen from. Not every kind has every view: a drawing lists the ones it draws
 * (`detail` is a close-up of the front, `pair` two shoes, `set` several pieces, `open` unfolded or
 * opened, `folded` as it lies on a shelf).
 */
export const demoViews = [
  "front",
  "back",
  "side",
  "top",
  "detail",
  "folded",
  "open",
  "pair",
  "set",
] as const;

/** Cloth and surface patterns the drawings know (`plain` is one colour). */
export const demoPatterns = [
  "plain",
  "kitenge",
  "ankara",
  "stripes",
  "checks",
  "kanga",
  "beads",
  "denim",
  "knit",
  "waffle",
  "mesh",
  "floral",
] as const;

export type DemoKind = (typeof demoKinds)[number];
export type DemoView = (typeof demoViews)[number];
export type DemoPattern = (typeof demoPatterns)[number];

/** CSS hex colours (#rrggbb): the main colour, and the pattern's or trim's second and third. */
export interface DemoColours {
  main: string;
  accent?: string;
  trim?: string;
}

/** One item drawn alone on a light studio background, 800 x 800. */
export interface DemoItemPicture {
  kind: DemoKind;
  view: DemoView;
  colours: DemoColours;
  pattern?: DemoPattern;
}

/** Several items drawn together (a category's tile, 800 x 800), or the landing page's hero (wide). */
export type DemoScenePicture =
  { scene: "group"; backdrop: string; pictures: DemoItemPicture[] } | { scene: "hero" };

export type DemoPicture = DemoItemPicture | DemoScenePicture;

/** The size a picture is drawn at, in SVG units (rendering scales it to any width). */
export function demoPictureSize(picture: DemoPicture): { width: number; height: number } {
  return "scene" in picture && picture.scene === "hero"
    ? { width: 1200, height: 800 }
    : { width: 800, height: 800 };
}

/** The pictures of one thing in one look, from each of these views (the first is the main one). */
export function views(
  kind: DemoKind,
  sides: readonly DemoView[],
  colours: DemoColours,
  pattern?: DemoPattern,
): DemoItemPicture[] {
  return sides.map((view) => ({ kind, view, colours, ...(pattern ? { pattern } : {}) }));
}
