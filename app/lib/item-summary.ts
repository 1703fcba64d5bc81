// Owns what a page receives of a catalogue item: no more than it shows, named in the reader's
// language.
import type { Language } from "../i18n/languages.ts";
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
  nameSw?: string | null;
  type: string;
  priceCents: number;
  imageKey: string;
  soldOut?: boolean;
  minSizePriceCents?: number | null;
  maxSizePriceCents?: number | null;
}

/** An item's name in the reader's language: the Kiswahili one where staff gave it, else the English. */
export function nameIn(item: { name: string; nameSw?: string | null }, lang: Language): string {
  return (lang === "sw" ? item.nameSw : null) || item.name;
}

export function toSummary(item: SummarySource, lang: Language): ItemSummary {
  const { id, type, priceCents, imageKey, soldOut } = item;
  return {
    id,
    name: nameIn(item, lang),
    type,
    priceCents,
    imageKey,
    listPrice: listedPrice(item),
    ...(soldOut ? { soldOut } : {}),
  };
}
