// Owns keeping the category pages' listings in memory: a category's page of items is the same for
// every shopper, signed in or not, until the catalogue changes, so a signed-in shopper's page (which
// is rendered for each request) need not ask the database for it each time. Emptied whenever any
// server announces a catalogue change, as the page cache is; bounded by a number of pages. Only
// while the change feed hears every server (the running shop): scripts and tests that do not
// listen read the database each time.
import type { Db } from "../../db/client.server.ts";
import type { ChangeFeed } from "../../db/changes.server.ts";
import { listByType, type ListedItem, type Page } from "./catalogue.server.ts";

/** Listings kept at most (then all are dropped at once): category pages a shopper can reach are few. */
const maxKept = 256;

export interface CategoryListings {
  /** One page of a category, newest first (as listByType). */
  page(type: string, page: number): Promise<Page<ListedItem>>;
}

export function keptCategoryListings(db: Db, feed: ChangeFeed): CategoryListings {
  // Promises, so that shoppers arriving together share one query; a read in flight when a change is
  // announced is dropped with the rest, so no one after the change gets it.
  const kept = new Map<string, Promise<Page<ListedItem>>>();
  feed.subscribe((topic) => {
    if (topic === null || topic === "catalogue") kept.clear();
  });
  return {
    page(type, page) {
      if (!feed.hearsAll()) return listByType(db, type, page);
      const key = `${type.trim().toLowerCase()}\n${page}`;
      let listing = kept.get(key);
      if (!listing) {
        if (kept.size >= maxKept) kept.clear();
        listing = listByType(db, type, page);
        kept.set(key, listing);
        listing.catch(() => {
          if (kept.get(key) === listing) kept.delete(key);
        });
      }
      return listing;
    },
  };
}
