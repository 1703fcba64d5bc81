// Owns the six shop categories of the landing page (seed-spec §2): their route type, tile label
// and the tile's fixed product count (static text in the seed, not computed). Matching a route's
// type to items ignores case and is done by the database (catalogue.server.ts).

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
