// Owns the six shop categories of the landing page (seed-spec §2): their route type, tile label
// and the tile's fixed product count (static text in the seed, not computed).

export interface Category {
  type: string;
  label: string;
  tileCount: number;
}

export const categories: readonly Category[] = [
  { type: "women", label: "WOMEN'S WEAR", tileCount: 20 },
  { type: "men", label: "MEN'S WEAR", tileCount: 12 },
  { type: "shoes", label: "SHOES", tileCount: 15 },
  { type: "households", label: "HOUSEHOLD ITEMS", tileCount: 7 },
  { type: "inners", label: "INNER CLOTHES", tileCount: 35 },
  { type: "sports", label: "SPORTS WEAR", tileCount: 16 },
];

/** Category matching ignores case (seed-spec §2): "Women" and "WOMEN" are the women category. */
export function sameType(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
