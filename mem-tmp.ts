import { openDatabase } from "./app/db/client.server.ts";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const mb = () => Math.round(process.memoryUsage.rss() / 1048576);
const d = process.argv[2];
const t = performance.now();
const log = (s: string) => console.log(s, mb(), Math.round(performance.now() - t));
if (process.env.RAW) {
  const c = await PGlite.create({
    dataDir: d,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  log("raw created");
  await c.close();
} else {
  const db = await openDatabase({ kind: "pglite", dataDir: d });
  log("opened+migrated");
  await db.close();
}
log("closed");
await new Promise((r) => setTimeout(r, 8000));
log("after 8s");
