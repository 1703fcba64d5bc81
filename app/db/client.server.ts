// Owns the database connection: embedded PGlite in DATA_DIR/db, or a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL and share one set of migrations.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { lockDirectory } from "./lock.server.ts";
import { migrate } from "./migrate.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True once a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dataDir undefined: in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === "postgres" ? openPostgres(target.url) : await openPglite(target.dataDir);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the shop; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const dbDir = dataDir ? path.join(dataDir, "db") : undefined;
  const unlock = dbDir ? lockDirectory(dbDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dbDir, extensions: { pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: () =>
      (closed ??= client.close().finally(unlock)),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
