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

/** A fresh, empty database on the TEST_DATABASE_URL server (for a shop process to use), and how to drop it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
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
