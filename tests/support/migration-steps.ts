// Applies the shop's migration files one by one to a scratch database (PGlite or a fresh PostgreSQL
// database), so a test can stop before a migration, put in the data of a shop that ran before it,
// and check what the migration makes of that data.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { projectRoot } from "../../app/lib/project-root.server.ts";
import { createServerDatabase } from "./database.ts";

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const folder = path.join(projectRoot(), "drizzle");
/** The migration files in the order they apply. */
export const migrations = readdirSync(folder)
  .filter((file) => file.endsWith(".sql"))
  .sort();

/** The migration whose file name contains `part`. */
export function migrationNamed(part: string): string {
  const file = migrations.find((candidate) => candidate.includes(part));
  if (!file) throw new Error(`no migration named like ${part}`);
  return file;
}

export async function apply(query: Query, files: string[]): Promise<void> {
  for (const file of files) {
    for (const statement of readFileSync(path.join(folder, file), "utf8").split(
      "--> statement-breakpoint",
    )) {
      if (statement.trim()) await query(statement);
    }
  }
}

/** A database of the given kind, as a query function, and how to close it. */
export async function scratch(
  kind: "pglite" | "postgres",
): Promise<{ query: Query; close(): Promise<void> }> {
  if (kind === "pglite") {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  }
  const server = await createServerDatabase();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  return {
    query: async (text) => (await client.query(text)).rows,
    close: async () => {
      await client.end();
      await server.drop();
    },
  };
}
