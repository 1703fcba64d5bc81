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
// Run:  node scripts/bench-orders.ts   (or: npm run bench:orders; BENCH_ONLY=dashboard times the dashboard alone)
//       BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:orders
// (BENCH_DATABASE_URL takes precedence over DATABASE_URL; the database in the URL is only used to
// create and drop the benchmark's own database.) Exits 1 when a correctness check fails; a missed
// target is reported in the table, not in the exit code.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDatabase, type Database, type Db } from "../app/db/client.server.ts";
import * as schema from "../app/db/schema/index.ts";
import {
  listOrders,
  ordersPerPage,
  type OrderCursor,
  type OrderListFilter,
  type OrderListPage,
} from "../app/modules/orders/index.server.ts";
import { dashboardFigures } from "../app/modules/desk/index.server.ts";
import { createScratchDatabase, type ScratchDatabase } from "../tools/harness/scratch-postgres.ts";
import { percentile } from "./bench/stats.ts";

const orderCount = 100_000;
const customerCount = 2_000;
const warmupRuns = 3;
const timedRuns = 30;
/** The "Older" page that is timed: reached by following the cursor from the first page. */
const deepPage = 20;
const targetMs = { postgres: 100, pglite: 300 } as const;
const dashboardTargetMs = 100;
const explainAll = process.env.BENCH_EXPLAIN === "1";
/** BENCH_ONLY=dashboard: seed, then time the dashboard alone. */
const onlyDashboard = process.env.BENCH_ONLY === "dashboard";
/** BENCH_BACKUP_ONLY=1: seed, then time only the backup (PGlite). */
const backupOnly = process.env.BENCH_BACKUP_ONLY === "1";
const afterSeedSql = (process.env.BENCH_AFTER_SEED_SQL ?? "")
  .split(";")
  .map((statement) => statement.trim())
  .filter(Boolean);

type Kind = Database["kind"];

interface Measurement {
  database: Kind;
  query: string;
  samples: number[];
  targetMs: number;
  /** The SQL listOrders sent, for EXPLAIN ANALYZE. */
  statement: CapturedQuery | undefined;
}

interface CapturedQuery {
  text: string;
  params: unknown[];
}

interface RunResult {
  database: Kind;
  seedMs: number;
  measurements: Measurement[];
  failures: string[];
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Seeding (set-based: a few INSERT ... SELECT over generate_series, in one transaction).

const seedStatements: { what: string; statement: SQL }[] = [
  {
    what: "customers",
    statement: sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bench-user-' || u, 'Customer ' || u, 'customer' || u || '@example.com', true, 'customer',
             now() - interval '400 days' + u * interval '1 hour', now() - interval '400 days' + u * interval '1 hour'
      from generate_series(1, ${customerCount}::int) u`,
  },
  {
    // One row per order to come: who (skewed: low customer numbers order more), when (uniform over
    // a year), how many lines, how paid, and the status, which depends on the order's age.
    what: "order plan",
    statement: sql`create temp table seed_orders on commit drop as
      select n, gen_random_uuid() as id, u, created_at, line_count, payment_method,
             '7' || lpad(((u * 7919 + 13) % 100000000)::text, 8, '0') as national,
             case
               when age_days < 2 then case when r < 0.4 then 'pending' when r < 0.7 then 'paid' when r < 0.9 then 'shipped' else 'cancelled' end
               when age_days < 10 then case when r < 0.05 then 'pending' when r < 0.15 then 'paid' when r < 0.55 then 'shipped' when r < 0.95 then 'delivered' else 'cancelled' end
               else case when r < 0.005 then 'pending' when r < 0.01 then 'paid' when r < 0.06 then 'shipped' when r < 0.94 then 'delivered' else 'cancelled' end
             end as status
      from (
        select n, u, created_at, r, extract(epoch from now() - created_at) / 86400 as age_days,
               case when r2 < 0.5 then 1 when r2 < 0.8 then 2 else 3 end as line_count,
               (array['mpesa', 'mpesa', 'cashondelivery', 'creditcard'])[1 + floor(r3 * 4)::int] as payment_method
        from (
          select n, 1 + least(${customerCount - 1}::int, floor(${customerCount}::int * power(random(), 1.5))::int) as u,
                 now() - random() * interval '365 days' as created_at, random() as r, random() as r2, random() as r3
          from generate_series(1, ${orderCount}::int) n
        ) drawn
      ) aged`,
  },
  {
    what: "line plan",
    statement: sql`create temp table seed_lines on commit drop as
      select o.id as order_id, l.item_n, l.quantity, 50000 + ((l.item_n * 7919) % 91) * 5000 as unit_price_cents
      from seed_orders o cross join lateral (
        select k, 1 + floor(random() * 60)::int as item_n, 1 + floor(random() * 3)::int as quantity
        from generate_series(1, o.line_count) k
      ) l`,
  },
  {
    // Inserted oldest first, as a shop receives them (the heap follows created_at).
    what: "orders",
    statement: sql`insert into orders (id, user_id, idempotency_key, status, payment_method, shipping_name,
        shipping_email, shipping_address, shipping_phone, shipping_city, shipping_postal_code, shipping_country,
        items_total_cents, delivery_fee_cents, total_cents, paid_with, payment_reference, created_at)
      select o.id, 'bench-user-' || o.u, 'bench-' || o.n, o.status, o.payment_method, 'Customer ' || o.u,
             'customer' || o.u || '@example.com', (o.u % 500 + 1) || ' Moi Avenue',
             case o.n % 4
               when 0 then '0' || substr(o.national, 1, 3) || ' ' || substr(o.national, 4, 3) || ' ' || substr(o.national, 7, 3)
               when 1 then '+254' || o.national
               when 2 then '0' || o.national
               else '+254 ' || substr(o.national, 1, 3) || ' ' || substr(o.national, 4, 3) || ' ' || substr(o.national, 7, 3)
             end,
             (array['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'])[1 + o.u % 5],
             (array['00100', '80100', '40100', '20100', '30100'])[1 + o.u % 5], 'KE',
             t.items, case when t.items >= 500000 then 0 else 30000 end,
             t.items + case when t.items >= 500000 then 0 else 30000 end,
             case when o.status in ('paid', 'shipped', 'delivered') then o.payment_method end,
             case when o.status in ('paid', 'shipped', 'delivered') and o.payment_method = 'mpesa'
                  then 'SK' || lpad(o.n::text, 8, '0') end,
             o.created_at
      from seed_orders o
      join (select order_id, sum(quantity * unit_price_cents)::int as items from seed_lines group by order_id) t
        on t.order_id = o.id
      order by o.created_at`,
  },
  {
    what: "order lines",
    statement: sql`insert into order_lines (order_id, item_id, name, type, unit_price_cents, quantity, instructions, line_total_cents)
      select order_id, md5('bench-item-' || item_n)::uuid,
             'Bench item ' || item_n, (array['women', 'men', 'shoes', 'households', 'inners', 'sports'])[1 + item_n % 6],
             unit_price_cents, quantity, '', quantity * unit_price_cents
      from seed_lines`,
  },
  {
    // The catalogue the lines name (the dashboard's stock figures): stock 0 to 19, low at 3.
    what: "items",
    statement: sql`insert into items (id, name, type, price_cents, image_key, stock, created_at)
      select md5('bench-item-' || n)::uuid, 'Bench item ' || n, (array['women', 'men', 'shoes', 'households', 'inners', 'sports'])[1 + n % 6],
             50000 + ((n * 7919) % 91) * 5000, 'images/bench/' || n, (n * 37) % 20, now() - interval '400 days'
      from generate_series(1, 60) n`,
  },
  {
    // An order confirmation per order; 1 % failed after every retry.
    what: "e-mails",
    statement: sql`insert into mail_outbox (kind, order_id, to_address, subject, text_body, status, attempts, created_at, sent_at)
      select 'order-confirmation', o.id, 'customer' || o.u || '@example.com', 'Your order', '-',
             case when o.n % 100 = 0 then 'failed' else 'sent' end, 1, o.created_at,
             case when o.n % 100 = 0 then null else o.created_at end
      from seed_orders o`,
  },
  {
    what: "status history",
    statement: sql`insert into order_status_changes (order_id, from_status, to_status, actor, changed_by, created_at)
      select id, null, 'pending', 'customer', 'bench-user-' || u, created_at from seed_orders`,
  },
];

async function seed(database: Database, label: string): Promise<number> {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    for (const { what, statement } of seedStatements) {
      const stepStarted = performance.now();
      await tx.execute(statement);
      console.log(`[${label}]   ${what}: ${seconds(performance.now() - stepStarted)}`);
    }
  });
  // A server's autovacuum would have done this by the time anyone looks at the desk: statistics
  // for the planner, the visibility map, and the GIN indexes' pending lists merged.
  const vacuumStarted = performance.now();
  for (const table of [
    "user",
    "orders",
    "order_lines",
    "order_status_changes",
    "items",
    "mail_outbox",
  ])
    await database.db.execute(sql.raw(`vacuum analyze "${table}"`));
  console.log(`[${label}]   vacuum analyze: ${seconds(performance.now() - vacuumStarted)}`);
  const seedMs = performance.now() - started;
  for (const statement of afterSeedSql) {
    console.log(`[${label}]   BENCH_AFTER_SEED_SQL: ${statement}`);
    await database.db.execute(sql.raw(statement));
  }
  if (afterSeedSql.length > 0) await database.db.execute(sql`analyze orders`);
  return seedMs;
}

// ---------------------------------------------------------------------------------------------
// Plain SQL for the checks.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function ids(db: Db, where: SQL, offset = 0): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id::text as id from orders where ${where}
        order by created_at desc, id desc limit ${ordersPerPage}::int offset ${offset}::int`,
  );
  return found.map((row) => row.id);
}

async function count(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where ${where}`,
  );
  return row!.n;
}

/** Same orders in the same order; else a failure naming the first difference. */
function expectIds(
  failures: string[],
  what: string,
  page: OrderListPage,
  expected: string[],
): void {
  const got = page.entries.map((entry) => entry.id);
  if (got.length !== expected.length) {
    failures.push(`${what}: ${got.length} orders, expected ${expected.length}`);
    return;
  }
  const at = got.findIndex((id, i) => id !== expected[i]);
  if (at >= 0) failures.push(`${what}: order #${at + 1} is ${got[at]}, expected ${expected[at]}`);
}

function expectNewestFirst(failures: string[], what: string, page: OrderListPage): void {
  for (let i = 1; i < page.entries.length; i++) {
    const a = page.entries[i - 1]!;
    const b = page.entries[i]!;
    const t = a.createdAt.getTime() - b.createdAt.getTime();
    if (t < 0 || (t === 0 && a.id < b.id)) {
      failures.push(`${what}: order #${i + 1} (${b.id}) is newer than the one before it`);
      return;
    }
  }
}

function expectOlderCursor(
  failures: string[],
  what: string,
  page: OrderListPage,
  expected: boolean,
) {
  if ((page.older !== null) !== expected)
    failures.push(`${what}: ${expected ? "no" : "an"} "Older" link`);
}

const digits = (text: string) => text.replace(/\D/g, "");

// ---------------------------------------------------------------------------------------------
// The measured queries.

interface Case {
  name: string;
  filter: OrderListFilter;
  cursor: OrderCursor | null;
  /** Correctness of one answer (checked on the first run). */
  check(page: OrderListPage, failures: string[]): Promise<void>;
}

async function buildCases(db: Db): Promise<Case[]> {
  const cases: Case[] = [];

  cases.push({
    name: "first page",
    filter: {},
    cursor: null,
    async check(page, failures) {
      const what = "first page";
      expectIds(failures, what, page, await ids(db, sql`true`));
      expectNewestFirst(failures, what, page);
      expectOlderCursor(failures, what, page, true);
      if (page.newer !== null) failures.push(`${what}: a "Newer" link`);
      const counts = await rows<{ id: string; n: number }>(
        db,
        sql`select order_id::text as id, sum(quantity)::int as n from order_lines
            where order_id in (select id from orders order by created_at desc, id desc limit ${ordersPerPage}::int)
            group by order_id`,
      );
      const expected = new Map(counts.map((row) => [row.id, row.n]));
      for (const entry of page.entries)
        if (entry.itemCount !== expected.get(entry.id))
          failures.push(
            `${what}: order ${entry.id} counts ${entry.itemCount} items, its lines ${expected.get(entry.id)}`,
          );
    },
  });

  for (const status of ["pending", "shipped", "delivered"] as const) {
    const total = await count(db, sql`status = ${status}`);
    cases.push({
      name: `status ${status} (${total})`,
      filter: { status },
      cursor: null,
      async check(page, failures) {
        const what = `status ${status}`;
        if (page.entries.some((entry) => entry.status !== status))
          failures.push(`${what}: an order with another status`);
        expectIds(failures, what, page, await ids(db, sql`status = ${status}`));
        expectNewestFirst(failures, what, page);
        expectOlderCursor(failures, what, page, total > ordersPerPage);
      },
    });
  }

  // A customer with a typical number of orders (about 40; the seed is repeatable) and the phone
  // number of their newest order.
  const [customer] = await rows<{ u: string; email: string; phone: string }>(
    db,
    sql`select user_id as u, shipping_email as email, shipping_phone as phone from orders
        where user_id = ${`bench-user-${customerCount / 2}`}
        order by created_at desc, id desc limit 1`,
  );
  if (!customer) throw new Error(`customer ${customerCount / 2} has no orders`);
  const email = customer!.email;
  const customerOrders = await count(db, sql`user_id = ${customer!.u}`);
  cases.push({
    name: `search e-mail ${email} (${customerOrders})`,
    filter: { search: email },
    cursor: null,
    async check(page, failures) {
      const what = `search ${email}`;
      if (page.entries.some((entry) => entry.email !== email))
        failures.push(`${what}: an order of another customer`);
      expectIds(failures, what, page, await ids(db, sql`user_id = ${customer!.u}`));
      expectNewestFirst(failures, what, page);
      expectOlderCursor(failures, what, page, customerOrders > ordersPerPage);
    },
  });

  const part = "customer123";
  const partOrders = await count(db, sql`shipping_email like ${`%${part}%`}`);
  cases.push({
    name: `search e-mail part "${part}" (${partOrders})`,
    filter: { search: part },
    cursor: null,
    async check(page, failures) {
      const what = `search "${part}"`;
      if (page.entries.some((entry) => !entry.email.includes(part)))
        failures.push(`${what}: an e-mail without "${part}"`);
      expectIds(failures, what, page, await ids(db, sql`shipping_email like ${`%${part}%`}`));
      expectNewestFirst(failures, what, page);
    },
  });

  // The customer's phone number as its newest order has it, searched in the other notation.
  const national = digits(customer!.phone).replace(/^(254|0)/, "");
  const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  const phone = customer!.phone.startsWith("+") ? `0${spaced}` : `+254${national}`;
  const phoneWhere = sql`regexp_replace(shipping_phone, '[^0-9]', '', 'g') like ${`%${national}%`}`;
  const phoneOrders = await count(db, phoneWhere);
  cases.push({
    name: `search phone "${phone}" (${phoneOrders})`,
    filter: { search: phone },
    cursor: null,
    async check(page, failures) {
      const what = `search phone "${phone}"`;
      if (page.entries.some((entry) => !digits(entry.phone).includes(national)))
        failures.push(`${what}: an order with another phone number`);
      if (new Set(page.entries.map((entry) => entry.phone)).size < 2)
        failures.push(`${what}: found the number in one notation only`);
      expectIds(failures, what, page, await ids(db, phoneWhere));
      expectNewestFirst(failures, what, page);
    },
  });

  // An order from the middle of the year, by the 8 hex digits its short form shows.
  const [middle] = await rows<{ id: string }>(
    db,
    sql`select id::text as id from orders order by created_at desc offset ${orderCount / 2}::int limit 1`,
  );
  const shortId = middle!.id.slice(0, 8);
  cases.push({
    name: `search order id "${shortId}"`,
    filter: { search: shortId },
    cursor: null,
    async check(page, failures) {
      const what = `search order id "${shortId}"`;
      if (!page.entries.some((entry) => entry.id === middle!.id))
        failures.push(`${what}: order ${middle!.id} not found`);
      // Only what the search defines as a match: the id's start, or (all-digit ids) e-mail and phone.
      const stray = page.entries.filter(
        (entry) =>
          !entry.id.startsWith(shortId) &&
          !entry.email.includes(shortId) &&
          !digits(entry.phone).includes(shortId),
      );
      if (stray.length > 0) failures.push(`${what}: ${stray.length} orders that do not match`);
    },
  });

  // Planner traps: a term in every e-mail (the index finds all 100,000), and one in none.
  cases.push({
    name: `search "example.com" (all)`,
    filter: { search: "example.com" },
    cursor: null,
    async check(page, failures) {
      expectIds(failures, `search "example.com"`, page, await ids(db, sql`true`));
    },
  });
  cases.push({
    name: `search "nobody@nowhere" (none)`,
    filter: { search: "nobody@nowhere" },
    cursor: null,
    async check(page, failures) {
      if (page.entries.length > 0)
        failures.push(`search "nobody@nowhere": ${page.entries.length} orders`);
    },
  });

  // The 20th page: follow "Older" from the first page (untimed), then time that page.
  let cursor: OrderCursor | null = null;
  for (let page = 1; page < deepPage; page++) {
    const answer: OrderListPage = await listOrders(db, {}, cursor);
    if (!answer.older) throw new Error(`page ${page} has no "Older" link`);
    cursor = answer.older;
  }
  cases.push({
    name: `older page ${deepPage}`,
    filter: {},
    cursor,
    async check(page, failures) {
      const what = `older page ${deepPage}`;
      expectIds(failures, what, page, await ids(db, sql`true`, (deepPage - 1) * ordersPerPage));
      expectNewestFirst(failures, what, page);
      expectOlderCursor(failures, what, page, true);
      if (page.newer === null) failures.push(`${what}: no "Newer" link`);
    },
  });
  return cases;
}

/**
 * A second Drizzle instance on the same client that records the SQL it sends, so that the query
 * listOrders builds can be shown with EXPLAIN ANALYZE.
 */
function capturingDb(database: Database): {
  db: Db;
  last: () => CapturedQuery | undefined;
  taken: () => CapturedQuery[];
} {
  let sent: CapturedQuery[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => void sent.push({ text, params }),
  };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === "postgres"
    ? drizzleNodePg({ client, schema, logger })
    : drizzlePglite({ client, schema, logger })) as unknown as Db;
  return {
    db,
    last: () => sent.at(-1),
    /** Every statement since the last call. */
    taken: () => {
      const all = sent;
      sent = [];
      return all;
    },
  };
}

async function explain(database: Database, statement: CapturedQuery): Promise<string[]> {
  const client = (
    database.db as unknown as {
      $client: {
        query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
      };
    }
  ).$client;
  const answer = await client.query(
    `explain (analyze, buffers) ${statement.text}`,
    statement.params,
  );
  return answer.rows.map((row) => String(Object.values(row)[0]));
}

async function measure(database: Database, result: RunResult): Promise<void> {
  const { db } = database;
  const capture = capturingDb(database);
  const cases = onlyDashboard ? [] : await buildCases(db);
  for (const c of cases) {
    const first = await listOrders(db, c.filter, c.cursor);
    await c.check(first, result.failures);
    await listOrders(capture.db, c.filter, c.cursor);
    const statement = capture.last();
    for (let i = 1; i < warmupRuns; i++) await listOrders(db, c.filter, c.cursor);
    const samples: number[] = [];
    for (let i = 0; i < timedRuns; i++) {
      const started = performance.now();
      await listOrders(db, c.filter, c.cursor);
      samples.push(performance.now() - started);
    }
    const measurement: Measurement = {
      database: database.kind,
      query: c.name,
      samples,
      targetMs: targetMs[database.kind],
      statement,
    };
    result.measurements.push(measurement);
    console.log(
      `[${database.kind}] ${c.name}: p50 ${formatMs(percentile(samples, 50))} ms, p95 ${formatMs(percentile(samples, 95))} ms`,
    );
  }
  await measureDashboard(database, capture, result);
  for (const m of result.measurements) {
    if (!explainAll && percentile(m.samples, 95) < m.targetMs) continue;
    if (!m.statement) continue;
    console.log(`\n[${database.kind}] EXPLAIN ANALYZE of "${m.query}":\n${m.statement.text}`);
    console.log(`params: ${JSON.stringify(m.statement.params)}`);
    for (const line of await explain(database, m.statement)) console.log(`  ${line}`);
  }
}

/** The dashboard's figures, checked against plain SQL, then timed like the list queries. */
async function measureDashboard(
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

// ---------------------------------------------------------------------------------------------
// One database.

/**
 * The embedded database's backup (what the desk's "Download backup" and `npm run admin -- backup`
 * run): how long it takes, how big it is, and the pause it causes — the longest wait of a `select 1`
 * sent every 10 ms meanwhile, as a shopper's request waits.
 */
async function backupPause(
  database: Database,
  backup: NonNullable<Database["backup"]>,
): Promise<string> {
  let probing = true;
  let longestMs = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await database.db.execute(sql`select 1`);
      longestMs = Math.max(longestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of (await backup())!) bytes += (chunk as Buffer).length;
  const tookMs = performance.now() - started;
  probing = false;
  await probe;
  return `backup: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(tookMs)}; the longest wait of a query meanwhile ${Math.round(longestMs)} ms`;
}

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
// Report.

function formatMs(value: number): string {
  return Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printReport(results: RunResult[]): void {
  const columns = ["database", "query", "p50 ms", "p95 ms", "max ms", "target", "met?"];
  const widths = [10, 46, 8, 8, 8, 9, 4];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("")
      .trimEnd();
  console.log();
  console.log(line(columns));
  for (const result of results) {
    for (const m of result.measurements) {
      const p95 = percentile(m.samples, 95);
      console.log(
        line([
          m.database,
          m.query,
          formatMs(percentile(m.samples, 50)),
          formatMs(p95),
          formatMs(Math.max(...m.samples)),
          `< ${m.targetMs}`,
          p95 < m.targetMs ? "yes" : "NO",
        ]),
      );
    }
  }
  console.log();
  const cpu = os.cpus();
  console.log(
    `machine: ${cpu[0]?.model ?? "unknown CPU"}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; Node ${process.version}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  console.log(
    `${orderCount} orders of ${customerCount} customers; listOrders called directly; ${warmupRuns} warm-up + ${timedRuns} timed runs per query; target is p95; (n) = matching orders`,
  );
  for (const result of results) {
    const missed = result.measurements.filter(
      (m) => percentile(m.samples, 95) >= m.targetMs,
    ).length;
    console.log(
      `${result.database}: checks ${result.failures.length === 0 ? "pass" : `FAIL (${result.failures.length})`}, targets ${result.measurements.length === 0 ? "not measured" : missed === 0 ? "all met" : `${missed} missed`}`,
    );
    for (const note of result.notes) console.log(`  note: ${note}`);
    for (const failure of result.failures.slice(0, 20)) console.log(`  FAILED: ${failure}`);
    if (result.failures.length > 20)
      console.log(`  ... and ${result.failures.length - 20} more failures`);
  }
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
