// `npm run bench`: the shop's performance figures side by side in one run, printed as one table and
// written to bench/results.json: Lighthouse mobile, server throughput as a share of a bare
// `node:http` server in its own process answering the same bytes from memory with the same
// Content-Encoding (bench/static-server.ts; identity and br, each run right after the shop's), search and category pages at 100,000 items, start time and memory. Each figure is
// compared with its target (met / not met).
//
// Run:  npm run bench     (Chromium at /usr/bin/chromium, or CHROME_PATH / CHROMIUM_PATH)
//       BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
// (BENCH_DATABASE_URL, else DATABASE_URL: the search figures are also measured on that server, in a
// database `bench_<random>` created and dropped by the script. The shop itself always runs on PGlite.)
//       BENCH_QUICK=1 npm run bench   (no Lighthouse, no 100,000 items, a 30 s soak)
//       BENCH_ONLY=throughput npm run bench   (the throughput and memory rows alone)
// Throughput rows include a signed-in customer's category page (never kept: the render path) and the
// category page with PAGE_CACHE_MB=0 (the plain render cost), each with the shop's CPU ms per answer.
// Then the rows of a shop on a small server: resident memory on PGlite (first start, idle
// after a restart, peak) and, with a server URL, on PostgreSQL; JavaScript per browse page; and the
// crowds, run as their own scripts: checkout p95 (npm run bench:checkout) and the soak (npm run soak).
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageBytes, startBareServer, type BareServer, type PageBytes } from "./lib/bare-server.ts";
import {
  chromiumPath,
  lighthouseTargets,
  measureLighthouse,
  type LighthouseFigures,
} from "./lib/lighthouse.ts";
import { measureSearchAtScale, searchTerms, type ScaleFigures } from "./lib/search-scale.ts";
import { measureCrowds, type CrowdFigures } from "./lib/crowds.ts";
import { idleMemory, postgresIdleMemory, type IdleFigures } from "./lib/memory.ts";
import { fillCategory, peakResidentMiB, residentMiB, startTimed } from "./lib/shop-run.ts";
import {
  connections,
  durationSeconds,
  measureThroughput,
  type Throughput,
} from "./lib/throughput.ts";
import { ensureBuilt, tempDataDir, type ShopProcess } from "../tools/harness/shop-process.ts";
import { itemIdsIn } from "../tools/harness/shop-pages.ts";
import { shopClient } from "../tools/harness/http-client.ts";
import { weigh } from "../tools/harness/page-weight.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(root, "bench", "results.json");

const targets = {
  ...lighthouseTargets,
  /**
   * Category and item pages (visitors without cookies), identity and br: requests/s at least this
   * share of the bare server's (bench/static-server.ts) on the same bytes, in the same run.
   */
  staticShare: 0.5,
  p99Ms: 20,
  searchP95Ms: { PGlite: 10, PostgreSQL: 5 } as Record<string, number>,
  /**
   * Signed-in category page (never kept): requests/s at least this factor of the share of static
   * measured before the render path was worked on: 1.24 % and 1.74 % in two runs on
   * 2026-11-23 (2 cores shared, load average 5 to 7); the higher is the reference. That "static"
   * was the shop's own file handler (sirv, in the shop's process), slower than the bare server the
   * share is measured against now: the comparison favours the old figure.
   */
  signedInFactor: 3,
  signedInShareBefore: 0.0174,
  /** Category page of 100,000 items within this factor of one of 100. */
  categoryFactor: 2,
  /** Resident memory on a 1 GB server (MiB): PGlite idle and peak, a PostgreSQL server's shop idle. */
  idleMiB: 380,
  peakMiB: 450,
  postgresIdleMiB: 150,
  /** JavaScript on /, a category and an item page, gzip (the budget test enforces it too). */
  scriptKB: 100,
  checkoutP95Ms: 250,
  soakP99Ms: 2000,
  refusalMs: 1000,
};

interface Verdict {
  target: string;
  figure: string;
  met: boolean;
}

const verdict = (target: string, figure: string, met: boolean): Verdict => ({
  target,
  figure,
  met,
});
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");
const quick = Boolean(process.env.BENCH_QUICK);
/** BENCH_ONLY=throughput: the shop's throughput and memory runs alone (no Lighthouse, scale, crowds). */
const throughputOnly = process.env.BENCH_ONLY === "throughput";
const skipLighthouse = quick || throughputOnly;

/** One throughput run of the shop and one of the bare server on the same bytes, back to back. */
async function pair(
  shop: ShopProcess,
  bare: BareServer,
  name: string,
  pagePath: string,
  encoding: "br" | "identity",
  cookie?: string,
): Promise<Throughput[]> {
  const label = `${name}, ${encoding}`;
  console.log(`throughput: ${label} (${pagePath}), then the bare server`);
  return [
    await measureThroughput(shop.url, label, pagePath, { cookie, pid: shop.child.pid!, encoding }),
    await measureThroughput(bare.url, `${label}, bare server`, `/${name.replaceAll(" ", "-")}`, {
      pid: bare.pid,
      encoding,
    }),
  ];
}

async function measureShop(dataDir: string) {
  const cold = await startTimed(dataDir);
  const firstStart = await idleMemory(cold.shop.url, cold.shop.child.pid!);
  await cold.shop.stop();
  // 40 more women's items: the category page then lists a full page of 24.
  await fillCategory(dataDir, "women", 40);

  const warm = await startTimed(dataDir);
  const category = await (await fetch(`${warm.shop.url}/type/women`)).text();
  const itemId = itemIdsIn(category)[0];
  if (!itemId) throw new Error("The category page lists no item");
  const pages = { category: "/type/women", item: `/item/${itemId}`, search: "/search?q=shirt" };
  // The shop's exact answers, identity and br, for the bare server to hold.
  const bytes: Record<string, PageBytes> = {};
  for (const [name, pagePath] of Object.entries(pages))
    bytes[name] = await pageBytes(`${warm.shop.url}${pagePath}`);
  // A registered customer, signed in: their pages are never kept, so each is rendered (the session
  // lives in the database and the secret in DATA_DIR, so the cookie still works after the restart).
  const cookie = await shopClient(() => warm.shop.url).registerAndSignIn();
  const signedIn = await fetch(`${warm.shop.url}${pages.category}`, { headers: { cookie } });
  if (!(await signedIn.text()).includes("/logout"))
    throw new Error("The signed-in category page shows no way to sign out");
  bytes["signed-in category"] = await pageBytes(`${warm.shop.url}${pages.category}`, { cookie });
  await warm.shop.stop();

  const bare = await startBareServer(
    Object.fromEntries(Object.entries(bytes).map(([name, b]) => [name.replaceAll(" ", "-"), b])),
  );
  let shop: ShopProcess | undefined;
  try {
    const measured = await startTimed(dataDir);
    shop = measured.shop;
    const pid = shop.child.pid!;
    const idle = await idleMemory(shop.url, pid);
    const scripts = await Promise.all(
      ["/", pages.category, pages.item].map(async (page) => ({
        page,
        bytes: (await weigh(shop!.url, page)).scriptTotal,
      })),
    );
    const throughput: Throughput[] = [];
    for (const name of ["category", "item"] as const)
      for (const encoding of ["identity", "br"] as const)
        throughput.push(...(await pair(shop, bare, name, pages[name], encoding)));
    throughput.push(...(await pair(shop, bare, "search", pages.search, "br")));
    // Phones ask for br; a signed-in page is rendered and compressed for each request.
    throughput.push(
      ...(await pair(shop, bare, "signed-in category", pages.category, "br", cookie)),
    );
    const rssAfterLoad = residentMiB(pid);
    const peakUnderLoadMiB = peakResidentMiB(pid);
    if (!skipLighthouse) console.log("Lighthouse: 3 pages, 3 runs each");
    const lighthouse = skipLighthouse
      ? []
      : (await measureLighthouse(shop.url, ["/", pages.category, pages.item])).figures;
    await shop.stop();

    // The plain cost of rendering a page: the same category page for a visitor without cookies, with no page kept.
    shop = (await startTimed(dataDir, { PAGE_CACHE_MB: "0" })).shop;
    const [off, offBare] = await pair(shop, bare, "category", pages.category, "br");
    throughput.push(
      { ...off!, name: "category, br, page cache off" },
      { ...offBare!, name: "category, br, page cache off, bare server" },
    );
    const memory = { firstStart, idle, peakUnderLoadMiB };
    return {
      coldStartMs: cold.startMs,
      warmStartMs: measured.startMs,
      rssAfterLoad,
      memory,
      scripts,
      throughput,
      lighthouse,
    };
  } finally {
    await shop?.stop();
    await bare.stop();
  }
}

async function measureScale(): Promise<ScaleFigures[]> {
  if (quick) return [];
  return measureSearchAtScale(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
}

type ShopFigures = Awaited<ReturnType<typeof measureShop>>;

function judge(shop: ShopFigures, scale: ScaleFigures[], small: SmallServerFigures): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const page of shop.lighthouse) {
    verdicts.push(
      verdict(
        `Lighthouse ${page.page}: score >= ${targets.score}`,
        String(page.score),
        page.score >= targets.score,
      ),
      verdict(
        `Lighthouse ${page.page}: LCP <= ${targets.lcpMs} ms`,
        `${fixed(page.lcpMs)} ms`,
        page.lcpMs <= targets.lcpMs,
      ),
      verdict(
        `Lighthouse ${page.page}: TBT <= ${targets.tbtMs} ms`,
        `${fixed(page.tbtMs)} ms`,
        page.tbtMs <= targets.tbtMs,
      ),
      verdict(
        `Lighthouse ${page.page}: CLS <= ${targets.cls}`,
        fixed(page.cls, 3),
        page.cls <= targets.cls,
      ),
    );
  }
  const find = (name: string) => shop.throughput.find((run) => run.name === name)!;
  const shareOfBare = (label: string) =>
    find(label).requestsPerSecond / find(`${label}, bare server`).requestsPerSecond;
  for (const name of ["category", "item"])
    for (const encoding of ["identity", "br"]) {
      const label = `${name}, ${encoding}`;
      const share = shareOfBare(label);
      verdicts.push(
        verdict(
          `${label} >= ${targets.staticShare * 100} % of the bare server's requests/s`,
          `${fixed(share * 100, 1)} % of static`,
          share >= targets.staticShare,
        ),
        verdict(
          `${label} p99 <= ${targets.p99Ms} ms`,
          `${fixed(find(label).p99Ms)} ms`,
          find(label).p99Ms <= targets.p99Ms,
        ),
      );
    }
  const signedInShare = shareOfBare("signed-in category, br");
  const signedInGoal = targets.signedInFactor * targets.signedInShareBefore;
  verdicts.push(
    verdict(
      `signed-in category page >= ${targets.signedInFactor}x the ${fixed(targets.signedInShareBefore * 100, 2)} % of the shop's own static handler measured before the page cache (${fixed(signedInGoal * 100, 1)} %); here against the bare server`,
      `${fixed(signedInShare * 100, 2)} % of the bare server, ${fixed(find("signed-in category, br").cpuMsPerRequest ?? NaN, 2)} ms CPU a page`,
      signedInShare >= signedInGoal,
    ),
  );
  for (const run of scale) {
    const limit = targets.searchP95Ms[run.database]!;
    verdicts.push(
      verdict(
        `search p95 <= ${limit} ms on ${run.database}`,
        `${fixed(run.searchP95Ms, 1)} ms`,
        run.searchP95Ms <= limit,
      ),
      verdict(
        `category of 100,000 within ${targets.categoryFactor}x of 100 on ${run.database}`,
        `${fixed(run.categoryBulkMs, 2)} ms vs ${fixed(run.categorySmallMs, 2)} ms`,
        run.categoryBulkMs <= targets.categoryFactor * run.categorySmallMs,
      ),
    );
  }
  verdicts.push(...judgeSmallServer(shop, small));
  return verdicts;
}

/** The figures of a shop on a small server measured apart from the shop's own runs. */
interface SmallServerFigures {
  postgresMemory: IdleFigures | null;
  crowds: CrowdFigures;
}

function judgeSmallServer(
  shop: ShopFigures,
  { postgresMemory, crowds }: SmallServerFigures,
): Verdict[] {
  const { firstStart, idle, peakUnderLoadMiB } = shop.memory;
  const peak = Math.max(
    firstStart.peakMiB,
    peakUnderLoadMiB,
    ...(crowds.soak?.memory.map((m) => m.peak) ?? []),
  );
  const verdicts = [
    verdict(
      `resident memory idle <= ${targets.idleMiB} MiB (PGlite, after a restart)`,
      `${fixed(idle.idleMiB)} MiB`,
      idle.idleMiB <= targets.idleMiB,
    ),
    verdict(
      `resident memory peak <= ${targets.peakMiB} MiB (PGlite: first start, throughput runs, soak)`,
      `${fixed(peak)} MiB (first start ${fixed(firstStart.peakMiB)}, runs ${fixed(peakUnderLoadMiB)}, soak ${fixed(crowds.soak?.memory[0]?.peak ?? NaN)})`,
      peak <= targets.peakMiB,
    ),
    ...shop.scripts.map(({ page, bytes }) =>
      verdict(
        `JavaScript on ${page} <= ${targets.scriptKB} KB gzip`,
        `${fixed(bytes / 1024, 1)} KB`,
        bytes <= targets.scriptKB * 1024,
      ),
    ),
    verdict(
      `checkout p95 <= ${targets.checkoutP95Ms} ms, 50 shoppers at once, PGlite`,
      `${fixed(crowds.checkoutP95Ms)} ms`,
      crowds.checkoutP95Ms <= targets.checkoutP95Ms,
    ),
  ];
  if (postgresMemory) {
    verdicts.push(
      verdict(
        `resident memory idle <= ${targets.postgresIdleMiB} MiB (PostgreSQL server)`,
        `${fixed(postgresMemory.idleMiB)} MiB`,
        postgresMemory.idleMiB <= targets.postgresIdleMiB,
      ),
    );
  }
  const soak = crowds.soak;
  verdicts.push(
    verdict(
      `soak, 220 users at once: p99 <= ${targets.soakP99Ms} ms`,
      soak ? `${fixed(soak.p99Ms)} ms` : "the soak failed",
      (soak?.p99Ms ?? Infinity) <= targets.soakP99Ms,
    ),
    verdict(
      `soak: overload refused (503 + Retry-After) within ${targets.refusalMs} ms`,
      soak
        ? soak.refusals
          ? `${soak.refusals} refusals, slowest ${fixed(soak.slowestRefusalMs)} ms`
          : "no refusal"
        : "the soak failed",
      soak !== null && soak.slowestRefusalMs <= targets.refusalMs,
    ),
    verdict(
      "soak: every other check (no 5xx, orders, e-mails, memory)",
      soak
        ? soak.checks
            .filter((c) => !c.met)
            .map((c) => c.name)
            .join("; ") || "all met"
        : "the soak failed",
      soak?.checks.every((c) => c.met) ?? false,
    ),
  );
  return verdicts;
}

function printReport(
  shop: ShopFigures,
  scale: ScaleFigures[],
  small: SmallServerFigures,
  verdicts: Verdict[],
  machine: string,
) {
  const rows: string[][] = [["measure", "figure"]];
  const add = (measure: string, figure: string) => rows.push([measure, figure]);
  for (const page of shop.lighthouse as LighthouseFigures[]) {
    add(
      `Lighthouse mobile ${page.page}`,
      `score ${page.score}, LCP ${fixed(page.lcpMs)} ms, TBT ${fixed(page.tbtMs)} ms, CLS ${fixed(page.cls, 3)}, ${fixed(page.transferBytes / 1024, 1)} KB transferred`,
    );
  }
  for (const run of shop.throughput) {
    add(
      `${run.name} (${run.path})`,
      `${fixed(run.requestsPerSecond)} req/s, p50 ${fixed(run.p50Ms)} ms, p99 ${fixed(run.p99Ms)} ms` +
        (run.cpuMsPerRequest === undefined
          ? ""
          : `, ${fixed(run.cpuMsPerRequest, 2)} ms CPU an answer`) +
        (run.failures ? `, ${run.failures} failed` : ""),
    );
  }
  for (const run of scale) {
    add(
      `search, ${run.items.toLocaleString("en")} items, ${run.database}`,
      `p50 ${fixed(run.searchP50Ms, 1)} ms, p95 ${fixed(run.searchP95Ms, 1)} ms (${searchTerms.length} terms x 3; slowest ${run.slowestTerms.join(", ")})`,
    );
    add(
      `category page query, ${run.database}`,
      `100,000 items ${fixed(run.categoryBulkMs, 2)} ms, 100 items ${fixed(run.categorySmallMs, 2)} ms (median of 30)`,
    );
  }
  add(
    "start to healthy /healthz",
    `first start (migrate, seed demo) ${fixed(shop.coldStartMs)} ms; restart ${fixed(shop.warmStartMs)} ms`,
  );
  const { firstStart, idle, peakUnderLoadMiB } = shop.memory;
  add(
    "resident memory, PGlite",
    `first start ${fixed(firstStart.idleMiB)} MiB (peak ${fixed(firstStart.peakMiB)}); idle after a restart ${fixed(idle.idleMiB)} MiB; after the throughput runs ${fixed(shop.rssAfterLoad)} MiB (peak ${fixed(peakUnderLoadMiB)})`,
  );
  if (small.postgresMemory)
    add(
      "resident memory, PostgreSQL server",
      `idle after a restart ${fixed(small.postgresMemory.idleMiB)} MiB (peak ${fixed(small.postgresMemory.peakMiB)})`,
    );
  add(
    "JavaScript, gzip",
    shop.scripts.map(({ page, bytes }) => `${page} ${fixed(bytes / 1024, 1)} KB`).join(", "),
  );
  add("checkout, 50 shoppers at once, PGlite", `p95 ${fixed(small.crowds.checkoutP95Ms)} ms`);
  const soak = small.crowds.soak;
  if (soak)
    add(
      "soak, 220 users, PGlite",
      `p99 ${fixed(soak.p99Ms)} ms, ${soak.refusals} refusals (slowest ${fixed(soak.slowestRefusalMs)} ms), memory peak ${fixed(soak.memory[0]?.peak ?? NaN)} MiB`,
    );

  const width = Math.max(...rows.map((row) => row[0]!.length));
  console.log("");
  for (const [measure, figure] of rows) console.log(`${measure!.padEnd(width)}  ${figure}`);
  console.log(
    `\n${machine}; autocannon ${connections} connections x ${durationSeconds} s on the same machine as the shop`,
  );
  console.log("\ntargets:");
  for (const v of verdicts)
    console.log(`  ${v.met ? "met    " : "NOT MET"}  ${v.target}: ${v.figure}`);
}

async function main(): Promise<void> {
  // Checked first: Lighthouse runs last, after minutes of other measurements.
  if (!existsSync(chromiumPath()))
    throw new Error(`No Chromium at ${chromiumPath()}: install it or set CHROME_PATH`);
  ensureBuilt();
  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
  const dataDir = tempDataDir();
  try {
    const shop = await measureShop(dataDir);
    const scale = throughputOnly ? [] : await measureScale();
    const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
    if (serverUrl) console.log("memory: the shop on a PostgreSQL server, idle after a restart");
    const small = {
      postgresMemory: serverUrl ? await postgresIdleMemory(serverUrl) : null,
      crowds: throughputOnly
        ? { checkoutP95Ms: Number.NaN, soak: null }
        : measureCrowds(quick ? 30 : 60),
    };
    // Without the crowds (BENCH_ONLY=throughput) their targets are not judged.
    const verdicts = judge(shop, scale, small).filter(
      (v) => !throughputOnly || !/checkout|soak/.test(v.target),
    );
    printReport(shop, scale, small, verdicts, machine);
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify({ date: new Date().toISOString(), machine, ...shop, scale, ...small, verdicts }, null, 2)}\n`,
    );
    console.log(`\nwritten: ${path.relative(root, resultsFile)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
