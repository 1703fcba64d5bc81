// The embedded database's backup and the pause it causes.
import { sql } from "drizzle-orm";
import type { Database } from "../../app/db/client.server.ts";
import { seconds } from "./report.ts";

/**
 * The embedded database's backup (what the desk's "Download backup" and `npm run admin -- backup`
 * run): how long it takes, how big it is, and the pause it causes — the longest wait of a `select 1`
 * sent every 10 ms meanwhile, as a shopper's request waits.
 */
export async function backupPause(
  database: Database,
  backup: NonNullable<Database["backup"]>,
): Promise<string> {
  let probing = true;
  let longestMs = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await database.db.execute(sql`select 1`);
      longestMs = Math.max(longestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  let bytes = 0;
  for await (const chunk of (await backup())!) bytes += (chunk as Buffer).length;
  const tookMs = performance.now() - started;
  probing = false;
  await probe;
  return `backup: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds(tookMs)}; the longest wait of a query meanwhile ${Math.round(longestMs)} ms`;
}
