// The shop's services over a test database, as the server assembles them (no outbox worker: tests
// deliver mail themselves when they want to).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig } from "../../app/config.server.ts";
import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "../../app/db/client.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { createShopServices } from "../../app/services.server.ts";
import { openTestDatabase, type DatabaseKind } from "./database.ts";

export function testServices(db: Db, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-services-"));
  const config = parseConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    ...env,
  });
  const log = createLogger("silent");
  return { ...createShopServices(config, db, log, { worker: false }), log, dataDir };
}

/**
 * Inside a describe: a fresh test database of this kind with the shop's services over it, opened
 * before its tests and closed (data directory removed) after them.
 */
export function useTestShop(kind: DatabaseKind, env: Record<string, string> = {}) {
  const state = {} as { database: Database; db: Db; shop: ReturnType<typeof testServices> };
  beforeAll(async () => {
    state.database = await openTestDatabase(kind);
    state.db = state.database.db;
    state.shop = testServices(state.db, env);
  });
  afterAll(async () => {
    await state.shop?.stop();
    await state.database?.close();
    if (state.shop) rmSync(state.shop.dataDir, { recursive: true, force: true });
  });
  return state;
}
