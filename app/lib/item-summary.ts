// Owns what a page receives of a catalogue item: no more than it shows.

export interface ItemSummary {
  id: string;
  name: string;
  type: string;
  priceCents: number;
  imageKey: string;
  /** Nothing left (listings say "Sold out"). */
  soldOut?: boolean;
}

export function toSummary({
  id,
  name,
  type,
  priceCents,
  imageKey,
  soldOut,
}: ItemSummary): ItemSummary {
  return { id, name, type, priceCents, imageKey, ...(soldOut ? { soldOut } : {}) };
}
