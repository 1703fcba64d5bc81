// Owns the database connection: embedded PGlite in DATA_DIR/db, or a PostgreSQL server when
// DATABASE_URL is set. Both speak the same SQL and share one set of migrations.
import { makePrivate } from "../lib/private-files.server.ts";
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";
import type { Readable } from "node:stream";
import { streamedBackup } from "./backup.server.ts";
import { lockDirectory } from "./lock.server.ts";
import { migrate } from "./migrate.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True once a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * The embedded database as a stream of a gzipped tarball, taken inside the running process
   * between two transactions (after a checkpoint); null while another backup is being taken (one at
   * a time). Absent for a PostgreSQL server (back that up with pg_dump) and in memory.
   */
  backup?: () => Promise<Readable | null>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel` from any connection (any app
   * server), after the notifying transaction commits; with null when notices may have been missed
   * (the listening connection was lost and is back). Resolves with the way to stop listening.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Refreshes the planner's statistics (PGlite only: a PostgreSQL server's autovacuum does it). */
  analyze?: () => Promise<unknown>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dataDir undefined: in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

/** Any fixed number: the advisory lock that lets one shop process at a time migrate a PostgreSQL database. */
const migrationLockKey = 7_316_402_615;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database =
    target.kind === "postgres" ? openPostgres(target.url) : await openPglite(target.dataDir);
  try {
    if (target.kind === "postgres")
      await whileHoldingMigrationLock(target.url, () => migrate(database.db, "postgres"));
    else await migrate(database.db, "pglite");
  } catch (error) {
    await database.close();
    throw error;
  }
  await database.analyze?.();
  return database;
}

/**
 * Several app servers may start at once on one PostgreSQL database: each waits here for the others'
 * migrations (then finds nothing left to do) instead of racing them. The lock belongs to a
 * connection of its own, so it is held for the whole run of the migrator, whatever pooled
 * connections that uses, and it goes away with the connection if the process dies.
 */
async function whileHoldingMigrationLock(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await work();
  } finally {
    await lock.end();
  }
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
    listen: (channel, onNotice) => listenOnPostgres(url, channel, onNotice),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it is
 * lost it is made again, every second until it succeeds, and `onNotice(null)` then says that what
 * was announced in between is unknown.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? null);
    });
    // An error is followed by "end", which reconnects.
    next.on("error", () => {});
    next.on("end", () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry = setTimeout(reconnect, 1_000);
      retry.unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => onNotice(null),
      () => {
        if (stopped) return;
        retry = setTimeout(reconnect, 1_000);
        retry.unref();
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const dbDir = dataDir ? path.join(dataDir, "db") : undefined;
  const unlock = dbDir ? lockDirectory(dbDir) : () => {};
  const { createPglite, initialiseDataDirectory } = await import("./pglite.server.ts");
  let client: Awaited<ReturnType<typeof createPglite>>;
  try {
    if (dbDir) await initialiseDataDirectory(dbDir);
    client = await createPglite({ dataDir: dbDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite has no autovacuum: without this the planner never learns how big the tables are (a
  // newest-first page of 100,000 orders then reads the wrong index). Once at open, after the
  // migrations, and every six hours; about a second for a big shop.
  const analyze = () => client.exec("analyze").catch(() => {});
  const analyzer = setInterval(analyze, 6 * 60 * 60 * 1000);
  analyzer.unref();
  let closed: Promise<void> | undefined;
  let backingUp = false;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    listen: (channel, onNotice) => client.listen(channel, (payload) => onNotice(payload)),
    backup: dbDir
      ? async () => {
          if (backingUp) return null;
          backingUp = true;
          try {
            // The checkpoint keeps the recovery at the restored database's first start short.
            await client.exec("checkpoint");
            // No transaction is half-way through while the files are copied: each holds this mutex
            // (exec and query take it themselves, so nothing else may run inside it).
            const stream = await streamedBackup(dbDir, (copy) =>
              client._runExclusiveTransaction(copy),
            );
            stream.once("close", () => (backingUp = false));
            return stream;
          } catch (error) {
            backingUp = false;
            throw error;
          }
        }
      : undefined,
    analyze,
    close: () => {
      clearInterval(analyzer);
      return (closed ??= client.close().finally(unlock));
    },
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

export class RestoreError extends Error {}

/**
 * Replaces the embedded database in `dataDir` with a backup (the shop must be stopped: the
 * directory lock is taken). The database it replaces is kept beside it as db.replaced-<time>.
 * Resolves with the number of orders in the restored database.
 */
export async function restorePglite(
  dataDir: string,
  tarball: Uint8Array,
): Promise<{ orders: number; keptAs: string | null }> {
  const dbDir = path.join(dataDir, "db");
  const unlock = lockDirectory(dbDir);
  const staging = `${dbDir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const { createPglite } = await import("./pglite.server.ts");
    let client: Awaited<ReturnType<typeof createPglite>>;
    try {
      client = await createPglite({
        dataDir: staging,
        loadDataDir: new Blob([new Uint8Array(tarball)]),
      });
    } catch (error) {
      throw new RestoreError(
        `The file is not a backup of the shop's database (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    let orders: number;
    try {
      const result = await client.query<{ n: number }>("select count(*)::int as n from orders");
      orders = result.rows[0]!.n;
    } catch {
      throw new RestoreError("The backup holds no shop database (no orders table).");
    } finally {
      await client.close();
    }
    const keptAs = existsSync(dbDir)
      ? `${dbDir}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`
      : null;
    if (keptAs) renameSync(dbDir, keptAs);
    renameSync(staging, dbDir);
    // The backup's files arrive with the modes PGlite gives them (666): the shop's alone again.
    makePrivate(dbDir);
    return { orders, keptAs };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
