// Owns the Lighthouse runs: mobile defaults (simulated slow 4G and a 4x slower CPU) in the system
// Chromium, the median of several runs per page, with what the main thread did.
//
// Lighthouse is not one of the project's packages (decision 0040): with what it pulls in it is 91
// packages and 153 MB that every `npm ci` would install for a benchmark run by hand. The first run
// installs the pinned version from the npm registry into a cache folder, as .ci/run does for Node.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "./stats.ts";

/** The version measured with; one that installs with the registry and Node here. */
const lighthouseVersion = "13.5.0";

/** The shop's goals for a phone's visit to a browse page (Lighthouse mobile). */
export const lighthouseTargets = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.05 };

/** The figures Lighthouse scores a page on (ms, except CLS), and the score. */
export interface LighthouseFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  transferBytes: number;
}

/** What one run says about where the time went (the median run's, by TBT). */
export interface LighthouseDetails {
  page: string;
  /** Lighthouse's measure of this machine's speed: lower is slower (a phone is 500–1000). */
  benchmarkIndex: number;
  /** The element painted last among the large ones, as Lighthouse names it. */
  lcpElement: string;
  /** Main-thread time by kind (style and layout, script evaluation, parsing...), ms, observed. */
  mainThread: { group: string; ms: number }[];
  /** Tasks over 50 ms once multiplied by the simulated CPU slowdown: what TBT counts. */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** Blocking requests and their simulated cost. */
  renderBlocking: { url: string; ms: number }[];
  /** Main-thread tasks of 6 ms of CPU or more (over 50 ms once 4x slower, with some margin). */
  cpuTasks: { cpuMs: number; wallMs: number; work: string }[];
}

/** The parts of Lighthouse's result read here. */
interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface LighthouseResult {
  artifacts?: { Trace?: unknown };
  lhr: {
    runtimeError?: { message: string };
    categories: { performance?: { score: number | null } };
    audits: Record<string, Audit | undefined>;
    environment: { benchmarkIndex: number };
  };
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
}

export function chromiumPath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** The cache folder holding the pinned Lighthouse, installed there on first use. */
function lighthouseFolder(): string {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  const folder = path.join(cache, `lighthouse-${lighthouseVersion}`);
  if (!existsSync(path.join(folder, "node_modules", "lighthouse", "package.json"))) {
    console.log(`installing lighthouse@${lighthouseVersion} into ${folder} (once)`);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const result = spawnSync(
      npm,
      [
        "install",
        "--prefix",
        folder,
        "--no-save",
        "--no-audit",
        "--no-fund",
        `lighthouse@${lighthouseVersion}`,
      ],
      { stdio: "inherit" },
    );
    if (result.status !== 0)
      throw new Error(`npm could not install lighthouse@${lighthouseVersion}`);
  }
  return folder;
}

async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launcher: ChromeLauncher }> {
  const modules = path.join(lighthouseFolder(), "node_modules");
  const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);
  const [lighthouse, launcher] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("chrome-launcher/dist/index.js"),
  ]);
  return { lighthouse: lighthouse.default as RunLighthouse, launcher: launcher as ChromeLauncher };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const number = (value: unknown) => (typeof value === "number" ? value : NaN);

function figuresOf(page: string, { lhr }: LighthouseResult): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    siMs: audit("speed-index"),
    transferBytes: audit("total-byte-weight"),
  };
}

/** A trace event as Chromium writes it: `dur` is wall time, `tdur` the thread's CPU time (µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The page's main-thread tasks by the CPU time they took (not the wall time: on a machine busy with
 * other work a task waits for a core, and Lighthouse, which multiplies wall time by 4, counts the
 * waiting as blocking), with the kind of work that took most of each.
 */
function cpuTasksOf(trace: unknown): LighthouseDetails["cpuTasks"] {
  const events = ((trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents ??
    []) as TraceEvent[];
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const timed = events.filter(
    (event) => event.ph === "X" && event.dur && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const tasks = timed.filter((event) => event.name === "RunTask");
  const slowdown = 4;
  return tasks
    .filter((task) => (task.tdur ?? 0) / 1000 >= 50 / slowdown / 2)
    .map((task) => {
      const inside = new Map<string, number>();
      for (const event of timed)
        if (
          event !== task &&
          event.name !== "RunTask" &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event.ts >= task.ts &&
          event.ts + event.dur! <= task.ts + task.dur!
        )
          inside.set(event.name, (inside.get(event.name) ?? 0) + (event.tdur ?? 0));
      const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        cpuMs: (task.tdur ?? 0) / 1000,
        wallMs: task.dur! / 1000,
        work: top.map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(", "),
      };
    });
}

/** Blocking time as Lighthouse counts it (each task's part over 50 ms once 4x slower), from CPU time. */
export const cpuBlockingMs = (tasks: LighthouseDetails["cpuTasks"]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * 4 - 50), 0);

function detailsOf(page: string, { lhr, artifacts }: LighthouseResult): LighthouseDetails {
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const lcpNode = items("lcp-breakdown-insight")
    .map((row) => row as { type?: string; snippet?: string; nodeLabel?: string })
    .find((row) => row.type === "node");
  return {
    page,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcpNode ? `${lcpNode.snippet} (${lcpNode.nodeLabel})` : "-",
    mainThread: items("mainthread-work-breakdown").map((row) => ({
      group: text(row.groupLabel) || text(row.group),
      ms: number(row.duration),
    })),
    longTasks: items("long-tasks").map((row) => ({
      url: text(row.url),
      startMs: number(row.startTime),
      ms: number(row.duration),
    })),
    renderBlocking: items("render-blocking-insight").map((row) => ({
      url: text(row.url),
      ms: number(row.wastedMs),
    })),
    cpuTasks: cpuTasksOf(artifacts?.Trace),
  };
}

/**
 * One run; a run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: Chromium starved of
 * CPU on a busy machine) is tried again, twice at most.
 */
async function runOnce(lighthouse: RunLighthouse, port: number, url: string) {
  let error = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (result && !result.lhr.runtimeError) return result;
    error = result?.lhr.runtimeError?.message ?? "no result";
    console.log(`Lighthouse on ${url}: ${error}; trying again`);
  }
  throw new Error(`Lighthouse on ${url}: ${error}`);
}

const slug = (page: string) => page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";

/** The report (open it in Chrome's Lighthouse viewer) and the page's trace (DevTools' Performance panel). */
function save(folder: string, name: string, result: LighthouseResult) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.report.json`), JSON.stringify(result.lhr));
  if (result.artifacts?.Trace)
    writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
}

/**
 * Lighthouse's mobile run of each page, `runs` times; each figure is the median of the runs on its
 * own (the runs differ in different ways), the details those of the run with the median TBT.
 */
export async function measureLighthouse(
  base: string,
  pages: string[],
  { runs = 3, saveTo }: { runs?: number; saveTo?: string } = {},
): Promise<{ figures: LighthouseFigures[]; details: LighthouseDetails[] }> {
  const { lighthouse, launcher } = await loadLighthouse();
  const chrome = await launcher.launch({
    chromePath: chromiumPath(),
    // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    const details: LighthouseDetails[] = [];
    for (const page of pages) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await runOnce(lighthouse, chrome.port, `${base}${page}`);
        results.push(result);
        if (saveTo) save(saveTo, `${slug(page)}-${run + 1}`, result);
      }
      const each = results.map((result) => figuresOf(page, result));
      const of = (pick: (run: LighthouseFigures) => number) => median(each.map(pick));
      figures.push({
        page,
        score: of((r) => r.score),
        fcpMs: of((r) => r.fcpMs),
        lcpMs: of((r) => r.lcpMs),
        tbtMs: of((r) => r.tbtMs),
        cls: of((r) => r.cls),
        siMs: of((r) => r.siMs),
        transferBytes: of((r) => r.transferBytes),
      });
      const medianTbt = of((r) => r.tbtMs);
      const middle = results[each.findIndex((run) => run.tbtMs === medianTbt)] ?? results[0]!;
      details.push(detailsOf(page, middle));
    }
    return { figures, details };
  } finally {
    chrome.kill();
  }
}
