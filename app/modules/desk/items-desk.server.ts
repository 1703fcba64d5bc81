// Owns the items desk's page: one page of the catalogue (searched, or only low or sold-out stock),
// each item with the stock of the sizes it sells and its latest stock change — three queries for a
// page, whatever its length.
import type { Db } from "../../db/client.server.ts";
import {
  listForDesk,
  activeSizes,
  latestStockChanges,
  type ListedItem,
  type StockHistoryEntry,
} from "../catalogue/index.server.ts";

export const stockFilters = ["all", "low", "sold-out"] as const;
export type StockFilter = (typeof stockFilters)[number];

export interface DeskItem extends ListedItem {
  sizes: { label: string; stock: number | null }[];
  lastChange: StockHistoryEntry | null;
}

export async function itemsDeskPage(
  db: Db,
  filter: { page: number; search: string; stock: StockFilter },
) {
  const page = await listForDesk(db, filter);
  const ids = page.entries.map((item) => item.id);
  const [sizes, changes] = await Promise.all([activeSizes(db, ids), latestStockChanges(db, ids)]);
  const entries: DeskItem[] = page.entries.map((item) => ({
    ...item,
    sizes: sizes
      .filter((size) => size.itemId === item.id)
      .map((size) => ({ label: size.label, stock: size.stock })),
    lastChange: changes.get(item.id) ?? null,
  }));
  return { ...page, entries };
}
