// Owns the shape of the demo catalogue's data: an item, its category and a category's tile.
import type { DemoPicture } from "./picture.ts";

export type DemoCategory =
  "women" | "men" | "shoes" | "households" | "inners" | "sports" | "bags" | "art";

export interface DemoItem {
  /** English and Kiswahili names. */
  name: string;
  nameSw: string;
  /** One to three real sentences each (material, fit, use, care), the Kiswahili written for itself. */
  description: string;
  descriptionSw: string;
  category: DemoCategory;
  /** Whole Ksh. */
  priceKsh: number;
  /** Sizes in shop order, each with its stock (and its own price in whole Ksh, when it differs). */
  sizes?: { label: string; stock: number; priceKsh?: number }[];
  /** Stock of an item without sizes; absent: not counted. */
  stock?: number;
  /** At least two; the first is the main one. */
  pictures: DemoPicture[];
  /** Quantity breaks: ascending quantities, descending prices (whole Ksh a piece). */
  wholesale?: { minQuantity: number; priceKsh: number }[];
  /** Pieces in one pack, for items sold by the pack to traders. */
  packSize?: number;
}

export interface DemoCategoryInfo {
  route: DemoCategory;
  name: string;
  nameSw: string;
  picture: DemoPicture;
}
