// Gives each test file its own migrated database: PGlite in memory always, and a fresh
// PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../app/db/client.server.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The kinds to run integration tests on. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({ kind: "pglite" });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
