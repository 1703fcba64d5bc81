// What the orders benchmark measures and how: sizes, runs, targets, the switches read from the
// environment, and the shapes of its results.
import type { Database } from "../../app/db/client.server.ts";

export const orderCount = 100_000;
export const customerCount = 2_000;
export const warmupRuns = 3;
export const timedRuns = 30;
/** The "Older" page that is timed: reached by following the cursor from the first page. */
export const deepPage = 20;
export const targetMs = { postgres: 100, pglite: 300 } as const;
export const dashboardTargetMs = 100;
export const explainAll = process.env.BENCH_EXPLAIN === "1";
/** BENCH_ONLY=dashboard: seed, then time the dashboard alone. */
export const onlyDashboard = process.env.BENCH_ONLY === "dashboard";
/** BENCH_BACKUP_ONLY=1: seed, then time only the backup (PGlite). */
export const backupOnly = process.env.BENCH_BACKUP_ONLY === "1";
export const afterSeedSql = (process.env.BENCH_AFTER_SEED_SQL ?? "")
  .split(";")
  .map((statement) => statement.trim())
  .filter(Boolean);

export type Kind = Database["kind"];

export interface Measurement {
  database: Kind;
  query: string;
  samples: number[];
  targetMs: number;
  /** The SQL listOrders sent, for EXPLAIN ANALYZE. */
  statement: CapturedQuery | undefined;
}

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

export interface RunResult {
  database: Kind;
  seedMs: number;
  measurements: Measurement[];
  failures: string[];
  notes: string[];
}
