// Owns the benchmark's memory figures of the shop on a PostgreSQL server: resident memory idle after
// a restart (the first start seeds the demo catalogue, as a new shop does). The embedded database's
// figures are taken by bench.ts around its own runs.
import { setTimeout as sleep } from "node:timers/promises";
import { withScratchDatabase } from "../../tools/harness/scratch-postgres.ts";
import { startShopProcess, tempDataDir } from "../../tools/harness/shop-process.ts";
import { peakResidentMiB, residentMiB } from "./shop-run.ts";
import { rmSync } from "node:fs";

export interface IdleFigures {
  /** Resident MiB a few seconds after the pages were first opened. */
  idleMiB: number;
  /** The most the process held from its start to then. */
  peakMiB: number;
}

/** Time for the last requests' garbage to go before memory counts as idle. */
const settleMs = 3_000;

/** Opens the browse pages once each (the first visits load their code), then waits and reads the memory. */
export async function idleMemory(url: string, pid: number): Promise<IdleFigures> {
  for (const page of ["/", "/type/women", "/search?q=shirt"])
    await (await fetch(`${url}${page}`)).text();
  await sleep(settleMs);
  return { idleMiB: residentMiB(pid), peakMiB: peakResidentMiB(pid) };
}

/** The shop on a scratch database of the PostgreSQL server at `serverUrl`: started once to seed, then measured after a restart. */
export async function postgresIdleMemory(serverUrl: string): Promise<IdleFigures> {
  return withScratchDatabase(serverUrl, "bench_memory", async (url) => {
    const dataDir = tempDataDir();
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: url, SMTP_URL: "" };
      const seeding = await startShopProcess(env);
      await seeding.stop();
      const shop = await startShopProcess(env);
      try {
        return await idleMemory(shop.url, shop.child.pid!);
      } finally {
        await shop.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
