// Owns what a page receives of a catalogue item: no more than it shows.
import { listedPrice, type ListedPrice } from "./pricing.ts";

export interface ItemSummary {
  id: string;
  name: string;
  type: string;
  priceCents: number;
  imageKey: string;
  /** What a card says the item costs ("Ksh. ..." or "From Ksh. ..."). */
  listPrice: ListedPrice;
  /** Nothing left (listings say "Sold out"). */
  soldOut?: boolean;
}

/** An item as listings read it: the price range of its sizes comes along when they were read. */
export interface SummarySource {
  id: string;
  name: string;
  type: string;
  priceCents: number;
  imageKey: string;
  soldOut?: boolean;
  minSizePriceCents?: number | null;
  maxSizePriceCents?: number | null;
}

export function toSummary(item: SummarySource): ItemSummary {
  const { id, name, type, priceCents, imageKey, soldOut } = item;
  return {
    id,
    name,
    type,
    priceCents,
    imageKey,
    listPrice: listedPrice(item),
    ...(soldOut ? { soldOut } : {}),
  };
}
