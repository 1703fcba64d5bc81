// Owns starting the embedded PostgreSQL (PGlite) with the settings that keep the shop within a small
// server's memory (decision 0011). Imported only when the shop runs on PGlite: a shop on a PostgreSQL
// server never loads it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { projectRoot } from "../lib/project-root.server.ts";

/**
 * PGlite's WebAssembly memory only grows: every buffer PostgreSQL touches stays resident until the
 * process ends. PGlite's defaults (shared_buffers 128 MB, maintenance_work_mem 64 MB) would alone fill
 * a third of the memory goal; 16 MB of each keeps a shop of 100,000 orders within its targets (the
 * operating system's file cache holds the rest of the tables).
 */
const memorySettings = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB"];

export async function createPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const client = await PGlite.create({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...memorySettings],
  });
  return takingTurns(client);
}

/**
 * PGlite runs each statement on this thread and passes its queue on by resolving promises. With many
 * pages in flight, each finished statement's page asks its next one within the same round of
 * promise callbacks, so the queue refills itself and the event loop never gets back to the sockets:
 * no new request is read until every page in flight has finished (in a 220-user soak a /healthz,
 * answered from memory, waited 27 s). So each statement asked from outside a transaction first
 * lets the loop turn once. Inside a transaction statements follow at once: it holds the database.
 */
function takingTurns(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const { query, exec, transaction } = client;
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await turn();
    return query.apply(client, args);
  }) as PGlite["query"];
  client.exec = async (...args: Parameters<PGlite["exec"]>) => {
    await turn();
    return exec.apply(client, args);
  };
  client.transaction = (async (...args: Parameters<PGlite["transaction"]>) => {
    await turn();
    return transaction.apply(client, args);
  }) as PGlite["transaction"];
  return client;
}

/**
 * Creates the database files of a new data directory in a short-lived process of its own. PGlite
 * creates them (initdb) in a second WebAssembly instance whose memory the process keeps until the
 * garbage collector frees it: about 650 MB resident at the shop's first start, against 200 MB at a
 * later one. Done apart, that peak is the helper's and ends with it.
 */
export async function initialiseDataDirectory(dbDir: string): Promise<void> {
  if (existsSync(path.join(dbDir, "PG_VERSION"))) return;
  const script = `
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create({ dataDir: process.argv[1], extensions: { pg_trgm } });
    await db.close();`;
  const child = spawn(
    process.execPath,
    [...process.execArgv, "--input-type=module", "--eval", script, dbDir],
    {
      cwd: projectRoot(),
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(
      `Could not create the database in ${dbDir}: ${errors.trim() || `exit code ${code}`}`,
    );
}
