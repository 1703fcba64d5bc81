// EXPLAIN ANALYZE of the SQL a measured function sent: a second Drizzle instance that records it.
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../../app/db/client.server.ts";
import * as schema from "../../app/db/schema/index.ts";
import type { CapturedQuery } from "./settings.ts";

/**
 * A second Drizzle instance on the same client that records the SQL it sends, so that the query
 * listOrders builds can be shown with EXPLAIN ANALYZE.
 */
export function capturingDb(database: Database): {
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

export async function explain(database: Database, statement: CapturedQuery): Promise<string[]> {
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
