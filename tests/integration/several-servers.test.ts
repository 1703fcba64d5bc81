// Several processes on one PostgreSQL database, as `npm start` runs them: WORKERS=N serving one port
// from N processes (one ready line, each worker answering, a dead one replaced, a clean stop), WORKERS refused on the
// embedded database, and a server whose generated AUTH_SECRET is not the others' refused.
import { rmSync } from "node:fs";
import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ScratchDatabase } from "../../tools/harness/scratch-postgres.ts";
import { shopClient } from "../../tools/harness/http-client.ts";
import {
  ensureBuilt,
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { createServerDatabase } from "../support/database.ts";

const dataDirs: string[] = [];
function dataDir(): string {
  const dir = tempDataDir();
  dataDirs.push(dir);
  return dir;
}

/** The start's failure: its exit code and what it printed. */
async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const started = await startShopProcess(env).then(
    async (shop) => {
      await shop.stop();
      throw new Error(`the shop started at ${shop.url}`);
    },
    (error: { code: number; output: string }) => error,
  );
  return started;
}

/**
 * GET /healthz on a connection of its own: the workers take turns by connection, and fetch would
 * send every request down one kept-alive connection to one worker.
 */
function healthOnNewConnection(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection handed to a worker at the moment it is killed is lost with it: give up on it.
    http
      .get(`${base}/healthz`, { agent: false, timeout: 2_000 }, (res) => {
        res.resume();
        res.once("end", () => resolve(res.statusCode ?? 0));
      })
      .once("timeout", function (this: http.ClientRequest) {
        this.destroy(new Error("no answer within 2 s"));
      })
      .once("error", reject);
  });
}

/** The lines of the output that are not pino's JSON log lines. */
const plainLines = (output: string) =>
  output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("{"));

beforeAll(() => ensureBuilt(), 240_000);
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("WORKERS on the embedded database", () => {
  it("refuses to start with one line: PGlite is opened by one process only", async () => {
    const { code, output } = await refusedStart({
      DATA_DIR: dataDir(),
      WORKERS: "2",
      DATABASE_URL: "",
    });
    expect(code).toBe(1);
    expect(plainLines(output)).toEqual([
      "Cannot start the shop: Invalid WORKERS: more than 1 needs DATABASE_URL (the embedded database is opened by one process only)",
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "several processes on one PostgreSQL database",
  () => {
    // A database for each test: the first server on one records its secret's fingerprint.
    let database: ScratchDatabase;
    beforeEach(async () => {
      database = await createServerDatabase();
    });
    afterEach(async () => {
      await database?.drop();
    });

    it("WORKERS=2 serves one port from two processes, says ready once and stops cleanly", async () => {
      // info: each request's log line carries the pid of the process that answered it.
      const shop = await startShopProcess({
        DATA_DIR: dataDir(),
        DATABASE_URL: database.url,
        WORKERS: "2",
        LOG_LEVEL: "info",
        SEED_DEMO: "false",
      });
      try {
        // PORT=0: the workers share the port the primary got, and the ready line names it.
        expect(shop.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(shop.url).not.toMatch(/:0$/);
        const servedBy = async () => {
          for (let i = 0; i < 20; i++) expect(await healthOnNewConnection(shop.url)).toBe(200);
          return new Set(
            shop
              .output()
              .split("\n")
              .filter((line) => line.includes('"url":"/healthz"'))
              .map((line) => (JSON.parse(line) as { pid: number }).pid),
          );
        };
        const workers = await servedBy();
        expect(workers.size).toBe(2);
        expect(workers.has(shop.child.pid!)).toBe(false);
        expect(shop.output().match(/Shop ready at/g)).toHaveLength(1);

        // A worker that dies is replaced; the other serves meanwhile.
        const [killed] = workers;
        process.kill(killed!, "SIGKILL");
        await expect
          .poll(async () => (await servedBy().catch(() => new Set())).size, {
            timeout: 20_000,
            interval: 200,
          })
          .toBe(3);
        expect(shop.output()).toContain("a worker died; starting another");
      } finally {
        expect(await shop.stop()).toBe(0);
      }
    }, 45_000);

    describe("AUTH_SECRET", () => {
      let first: ShopProcess | undefined;
      afterAll(async () => {
        await first?.stop();
      });

      it("refuses a second server whose generated secret differs, and takes one given in the environment", async () => {
        const common = { DATABASE_URL: database.url, SEED_DEMO: "false", TRUST_PROXY: "true" };
        const firstDir = dataDir();
        first = await startShopProcess({ ...common, DATA_DIR: firstDir });

        // Another DATA_DIR, another generated secret: its sessions would be refused on the first.
        const refused = await refusedStart({ ...common, DATA_DIR: dataDir() });
        expect(refused.code).toBe(1);
        expect(plainLines(refused.output)).toEqual([
          "Cannot start the shop: AUTH_SECRET was generated into this server's DATA_DIR and differs from the one other servers on this database use; set the same AUTH_SECRET on every server",
        ]);
        await first.stop();

        // The same secret given to both: a shopper signed in on one is signed in on the other.
        const secret = { AUTH_SECRET: "a-secret-shared-by-every-app-server-0123456789" };
        const servers = [await startShopProcess({ ...common, ...secret, DATA_DIR: dataDir() })];
        try {
          expect(servers[0]!.output()).toContain(
            "AUTH_SECRET differs from the secret this database's servers used until now and replaces it",
          );
          servers.push(await startShopProcess({ ...common, ...secret, DATA_DIR: dataDir() }));
          const [one, two] = servers.map((server) => shopClient(() => server.url));
          const cookie = await one!.registerAndSignIn(undefined, undefined, { ip: "192.0.2.77" });
          const orders = await two!.get("/orders", { cookie });
          expect(orders.status).toBe(200);

          // The generated secret of the first server is no longer the recorded one.
          const again = await refusedStart({ ...common, DATA_DIR: firstDir });
          expect(plainLines(again.output)[0]).toContain("set the same AUTH_SECRET on every server");
        } finally {
          for (const server of servers) await server.stop();
        }
      }, 60_000);
    });
  },
);
