// Plain SQL for the checks: what listOrders should have answered, and the comparisons.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";
import { ordersPerPage, type OrderListPage } from "../../app/modules/orders/index.server.ts";

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer with { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function ids(db: Db, where: SQL, offset = 0): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id::text as id from orders where ${where}
        order by created_at desc, id desc limit ${ordersPerPage}::int offset ${offset}::int`,
  );
  return found.map((row) => row.id);
}

export async function count(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where ${where}`,
  );
  return row!.n;
}

/** Same orders in the same order; else a failure naming the first difference. */
export function expectIds(
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

export function expectNewestFirst(failures: string[], what: string, page: OrderListPage): void {
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

export function expectOlderCursor(
  failures: string[],
  what: string,
  page: OrderListPage,
  expected: boolean,
) {
  if ((page.older !== null) !== expected)
    failures.push(`${what}: ${expected ? "no" : "an"} "Older" link`);
}

export const digits = (text: string) => text.replace(/\D/g, "");
