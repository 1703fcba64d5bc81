// Owns the search-at-scale benchmark: 100,000 items, the module-level search for terms answered by
// each of its tiers, and a category page of 100,000 items against one of 100, on PGlite and (with a
// server's URL) PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseTarget } from "../../app/db/client.server.ts";
import { categories } from "../../app/db/schema/catalogue.ts";
import { listByType, searchItems } from "../../app/modules/catalogue/index.server.ts";
import { withScratchDatabase } from "../../tools/harness/scratch-postgres.ts";
import { nameWords, seedBulkItems } from "./seed-items.ts";
import { median, percentile, timed } from "./stats.ts";

const bulkCount = 100_000;
const smallCount = 100;
const timedRounds = 3;

/** The category the bulk items belong to: its names are in no item's name (search's category tier). */
const bulkCategory = { route: "bulk", name: "BULK GOODS", nameSw: "BIDHAA ZA JUMLA" };

/**
 * Terms a shopper might type, by the tier of the search that answers them: whole words (a page
 * filled from the word index), fragments and numbers (the word tier finds few or none, the trigram
 * indexes the rest), a category's name (the first two tiers find nothing, the category's items
 * fill the page), and misses (every tier asked, nothing found).
 */
const searchTermsByTier: Record<string, string[]> = {
  words: [
    ...nameWords.things.slice(0, 10).map((word) => word.toLowerCase()),
    ...nameWords.materials.slice(0, 6).map((word) => word.toLowerCase()),
    ...nameWords.colours.slice(0, 4).map((word) => word.toLowerCase()),
    "red shirt",
    "blue dress",
    "black sandals",
    "white towel",
    "green cap",
    "cotton red",
    "silk blue",
    "kitenge maroon",
    "denim black",
    "wool grey",
  ],
  fragments: ["otto", "ilk", "hirt", "ress", "kirt", "andal", "neak", "edsh", "owe", "ean"],
  numbers: ["4711", "99999", "12345", "777", "5000"],
  category: ["bulk goods", "bidhaa", "jumla", "bidhaa za jumla"],
  misses: ["laptop", "zebra", "ukulele", "qqq", "zz"],
};

export const searchTerms: string[] = Object.values(searchTermsByTier).flat();

export interface ScaleFigures {
  database: string;
  items: number;
  seedSeconds: number;
  /** The machine's load average (1 minute) before and after the timed searches. */
  loadAverage: [number, number];
  searchP50Ms: number;
  searchP95Ms: number;
  byTier: { tier: string; terms: number; p50Ms: number; p95Ms: number }[];
  slowestTerms: string[];
  categoryBulkMs: number;
  categorySmallMs: number;
}

async function measureAtScale(label: string, target: DatabaseTarget): Promise<ScaleFigures> {
  const dataDir =
    target.kind === "pglite" ? mkdtempSync(path.join(os.tmpdir(), "shop-bench-scale-")) : undefined;
  const database = await openDatabase(
    target.kind === "pglite" ? { kind: "pglite", dataDir } : target,
  );
  try {
    const { db } = database;
    const seedStarted = performance.now();
    await seedBulkItems(db, { count: bulkCount, type: "bulk", imageKey: "images/bench/picture" });
    await seedBulkItems(db, { count: smallCount, type: "small", imageKey: "images/bench/picture" });
    await db.insert(categories).values({ ...bulkCategory, position: 999 });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    for (const term of searchTerms) await searchItems(db, term); // warm caches and plans
    const loadBefore = os.loadavg()[0]!;
    const byTerm = new Map<string, number[]>(searchTerms.map((term) => [term, []]));
    for (let round = 0; round < timedRounds; round++) {
      for (const term of searchTerms)
        byTerm.get(term)!.push(await timed(() => searchItems(db, term)));
    }
    const loadAfter = os.loadavg()[0]!;
    const all = [...byTerm.values()].flat();
    const byTier = Object.entries(searchTermsByTier).map(([tier, terms]) => {
      const times = terms.flatMap((term) => byTerm.get(term)!);
      return {
        tier,
        terms: terms.length,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
      };
    });
    const slowestTerms = [...byTerm]
      .map(([term, times]) => [term, median(times)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([term, ms]) => `"${term}" ${ms.toFixed(1)} ms`);

    const categoryTimes = async (type: string) => {
      await listByType(db, type, 1);
      const times: number[] = [];
      for (let n = 0; n < 30; n++) times.push(await timed(() => listByType(db, type, 1)));
      return median(times);
    };
    return {
      database: label,
      items: bulkCount + smallCount,
      seedSeconds,
      loadAverage: [loadBefore, loadAfter],
      searchP50Ms: percentile(all, 50),
      searchP95Ms: percentile(all, 95),
      byTier,
      slowestTerms,
      categoryBulkMs: await categoryTimes("bulk"),
      categorySmallMs: await categoryTimes("small"),
    };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The figures on PGlite, and on PostgreSQL when `serverUrl` is given (in a database of its own,
 * created and dropped here).
 */
export async function measureSearchAtScale(serverUrl?: string): Promise<ScaleFigures[]> {
  console.log(`search at scale: ${bulkCount.toLocaleString("en")} items on PGlite`);
  const figures = [await measureAtScale("PGlite", { kind: "pglite" })];
  if (serverUrl) {
    console.log("search at scale: the same on PostgreSQL");
    figures.push(
      await withScratchDatabase(serverUrl, "bench", (url) =>
        measureAtScale("PostgreSQL", { kind: "postgres", url }),
      ),
    );
  }
  return figures;
}
