// The measured queries of the orders list, each with the check of its first answer, and the timing
// of them all (then the dashboard's, then the plans of those that missed their target).
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../app/db/client.server.ts";
import {
  listOrders,
  ordersPerPage,
  type OrderCursor,
  type OrderListFilter,
  type OrderListPage,
} from "../../app/modules/orders/index.server.ts";
import { percentile } from "../lib/stats.ts";
import {
  count,
  digits,
  expectIds,
  expectNewestFirst,
  expectOlderCursor,
  ids,
  rows,
} from "./checks.ts";
import { measureDashboard } from "./dashboard.ts";
import { capturingDb, explain } from "./explain.ts";
import { formatMs } from "./report.ts";
import {
  customerCount,
  deepPage,
  explainAll,
  onlyDashboard,
  orderCount,
  targetMs,
  timedRuns,
  warmupRuns,
  type Measurement,
  type RunResult,
} from "./settings.ts";

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

export async function measure(database: Database, result: RunResult): Promise<void> {
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
