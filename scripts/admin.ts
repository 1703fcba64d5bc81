// `npm run admin -- create-admin EMAIL PASSWORD`: creates an admin account or promotes an existing
// one (and sets its password). With the embedded database, run it while the shop is stopped.
import { ConfigError, parseConfig } from "../app/config.server.ts";
import { openDatabase } from "../app/db/client.server.ts";
import { DirectoryInUseError } from "../app/db/lock.server.ts";
import { createLogger } from "../app/lib/logger.server.ts";
import { ensureAdmin } from "../app/modules/accounts/accounts.server.ts";
import { forgotPasswordForm, registerForm } from "../app/modules/accounts/forms.ts";
import { createShopServices } from "../app/services.server.ts";

const usage = "Usage: npm run admin -- create-admin EMAIL PASSWORD";

async function main(args: string[]): Promise<number> {
  const [command, email, password] = args;
  if (command !== "create-admin" || !email || !password || args.length !== 3) {
    console.error(usage);
    return 2;
  }
  const parsed = registerForm.safeParse({ email, password, confirmPassword: password });
  if (!parsed.success || !forgotPasswordForm.safeParse({ email }).success) {
    console.error(`Cannot create the admin: ${parsed.error?.issues[0]?.message ?? "invalid e-mail"}`);
    return 2;
  }
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const shop = createShopServices(config, database.db, createLogger("silent"), { worker: false });
    const outcome = await ensureAdmin(shop.auth, database.db, parsed.data.email, parsed.data.password);
    console.log(`${parsed.data.email} is now an admin (${outcome === "created" ? "new account" : "existing account promoted, password set"}).`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof DirectoryInUseError) {
    console.error(`Cannot run: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
