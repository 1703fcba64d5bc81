// Orders desk benchmark: how fast the desk's order list answers with 100,000 orders in the
// database, on the embedded database (PGlite) and, when a server is given, on PostgreSQL. For each
// database it opens (and migrates) a fresh one: a temporary DATA_DIR for PGlite, a database
// `bench_orders_<random>` on the PostgreSQL server; both are removed afterwards, also on failure.
// It seeds 2,000 customers and 100,000 orders with set-based SQL (created over the past year,
// mostly delivered, recent ones still pending/paid/shipped; 1-3 lines each; a history row each;
// Kenyan phone numbers typed in several formats), runs VACUUM ANALYZE (autovacuum would have, on a
// server), then times `listOrders` — the function the /admin/orders page calls — directly, without
// HTTP: 3 warm-up runs, then 30 timed runs per query (p50/p95/max):
//   first page; status filter (pending: rare, shipped: common-ish, delivered: most); search by a full e-mail, by part
//   of an e-mail, by a phone number typed in another format than stored, by a short order id;
//   searches matching every order and no order (planner traps); the 20th "Older" page.
// Each answer is checked against plain SQL (the right orders, newest first, 25 a page, item counts).
// Then the owner's dashboard: `dashboardFigures`, the function /admin calls (six
// set-based queries), over the same orders plus 60 catalogue items with stock and an e-mail per
// order (1 % failed); its figures are checked against plain SQL. Target p95 < 100 ms on both.
// On PGlite it then takes a backup (as the desk does) and reports its size, time and the pause it
// causes to other queries (BENCH_BACKUP_ONLY=1 skips the list queries).
// Target: p95 < 100 ms on PostgreSQL, < 300 ms on PGlite. A query that misses it gets its
// EXPLAIN ANALYZE printed (BENCH_EXPLAIN=1 prints every plan). To try an index before changing the
// migrations, BENCH_AFTER_SEED_SQL="create index ...; drop index ..." runs after seeding (then ANALYZE).
//
// Run:  node bench/orders.ts   (or: npm run bench:orders; BENCH_ONLY=dashboard times the dashboard alone)
//       BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:orders
// (BENCH_DATABASE_URL takes precedence over DATABASE_URL; the database in the URL is only used to
// create and drop the benchmark's own database.) Exits 1 when a correctness check fails; a missed
// target is reported in the table, not in the exit code.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../tools/harness/scratch-postgres.ts";
import { backupPause } from "./orders/backup.ts";
import { measure } from "./orders/cases.ts";
import { rows } from "./orders/checks.ts";
import { printReport, seconds } from "./orders/report.ts";
import { seed } from "./orders/seed.ts";
import {
  afterSeedSql,
  backupOnly,
  customerCount,
  orderCount,
  type Kind,
  type RunResult,
} from "./orders/settings.ts";

async function runOn(kind: Kind, serverUrl?: string): Promise<RunResult> {
  const result: RunResult = {
    database: kind,
    seedMs: 0,
    measurements: [],
    failures: [],
    notes: [],
  };
  let dataDir: string | undefined;
  let scratch: ScratchDatabase | undefined;
  let database: Database | undefined;
  try {
    if (kind === "pglite") {
      dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-orders-"));
      database = await openDatabase({ kind, dataDir });
    } else {
      scratch = await createScratchDatabase(serverUrl!, "bench_orders");
      database = await openDatabase({ kind, url: scratch.url });
      const [version] = await rows<{ v: string }>(
        database.db,
        sql`select current_setting('server_version') as v`,
      );
      result.notes.push(`server ${version!.v}, database ${scratch.name}`);
    }
    console.log(`[${kind}] seeding ${customerCount} customers, ${orderCount} orders`);
    result.seedMs = await seed(database, kind);
    const [sizes] = await rows<{ orders: number; lines: number; history: number; size: string }>(
      database.db,
      sql`select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines,
                 (select count(*) from order_status_changes)::int as history,
                 pg_size_pretty(pg_total_relation_size('orders')) as size`,
    );
    if (sizes!.orders !== orderCount)
      result.failures.push(`seeded ${sizes!.orders} orders, not ${orderCount}`);
    if (afterSeedSql.length > 0)
      result.notes.push(`BENCH_AFTER_SEED_SQL: ${afterSeedSql.join("; ")}`);
    result.notes.push(
      `seeded in ${seconds(result.seedMs)}: ${sizes!.orders} orders (${sizes!.size} with indexes), ${sizes!.lines} lines, ${sizes!.history} history rows`,
    );
    console.log(`[${kind}] ${result.notes.at(-1)}`);
    if (!backupOnly) await measure(database, result);
    if (database.backup) {
      result.notes.push(await backupPause(database, database.backup));
      console.log(`[${kind}] ${result.notes.at(-1)}`);
    }
  } catch (error) {
    result.failures.push(
      `run aborted: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await database?.close().catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await scratch
      ?.drop()
      .catch((error: unknown) =>
        result.failures.push(`cannot drop database ${scratch!.name}: ${(error as Error).message}`),
      );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const results = [await runOn("pglite")];
  if (serverUrl) results.push(await runOn("postgres", serverUrl));
  printReport(results);
  process.exitCode = results.every((result) => result.failures.length === 0) ? 0 : 1;
}

await main();
