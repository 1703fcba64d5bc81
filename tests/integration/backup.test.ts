// Backups of the embedded database while the shop runs: `npm run admin -- backup FILE` asks the
// running shop for a snapshot while shoppers keep ordering; `restore FILE` brings it back into a
// fresh DATA_DIR, where every order acknowledged before the backup began is found with its lines.
// Staff can download the same backup from the desk; nobody else can.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server.ts";
import { orderLines, orders } from "../../app/db/schema/orders.ts";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const admin = { email: "owner@duka.test", password: "owner-password-1" };

/** Runs the admin command with DATA_DIR set; resolves with its exit code and output. */
function adminCommand(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "admin.ts"), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** Every file and folder under `target` (itself included) that its group or others may use. */
function openToOthers(target: string): string[] {
  const mode = lstatSync(target).mode;
  const found = (mode & 0o077) !== 0 ? [`${target} ${(mode & 0o777).toString(8)}`] : [];
  if (lstatSync(target).isDirectory())
    for (const name of readdirSync(target)) found.push(...openToOthers(path.join(target, name)));
  return found;
}

describe("the shop's files are its own user's alone", () => {
  it("after a start (also of a data directory an older version made), a backup and a restore", async () => {
    ensureBuilt();
    const dataDir = tempDataDir();
    const restoredDir = tempDataDir();
    const backupDir = tempDataDir();
    let shop: ShopProcess | undefined;
    try {
      // As an older version left it: everything readable by every user of the machine.
      chmodSync(dataDir, 0o755);
      mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
      writeFileSync(path.join(dataDir, "mail", "old.eml"), "reset link", { mode: 0o644 });
      chmodSync(path.join(dataDir, "mail", "old.eml"), 0o644);
      shop = await startShopProcess({
        DATA_DIR: dataDir,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: "true",
      });
      // A password-reset mail written while the shop runs.
      const client = shopClient(() => shop!.url);
      await client.post("/forgot-password", { email: admin.email });
      const mailDir = path.join(dataDir, "mail");
      await expect
        .poll(() => readdirSync(mailDir).length, { timeout: 20_000, interval: 200 })
        .toBeGreaterThanOrEqual(2);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);

      // A backup, also over a file that was there (and readable by all) before.
      const backupFile = path.join(backupDir, "backup.tar.gz");
      writeFileSync(backupFile, "old", { mode: 0o644 });
      chmodSync(backupFile, 0o644);
      const backup = await adminCommand(dataDir, "backup", backupFile);
      expect(backup.code, backup.output).toBe(0);
      expect(lstatSync(backupFile).mode & 0o777).toBe(0o600);
      expect(await shop.stop()).toBe(0);
      shop = undefined;

      chmodSync(restoredDir, 0o755);
      const restored = await adminCommand(restoredDir, "restore", backupFile);
      expect(restored.code, restored.output).toBe(0);
      expect(existsSync(path.join(restoredDir, "db"))).toBe(true);
      expect(openToOthers(path.join(restoredDir, "db"))).toEqual([]);
    } finally {
      await shop?.stop();
      for (const dir of [dataDir, restoredDir, backupDir])
        rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("backups of the embedded database", () => {
  let dataDir: string;
  let restoredDir: string;
  let shop: ShopProcess | undefined;
  const client = shopClient(() => shop!.url);
  let backupFile: string;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = tempDataDir();
    restoredDir = tempDataDir();
    backupFile = path.join(tempDataDir(), "backup.tar.gz");
    // Shoppers order without pause while the backup streams: more than ORDER_LIMIT each.
    shop = await startShopProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      TRUST_PROXY: "true",
      ORDER_LIMIT: "0",
    });
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    for (const dir of [dataDir, restoredDir, path.dirname(backupFile)])
      if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("takes a backup while shoppers order, and restores every order acknowledged before it", async () => {
    const itemIds = await client.itemIdsOn("/type/women");
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => client.registerAndSignIn()));
    const acknowledged: string[] = [];
    let ordering = true;
    const load = shoppers.map(async (cookie, index) => {
      // At most four each: the shop keeps taking orders while the backup streams, and stock is finite.
      for (let round = 0; ordering && round < 4; round++)
        acknowledged.push(
          await client.placeOrder({ cookie }, itemIds[(index + round) % itemIds.length]!),
        );
    });
    await expect
      .poll(() => acknowledged.length, { timeout: 120_000, interval: 50 })
      .toBeGreaterThanOrEqual(16);

    const beforeBackup = [...acknowledged];
    const backup = await adminCommand(dataDir, "backup", backupFile);
    ordering = false;
    await Promise.all(load);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("by the running shop");
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);

    // Restoring into a directory a running shop holds is refused.
    const busy = await adminCommand(dataDir, "restore", backupFile);
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use by another shop process/);

    const restored = await adminCommand(restoredDir, "restore", backupFile);
    expect(restored.code, restored.output).toBe(0);
    const database = await openDatabase({ kind: "pglite", dataDir: restoredDir });
    try {
      for (const orderId of beforeBackup) {
        const [order] = await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(order, `order ${orderId}`).toBeDefined();
        const [lines] = await database.db
          .select({ n: count() })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId));
        expect(lines!.n).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
    }
    expect(restored.output).toMatch(/Restored .*: \d+ orders\./);
  }, 240_000);

  it("lets staff download a backup from the desk by a form post, one at a time, and nobody else", async () => {
    const staff = await client.signIn(admin.email, admin.password);
    const desk = await (await client.get("/admin/orders", { cookie: staff })).text();
    expect(desk).toContain('<form action="/admin/backup" method="post">');
    const download = await client.post("/admin/backup", {}, { cookie: staff });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="duka-backup-[\d-]+\.tar\.gz"$/,
    );
    expect(download.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    // Two at once: one is taken, the other refused at once with a clear answer.
    const both = await Promise.all(
      [0, 1].map(async () => {
        const answer = await client.post("/admin/backup", {}, { cookie: staff });
        return {
          status: answer.status,
          body: answer.status === 409 ? await answer.text() : (await answer.arrayBuffer(), ""),
        };
      }),
    );
    expect(both.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)!.body).toBe(
      "A backup is being taken right now. Try again when it is done.",
    );

    // A link (GET) takes nothing, for anyone; a post from another site is refused.
    expect((await client.get("/admin/backup", { cookie: staff })).status).toBe(405);
    expect(
      (await client.post("/admin/backup", {}, { cookie: staff, origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    const customer = await client.registerAndSignIn();
    expect((await client.post("/admin/backup", {}, { cookie: customer })).status).toBe(403);
    expect((await client.post("/admin/backup", {})).status).toBe(302);
    const forged = await fetch(`${shop!.url}/admin/backup`, {
      method: "POST",
      redirect: "manual",
      headers: { Authorization: `Bearer ${randomUUID()}` },
    });
    expect(forged.status).toBe(302);
  });

  it("refuses to restore a file that is not a backup, and keeps the database", async () => {
    const garbage = path.join(path.dirname(backupFile), "garbage.tar.gz");
    writeFileSync(garbage, "not a backup");
    const refused = await adminCommand(restoredDir, "restore", garbage);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Cannot restore");
    const database = await openDatabase({ kind: "pglite", dataDir: restoredDir });
    try {
      const [row] = await database.db.select({ n: count() }).from(orders);
      expect(row!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(readFileSync(backupFile).length).toBeGreaterThan(0);
  });
});
