// Owns running the built shop for the benchmark: time from start to a healthy /healthz, resident
// memory, and the items and static copies the throughput runs need.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../app/db/client.server.ts";
import { startShopProcess, type ShopProcess } from "../../tools/harness/shop-process.ts";
import { seedBulkItems } from "./seed-items.ts";

/** `npm start` is `node scripts/start.mjs`; this starts that script (with `env` added) and waits for /healthz. */
export async function startTimed(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ shop: ShopProcess; startMs: number }> {
  const started = performance.now();
  // DATABASE_URL empty: the shop runs on its embedded database even when the bench is given a server.
  const shop = await startShopProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    ...env,
  });
  for (;;) {
    const health = await fetch(`${shop.url}/healthz`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { shop, startMs: performance.now() - started };
}

/** Resident memory of the shop process in MiB (Linux /proc, else ps). */
export function residentMiB(pid: number): number {
  return (
    procStatusMiB(pid, "VmRSS") ??
    Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) /
      1024
  );
}

/** The most the shop process has held resident since it started, in MiB; NaN where /proc is missing. */
export function peakResidentMiB(pid: number): number {
  return procStatusMiB(pid, "VmHWM") ?? Number.NaN;
}

function procStatusMiB(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const kib = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, "utf8"),
    )?.[1];
    return kib ? Number(kib) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) the process has used so far, in ms (Linux /proc; undefined elsewhere: not measured). */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold anything.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Fills one category past a full page (24 items), showing a picture of the demo catalogue. */
export async function fillCategory(dataDir: string, type: string, count: number): Promise<void> {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const rows = (await database.db.execute(
      sql`select image_key from items where type = ${type} limit 1`,
    )) as unknown as {
      rows: { image_key: string }[];
    };
    const imageKey = rows.rows[0]?.image_key;
    if (!imageKey) throw new Error(`The demo catalogue has no ${type} item`);
    await seedBulkItems(database.db, { count, type, imageKey });
  } finally {
    await database.close();
  }
}
