// Owns getting a shop ready to serve, in order: the configuration, the data directory, the database
// (migrated), the secrets (resolved once, and agreed with the other servers of a PostgreSQL
// database), the services, the change feed, the demo catalogue and the admin account from the
// environment.
import { mkdirSync } from "node:fs";
import { parseConfig, type Config } from "../app/config.server.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { createLogger, type Logger } from "../app/lib/logger.server.ts";
import { createPrivately, makePrivate } from "../app/lib/private-files.server.ts";
import { ensureAdmin } from "../app/modules/accounts/index.server.ts";
import { seedDemoCatalogue } from "../app/modules/catalogue/index.server.ts";
import { requireSharedSecrets, resolveSecrets } from "../app/secrets.server.ts";
import { createShopServices } from "../app/services.server.ts";
import { newBackupToken } from "./control-file.ts";

export interface BootedShop {
  config: Config;
  log: Logger;
  database: Database;
  shop: ReturnType<typeof createShopServices>;
  /** The secret `npm run admin -- backup` asks this process with (see control-file.ts). */
  backupToken: string;
}

async function openShopDatabase(config: Config): Promise<Database> {
  // The shop's files are its own: also those of a data directory an older version made.
  createPrivately();
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  makePrivate(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  // PGlite sets the modes of the files it makes itself (666), whatever the umask.
  makePrivate(config.dataDir);
  return database;
}

/** The account ADMIN_EMAIL and ADMIN_PASSWORD name, made or given that password. */
async function ensureAdminFromEnvironment(booted: Omit<BootedShop, "backupToken">): Promise<void> {
  const { config, log, database, shop } = booted;
  if (!config.admin) return;
  const outcome = await ensureAdmin(
    shop.auth,
    database.db,
    config.admin.email,
    config.admin.password,
  );
  if (outcome === "refused-existing") {
    // Anyone may have registered that address before the owner named it: never promote it silently.
    log.warn(
      { email: config.admin.email },
      "ADMIN_EMAIL names an account that registered itself: not promoted; to make it an admin run npm run admin -- create-admin EMAIL PASSWORD --promote-existing",
    );
  } else {
    log.info({ email: config.admin.email, outcome }, "admin account from ADMIN_EMAIL is ready");
  }
}

export async function bootShop(env: Record<string, string | undefined>): Promise<BootedShop> {
  const config = parseConfig(env);
  const log = createLogger(config.logLevel);
  const database = await openShopDatabase(config);
  const secrets = resolveSecrets(config);
  // Several servers on one PostgreSQL database must sign sessions with one secret.
  if (database.kind === "postgres")
    await requireSharedSecrets(secrets, config, database.db, log).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  const backupToken = newBackupToken();
  const shop = createShopServices(config, database.db, log, {
    secrets,
    backup: database.backup,
    backupToken,
  });
  // Settings saved on another app server (same PostgreSQL database) reach this one's memory.
  await shop.changes.listenTo(database.listen);
  if (config.seedDemo) {
    const added = await seedDemoCatalogue(database.db, shop.storage);
    if (added > 0) log.info({ added }, "seeded the demo catalogue");
  }
  await ensureAdminFromEnvironment({ config, log, database, shop });
  return { config, log, database, shop, backupToken };
}
