// `npm run bench:lighthouse`: Lighthouse's mobile run (simulated slow 4G, 4x slower CPU) of the
// landing page, a category page and an item page of the built shop, started on a fresh data
// directory with its demo catalogue; prints the score and the five metrics it is made of, and where
// the main thread's time went (kinds of work, long tasks, blocking requests, the LCP element).
// Every run's report and trace is kept under test-results/lighthouse/ to be read in DevTools.
//
// Run:  npm run bench:lighthouse              (3 runs a page; the first run installs Lighthouse
//       npm run bench:lighthouse -- --runs 5   into a cache folder: bench/lib/lighthouse.ts)
//       npm run bench:lighthouse -- --url http://127.0.0.1:3000   (a shop already running)
// Chromium: /usr/bin/chromium, or CHROME_PATH / CHROMIUM_PATH.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  cpuBlockingMs,
  lighthouseTargets as targets,
  measureLighthouse,
  type LighthouseDetails,
} from "./lib/lighthouse.ts";
import { startTimed } from "./lib/shop-run.ts";
import { ensureBuilt, tempDataDir } from "../tools/harness/shop-process.ts";
import { itemIdsIn } from "../tools/harness/shop-pages.ts";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results", "lighthouse");
const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, url: { type: "string" } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error("--runs takes 1 to 20");

const ms = (value: number) => `${Math.round(value)} ms`;

function printDetails(details: LighthouseDetails) {
  console.log(
    `\n${details.page} (the run with the median TBT; benchmarkIndex ${Math.round(details.benchmarkIndex)})`,
  );
  console.log(`  LCP element: ${details.lcpElement}`);
  console.log(
    `  main thread: ${details.mainThread.map((row) => `${row.group} ${ms(row.ms)}`).join(", ")}`,
  );
  for (const task of details.longTasks)
    console.log(`  long task at ${ms(task.startMs)}: ${ms(task.ms)} ${task.url}`);
  console.log(
    `  blocking time from CPU time (each task's CPU x 4, less 50 ms): ${ms(cpuBlockingMs(details.cpuTasks))}`,
  );
  for (const task of details.cpuTasks)
    console.log(`  task: CPU ${ms(task.cpuMs)} (wall ${ms(task.wallMs)}): ${task.work}`);
  for (const request of details.renderBlocking)
    console.log(`  render-blocking: ${request.url} (${ms(request.ms)} of a simulated delay)`);
}

/** A shop already running (--url), or the built shop started here on a fresh data directory. */
async function shopToMeasure(): Promise<{ url: string; stop(): Promise<void> }> {
  if (values.url) return { url: values.url.replace(/\/$/, ""), stop: async () => {} };
  ensureBuilt();
  const dataDir = tempDataDir();
  const { shop } = await startTimed(dataDir);
  return {
    url: shop.url,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const shop = await shopToMeasure();
let failed = false;
try {
  const category = "/type/women";
  const itemId = itemIdsIn(await (await fetch(`${shop.url}${category}`)).text())[0];
  if (!itemId) throw new Error("The category page lists no item");
  const pages = ["/", category, `/item/${itemId}`];
  rmSync(reports, { recursive: true, force: true });
  console.log(
    `Lighthouse ${runs} runs of ${pages.length} pages; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  const { figures, details } = await measureLighthouse(shop.url, pages, { runs, saveTo: reports });
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.table(
    figures.map((page) => ({
      page: page.page,
      score: page.score,
      FCP: ms(page.fcpMs),
      LCP: ms(page.lcpMs),
      TBT: ms(page.tbtMs),
      CLS: page.cls.toFixed(3),
      SI: ms(page.siMs),
      "KB transferred": (page.transferBytes / 1024).toFixed(1),
    })),
  );
  for (const page of details) printDetails(page);
  for (const page of figures) {
    const misses = [
      page.score < targets.score && `score ${page.score} < ${targets.score}`,
      page.lcpMs > targets.lcpMs && `LCP ${ms(page.lcpMs)} > ${targets.lcpMs}`,
      page.tbtMs > targets.tbtMs && `TBT ${ms(page.tbtMs)} > ${targets.tbtMs}`,
      page.cls > targets.cls && `CLS ${page.cls} > ${targets.cls}`,
    ].filter(Boolean);
    if (misses.length > 0) {
      failed = true;
      console.log(`NOT MET ${page.page}: ${misses.join(", ")}`);
    }
  }
  console.log(`\nreports and traces: ${path.relative(root, reports)}/`);
} finally {
  await shop.stop();
}
process.exitCode = failed ? 1 : 0;
