// Owns the benchmark's crowd figures: `npm run bench:checkout` (50 shoppers placing orders at once)
// and `npm run soak` (220 users arriving at once), each run as its own script, as a shop owner would,
// with its figures read from the file it writes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export interface CrowdFigures {
  /** p95 of the order POSTs, 50 shoppers at once, PGlite; NaN when the run failed. */
  checkoutP95Ms: number;
  soak: {
    p99Ms: number;
    refusals: number;
    slowestRefusalMs: number;
    memory: { start: number; end: number; peak: number }[];
    checks: { name: string; met: boolean; detail: string }[];
  } | null;
}

/** Runs `script` with `env`, the shop on its embedded database, and returns what it wrote to its results file. */
function runScript<T>(script: string, env: Record<string, string>): T | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-crowd-"));
  const file = path.join(dir, "results.json");
  try {
    // The embedded database: whatever server the benchmark was given is not passed on.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !["BENCH_DATABASE_URL", "DATABASE_URL", "SOAK_DATABASE_URL", "SOAK_SERVERS"].includes(
            name,
          ),
      ),
    );
    spawnSync(process.execPath, [path.join(root, "bench", script)], {
      cwd: root,
      stdio: "inherit",
      env: { ...inherited, ...env, BENCH_RESULTS_FILE: file },
    });
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function measureCrowds(soakSeconds: number): CrowdFigures {
  console.log("checkout: 50 shoppers at once, 3 rounds (npm run bench:checkout, PGlite)");
  const checkout = runScript<{ label: string; p95Ms: number }[]>("checkout.ts", {});
  console.log(`soak: 220 users for ${soakSeconds} s (npm run soak, PGlite)`);
  const soak = runScript<CrowdFigures["soak"]>("soak.ts", { SOAK_SECONDS: String(soakSeconds) });
  return { checkoutP95Ms: checkout?.[0]?.p95Ms ?? Number.NaN, soak };
}
