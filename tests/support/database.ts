// Gives each test file its own migrated database: PGlite in memory always, and a fresh
// PostgreSQL database on the TEST_DATABASE_URL server (created and dropped) when that is set; and
// tells how a shop process left its embedded database.
import { readFileSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../tools/harness/scratch-postgres.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The kinds to run integration tests on. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ kind: "pglite" });
  const server = await createServerDatabase();
  const database = await openDatabase({ kind: "postgres", url: server.url });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/** A fresh, empty database on the TEST_DATABASE_URL server (for a shop process to use). */
export async function createServerDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createScratchDatabase(serverUrl, "shop_test");
}

/** The cluster state in the control file of a shop's embedded database: 1 is "shut down" (a clean stop), 6 "in production". */
export function clusterState(dataDir: string): number {
  return readFileSync(path.join(dataDir, "db", "global", "pg_control")).readUInt32LE(16);
}
