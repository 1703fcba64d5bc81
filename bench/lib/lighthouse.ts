// Owns the Lighthouse runs: mobile defaults (simulated slow 4G and a 4x slower CPU) in the system
// Chromium, the median of 3 runs per page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats.ts";

export interface LighthouseFigures {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

const runsPerPage = 3;

export function chromiumPath(): string {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export async function measureLighthouse(
  base: string,
  pages: string[],
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < runsPerPage; run++) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          page,
          score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
          lcpMs: audit("largest-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
          transferBytes: audit("total-byte-weight"),
        });
      }
      // Median of each figure on its own: the runs differ in different ways.
      const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
      figures.push({
        page,
        score: of((r) => r.score),
        lcpMs: of((r) => r.lcpMs),
        tbtMs: of((r) => r.tbtMs),
        cls: of((r) => r.cls),
        transferBytes: of((r) => r.transferBytes),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
