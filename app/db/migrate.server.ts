// Applies the committed SQL migrations in drizzle/ at start.
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { projectRoot } from "../lib/project-root.server.ts";
import type { Database } from "./client.server.ts";

export async function migrate(database: Pick<Database, "db" | "kind">): Promise<void> {
  const migrationsFolder = path.join(projectRoot(), "drizzle");
  // Both migrators run the same SQL; they differ only in the driver they expect.
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as never, { migrationsFolder });
  }
}
