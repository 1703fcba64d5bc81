// Owns the shops the soak runs against: one shop on its embedded database, or (SOAK_SERVERS=2) two
// shop processes on one PostgreSQL scratch database, one S3 bucket and one SMTP server, behind the
// round-robin proxy, set up as docs/operations.md tells an owner to (same AUTH_SECRET, PUBLIC_URL
// the proxy's, TRUST_PROXY). Both start at once, so that they race for the migrations and the seed.
// (One shop set up that way is the same run's baseline for two.)
import { rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { DatabaseTarget } from "../../app/db/client.server.ts";
import {
  startRoundRobinProxy,
  type RoundRobinProxy,
} from "../../tools/harness/round-robin-proxy.ts";
import { startS3 } from "../../tools/harness/s3.ts";
import { createScratchDatabase } from "../../tools/harness/scratch-postgres.ts";
import {
  startShopProcess,
  tempDataDir,
  type ShopProcess,
} from "../../tools/harness/shop-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../../tools/harness/smtp.ts";

export interface SoakDeployment {
  /** Where the virtual users send their requests (the shop, or the proxy in front of the shops). */
  url: string;
  shops: ShopProcess[];
  /** Where the orders are, to read once the shops have stopped. */
  database: DatabaseTarget;
  /** Two servers: the proxy, and the SMTP server that receives their e-mails. */
  proxy?: RoundRobinProxy;
  smtp?: TestSmtpServer;
  /** Stops every shop with SIGTERM; resolves with their exit codes. */
  stop(): Promise<(number | null)[]>;
  /** Removes what the run made (data directories, the scratch database, the bucket). */
  remove(): Promise<void>;
}

/** Settings of every soak shop: per-address limits by X-Forwarded-For, and no hourly order limit. */
const soakEnv = {
  TRUST_PROXY: "true",
  // Each ordering user places an order every few seconds: far above a shopper's hour.
  ORDER_LIMIT: "0",
};

export async function oneShop(): Promise<SoakDeployment> {
  const dataDir = tempDataDir();
  // DATABASE_URL empty: the embedded database; SMTP_URL empty: e-mails go to .eml files in DATA_DIR.
  const shop = await startShopProcess({
    ...soakEnv,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
  });
  return {
    url: shop.url,
    shops: [shop],
    database: { kind: "pglite", dataDir },
    stop: async () => [await shop.stop()],
    async remove() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` shops (1 or 2) on one PostgreSQL scratch database, S3 bucket and SMTP server, behind the proxy. */
export async function shopsOnPostgres(
  postgresServerUrl: string,
  count: number,
): Promise<SoakDeployment> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const remove = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const scratch = await createScratchDatabase(postgresServerUrl, "soak");
    cleanups.push(() => scratch.drop());
    const s3 = await startS3();
    cleanups.push(() => s3.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const proxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    const shared = {
      ...soakEnv,
      ...s3.env,
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: proxy.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
    };
    const dataDirs = Array.from({ length: count }, tempDataDir);
    for (const dir of dataDirs) cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const starting = dataDirs.map((dir) => startShopProcess({ ...shared, DATA_DIR: dir }));
    for (const start of starting)
      cleanups.push(async () => void (await (await start.catch(() => undefined))?.stop()));
    const shops = await Promise.all(starting);
    proxy.setBackends(shops.map((shop) => shop.url));
    return {
      url: proxy.url,
      shops,
      database: { kind: "postgres", url: scratch.url },
      proxy,
      smtp,
      stop: () => Promise.all(shops.map((shop) => shop.stop())),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
