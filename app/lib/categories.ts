// Owns the six shop categories of the landing page: their route type and the tile's
// fixed product count (static text in the seed, not computed); the catalogue names each one
// (`common.category.<type>`). Matching a route's type to items ignores case and is done by the
// database (catalogue.server.ts).

export const categories = [
  { type: "women", tileCount: 20 },
  { type: "men", tileCount: 12 },
  { type: "shoes", tileCount: 15 },
  { type: "households", tileCount: 7 },
  { type: "inners", tileCount: 35 },
  { type: "sports", tileCount: 16 },
] as const;
