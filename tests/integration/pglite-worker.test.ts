// The embedded database runs in a worker thread: what the shop relies on from PGlite must hold across
// the thread boundary — PostgreSQL's error codes, transactions that commit or roll back as the code
// inside them ends, transactions that never interleave, NOTIFY after commit, the exclusive hold a
// backup copies under, and an idle database that does not keep a script's process alive.
import { spawn } from "node:child_process";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "../../app/db/client.server.ts";
import { isUniqueViolation } from "../../app/db/errors.server.ts";
import { RemotePglite } from "../../app/db/pglite-remote.server.ts";
import { shopSettings } from "../../app/db/schema/index.ts";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
  await database.db.execute(
    sql`create table counter (id int primary key, value int not null, note text)`,
  );
  await database.db.execute(sql`insert into counter values (1, 0, null)`);
});

afterAll(async () => {
  await database?.close();
});

const counter = sql.raw("counter");

/** The rows of a statement (PGlite answers `{ rows }`). */
async function rows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function valueOf(id = 1): Promise<number | undefined> {
  const [row] = await rows<{ value: number }>(
    database.db,
    sql`select value from ${counter} where id = ${id}`,
  );
  return row?.value;
}

describe("PGlite in its worker thread", () => {
  it("keeps PostgreSQL's error code and constraint on errors from the worker", async () => {
    const error = await database.db
      .execute(sql`insert into ${counter} values (1, 5, null)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "counter_pkey")).toBe(true);
    expect(isUniqueViolation(error, "another_constraint")).toBe(false);
    expect(String((error as Error).message)).toMatch(/insert into counter/);
  });

  it("commits a transaction whose code resolves, and rolls back one whose code throws", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${counter} values (10, 1, 'kept')`);
    });
    const refused = new Error("the cart changed");
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${counter} values (11, 1, 'dropped')`);
        const [seen] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${counter} where id = 11`,
        );
        // A check in JavaScript between two statements, as the order's placing makes.
        if (seen!.n === 1) throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await valueOf(10)).toBe(1);
    expect(await valueOf(11)).toBeUndefined();
  });

  it("runs concurrent transactions one after another, with JavaScript between their statements", async () => {
    await database.db.execute(sql`update ${counter} set value = 0 where id = 1`);
    const increment = () =>
      database.db.transaction(async (tx) => {
        const [read] = await rows<{ value: number }>(
          tx,
          sql`select value from ${counter} where id = 1`,
        );
        // Another transaction starting here would read the same value and one increment would be lost.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`update ${counter} set value = ${read!.value + 1} where id = 1`);
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    expect(await valueOf()).toBe(8);
  });

  it("rolls back a transaction whose statement failed, and the next transaction works", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update ${counter} set note = 'half' where id = 1`);
        await tx.execute(sql`insert into ${counter} values (1, 0, null)`);
      }),
    ).rejects.toSatisfy((error) => isUniqueViolation(error));
    const [row] = await rows<{ note: string | null }>(
      database.db,
      sql`select note from ${counter} where id = 1`,
    );
    expect(row!.note).toBeNull();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update ${counter} set note = 'whole' where id = 1`);
    });
  });

  it("makes a query from outside wait for an open transaction instead of seeing its rows", async () => {
    let outside: Promise<number | undefined> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${counter} values (20, 7, 'in flight')`);
      outside = valueOf(20);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql`update ${counter} set value = 9 where id = 20`);
    });
    expect(await outside).toBe(9);
  });

  it("returns drizzle's typed rows (timestamps as dates, json as objects)", async () => {
    await database.db.insert(shopSettings).values({ version: 3, settings: { a: [1, "two"] } });
    const [row] = await database.db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    expect(row!.settings).toEqual({ a: [1, "two"] });
    expect(row!.version).toBe(3);
    expect(row!.updatedAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(60_000);
  });

  it("delivers a NOTIFY to a listener after its transaction commits, never for one rolled back", async () => {
    const heard: (string | null)[] = [];
    const stop = await database.listen("worker_test", (payload) => heard.push(payload));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('worker_test', 'dropped')`);
        throw new Error("changed my mind");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('worker_test', 'kept')`);
    });
    await expect.poll(() => heard).toEqual(["kept"]);
    await stop();
    await database.db.execute(sql`select pg_notify('worker_test', 'after stop')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(["kept"]);
  });
});

describe("the exclusive hold a backup copies under", () => {
  it("keeps every query waiting until the work in the main thread is done", async () => {
    const remote = await RemotePglite.start(undefined);
    try {
      await remote.exec("create table t (n int)");
      const steps: string[] = [];
      let query: Promise<unknown> | undefined;
      await remote.exclusively(async () => {
        query = remote.query("insert into t values (1)").then(() => steps.push("query"));
        await new Promise((resolve) => setTimeout(resolve, 30));
        steps.push("copy");
      });
      await query;
      expect(steps).toEqual(["copy", "query"]);
    } finally {
      await remote.close();
    }
  });

  it("refuses queries once closed, with a message that says so", async () => {
    const remote = await RemotePglite.start(undefined);
    await remote.close();
    await expect(remote.query("select 1")).rejects.toThrow(/closed/);
  });
});

describe("a script that leaves its database open", () => {
  it("still ends when its work is done (an idle worker does not hold the process)", async () => {
    const root = path.resolve(import.meta.dirname, "..", "..");
    const script = `
      const { openDatabase } = await import(${JSON.stringify(path.join(root, "app/db/client.server.ts"))});
      const database = await openDatabase({ kind: "pglite" });
      const answer = await database.db.$client.query("select 41 + 1 as n");
      console.log(answer.rows[0].n);`;
    const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(output.trim()).toBe("42");
    expect(code).toBe(0);
  }, 60_000);
});
