// The owner's dashboard (`dashboardFigures`, what /admin calls): its figures checked against plain
// SQL, then timed like the list queries.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server.ts";
import { dashboardFigures } from "../../app/modules/desk/index.server.ts";
import { percentile } from "../lib/stats.ts";
import { rows } from "./checks.ts";
import { explain, type capturingDb } from "./explain.ts";
import { formatMs } from "./report.ts";
import {
  dashboardTargetMs,
  explainAll,
  timedRuns,
  warmupRuns,
  type RunResult,
} from "./settings.ts";

/** The dashboard's figures, checked against plain SQL, then timed like the list queries. */
export async function measureDashboard(
  database: Database,
  capture: ReturnType<typeof capturingDb>,
  result: RunResult,
): Promise<void> {
  const { db, kind } = database;
  const now = new Date();
  const figures = await dashboardFigures(db, now);
  const what = "dashboard";
  const [expected] = await rows<{
    orders: number;
    revenue: string;
    pending: number;
    paid: number;
    failed: number;
    low: number;
    top: string;
  }>(
    db,
    sql`select
          (select count(*)::int from orders where status <> 'cancelled' and created_at <= ${now.toISOString()}::timestamptz
             and (created_at at time zone 'Africa/Nairobi')::date > (${now.toISOString()}::timestamptz at time zone 'Africa/Nairobi')::date - 30) as orders,
          (select sum(total_cents)::text from orders where status <> 'cancelled' and created_at <= ${now.toISOString()}::timestamptz
             and (created_at at time zone 'Africa/Nairobi')::date > (${now.toISOString()}::timestamptz at time zone 'Africa/Nairobi')::date - 30) as revenue,
          (select count(*)::int from orders where status = 'pending') as pending,
          (select count(*)::int from orders where status = 'paid') as paid,
          (select count(*)::int from mail_outbox where status = 'failed') as failed,
          (select count(*)::int from items where stock <= low_stock_at) as low,
          (select l.name from order_lines l join orders o on o.id = l.order_id
             where o.status <> 'cancelled' and o.created_at <= ${now.toISOString()}::timestamptz
               and (o.created_at at time zone 'Africa/Nairobi')::date > (${now.toISOString()}::timestamptz at time zone 'Africa/Nairobi')::date - 30
             group by l.name order by sum(l.quantity) desc, sum(l.line_total_cents) desc limit 1) as top`,
  );
  const got = {
    orders: figures.days.reduce((sum, day) => sum + day.orders, 0),
    revenue: figures.days.reduce((sum, day) => sum + day.revenueCents, 0),
    pending: figures.waitingForPayment,
    paid: figures.waitingForShipping,
    failed: figures.failedMail.count,
    low: figures.stock.low,
    top: figures.topByQuantity[0]?.name,
  };
  const want = { ...expected!, revenue: Number(expected!.revenue ?? 0) };
  for (const key of Object.keys(got) as (keyof typeof got)[])
    if (got[key] !== want[key])
      result.failures.push(`${what}: ${key} is ${got[key]}, plain SQL says ${want[key]}`);
  for (let i = 1; i < warmupRuns; i++) await dashboardFigures(db);
  const samples: number[] = [];
  for (let i = 0; i < timedRuns; i++) {
    const started = performance.now();
    await dashboardFigures(db);
    samples.push(performance.now() - started);
  }
  const name = `dashboard (${got.orders} orders in 30 days)`;
  result.measurements.push({
    database: kind,
    query: name,
    samples,
    targetMs: dashboardTargetMs,
    statement: undefined,
  });
  console.log(
    `[${kind}] ${name}: p50 ${formatMs(percentile(samples, 50))} ms, p95 ${formatMs(percentile(samples, 95))} ms`,
  );
  if (!explainAll && percentile(samples, 95) < dashboardTargetMs) return;
  // Its six statements, each with its plan.
  capture.taken();
  await dashboardFigures(capture.db);
  for (const statement of capture.taken()) {
    console.log(`\n[${kind}] EXPLAIN ANALYZE of a dashboard query:\n${statement.text}`);
    for (const line of await explain(database, statement)) console.log(`  ${line}`);
  }
}
