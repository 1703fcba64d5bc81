// The shop's services over a test database, as the server assembles them (no outbox worker: tests
// deliver mail themselves when they want to).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig } from "../../app/config.server.ts";
import type { Db } from "../../app/db/client.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { createShopServices } from "../../app/services.server.ts";

export function testServices(db: Db, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-services-"));
  const config = parseConfig({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "silent", ...env });
  const log = createLogger("silent");
  return { ...createShopServices(config, db, log, { worker: false }), log, dataDir };
}
