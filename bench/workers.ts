// `npm run bench:workers`: requests/s of a page that is rendered for every request (the category
// page of a signed-in shopper: never kept in memory) with WORKERS=1 and WORKERS=2 in the same run,
// on one PostgreSQL scratch database, and the ratio. autocannon, 50 connections, 10 s each, from
// this machine: the load generator shares the cores with the shop, so on 2 cores the ratio shows
// what a second process buys when a third (the generator) competes with both.
//
// Run:  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:workers
//       (else TEST_DATABASE_URL; the database `bench_workers_<random>` is created and dropped)
//       BENCH_ROUNDS=2: measure 1, 2, 2, 1 workers and report each run and the mean of each.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import { shopClient } from "../tools/harness/http-client.ts";
import { withScratchDatabase } from "../tools/harness/scratch-postgres.ts";
import { ensureBuilt, startShopProcess, tempDataDir } from "../tools/harness/shop-process.ts";
import {
  connections,
  durationSeconds,
  measureThroughput,
  type Throughput,
} from "./lib/throughput.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const page = "/type/women";

/** Starts the shop with `workers` processes, measures the page as the shopper of `cookie`, stops it. */
async function measureWith(
  workers: number,
  env: Record<string, string>,
  cookie: (shopUrl: string) => Promise<string>,
): Promise<Throughput> {
  const shop = await startShopProcess({ ...env, WORKERS: String(workers) });
  let run: Throughput;
  try {
    const headers = { cookie: await cookie(shop.url) };
    // A short warm-up: the first renders compile the route modules in each worker.
    for (let i = 0; i < 20; i++) await (await fetch(`${shop.url}${page}`, { headers })).text();
    run = await measureThroughput(shop.url, `${workers} worker${workers > 1 ? "s" : ""}`, page, {
      cookie: headers.cookie,
    });
  } catch (error) {
    await shop.stop();
    throw error;
  }
  const code = await shop.stop();
  if (code !== 0) throw new Error(`the shop with ${workers} workers exited with ${code}`);
  return run;
}

async function main(): Promise<void> {
  if (!serverUrl)
    throw new Error(
      "Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres",
    );
  if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 5))
    throw new Error(`BENCH_ROUNDS must be 1 to 5, not ${process.env.BENCH_ROUNDS}`);
  ensureBuilt();
  const dataDir = tempDataDir();
  try {
    await withScratchDatabase(serverUrl, "bench_workers", async (url) => {
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        AUTH_SECRET: randomBytes(32).toString("hex"),
      };
      // One shopper for the whole run: the session is in the database, so it holds across restarts.
      let session: string | undefined;
      const cookie = async (shopUrl: string) =>
        (session ??= await shopClient(() => shopUrl).registerAndSignIn());
      const runs: Throughput[] = [];
      for (let round = 0; round < rounds; round++)
        // 1, 2, then 2, 1: a load that rises or falls over the run (other work) weighs on both alike.
        for (const workers of round % 2 === 0 ? [1, 2] : [2, 1]) {
          const run = await measureWith(workers, env, cookie);
          runs.push(run);
          console.log(
            `${run.name}: ${run.requestsPerSecond.toFixed(1)} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ${run.failures} failures`,
          );
        }
      report(runs);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(runs: Throughput[]): void {
  const mean = (name: string) => {
    const of = runs.filter((run) => run.name === name);
    return of.reduce((sum, run) => sum + run.requestsPerSecond, 0) / of.length;
  };
  const one = mean("1 worker");
  const two = mean("2 workers");
  const cpus = os.cpus();
  console.log();
  console.log(
    `signed-in category page (${page}), ${connections} connections, ${durationSeconds} s per run, ${rounds} round(s)`,
  );
  console.log(
    `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `WORKERS=1: ${one.toFixed(1)} req/s; WORKERS=2: ${two.toFixed(1)} req/s; ratio ${(two / one).toFixed(2)}`,
  );
}

await main();
