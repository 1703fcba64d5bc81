// Owns the search-at-scale benchmark: 100,000 items, the module-level search for 50 terms, and a
// category page of 100,000 items against one of 100, on PGlite or PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseTarget } from "../../app/db/client.server.ts";
import { listByType, searchItems } from "../../app/modules/catalogue/index.server.ts";
import { nameWords, seedBulkItems } from "./seed-items.ts";
import { median, percentile, timed } from "./stats.ts";

export const bulkCount = 100_000;
const smallCount = 100;
const timedRounds = 3;

/** 50 terms a shopper might type: whole words, fragments, two words, numbers, and misses. */
export const searchTerms: string[] = [
  ...nameWords.things.slice(0, 10).map((word) => word.toLowerCase()),
  ...nameWords.materials.slice(0, 6).map((word) => word.toLowerCase()),
  ...nameWords.colours.slice(0, 4).map((word) => word.toLowerCase()),
  "otto",
  "ilk",
  "hirt",
  "ress",
  "kirt",
  "andal",
  "neak",
  "edsh",
  "owe",
  "ean",
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
  "4711",
  "99999",
  "12345",
  "777",
  "5000",
  "laptop",
  "zebra",
  "ukulele",
  "qqq",
  "zz",
];

export interface ScaleFigures {
  database: string;
  items: number;
  seedSeconds: number;
  searchP50Ms: number;
  searchP95Ms: number;
  slowestTerms: string[];
  categoryBulkMs: number;
  categorySmallMs: number;
}

export async function measureAtScale(label: string, target: DatabaseTarget): Promise<ScaleFigures> {
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
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    for (const term of searchTerms) await searchItems(db, term); // warm caches and plans
    const byTerm = new Map<string, number[]>(searchTerms.map((term) => [term, []]));
    for (let round = 0; round < timedRounds; round++) {
      for (const term of searchTerms)
        byTerm.get(term)!.push(await timed(() => searchItems(db, term)));
    }
    const all = [...byTerm.values()].flat();
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
      searchP50Ms: percentile(all, 50),
      searchP95Ms: percentile(all, 95),
      slowestTerms,
      categoryBulkMs: await categoryTimes("bulk"),
      categorySmallMs: await categoryTimes("small"),
    };
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
