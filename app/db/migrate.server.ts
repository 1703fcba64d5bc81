// Applies the committed SQL migrations in drizzle/ at start.
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../lib/project-root.server.ts";

export async function migrate(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  kind: "pglite" | "postgres",
): Promise<void> {
  const migrationsFolder = path.join(projectRoot(), "drizzle");
  // Both migrators run the same SQL; they differ only in the driver they expect.
  if (kind === "pglite") await migratePglite(db as never, { migrationsFolder });
  else await migrateNodePg(db as never, { migrationsFolder });
}
