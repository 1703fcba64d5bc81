// The shop owner's commands:
//   create-admin EMAIL PASSWORD [--promote-existing]
//                                creates an admin account, or sets an admin's password; an account
//                                that registered itself is promoted only with --promote-existing.
//                                Every session of the account ends. With the embedded database,
//                                while the shop is stopped.
//   backup FILE                  writes a backup of the embedded database to FILE: asks the running
//                                shop for it (DATA_DIR/control.json), or reads the directory itself
//                                when the shop is stopped.
//   restore FILE                 replaces the embedded database with a backup (shop stopped); the old
//                                one is kept beside it as DATA_DIR/db.replaced-<time>.
//   mpesa-register-urls          registers the paybill's confirmation and validation URLs with
//                                Daraja again (after PUBLIC_URL or MPESA_CALLBACK_SECRET changed).
import { ConfigError, parseConfig } from "../app/config.server.ts";
import { createWriteStream, readFileSync, statSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { openDatabase, restorePglite, RestoreError } from "../app/db/client.server.ts";
import { DirectoryInUseError, isDirectoryInUse } from "../app/db/lock.server.ts";
import { createLogger } from "../app/lib/logger.server.ts";
import { createPrivately, makePrivate } from "../app/lib/private-files.server.ts";
import {
  ensureAdmin,
  forgotPasswordForm,
  registerForm,
} from "../app/modules/accounts/index.server.ts";
import { createShopServices, registerPaybillUrlsOnce } from "../app/services.server.ts";
import { readControlFile } from "../server/control-file.ts";

const usage = `Usage: npm run admin -- create-admin EMAIL PASSWORD [--promote-existing]
       npm run admin -- backup FILE
       npm run admin -- restore FILE
       npm run admin -- mpesa-register-urls`;

const outcomeWords = {
  created: "new account",
  promoted: "existing account promoted, password set, its sessions ended",
  "password-set": "password set, its sessions ended",
  unchanged: "it already was, with this password",
} as const;

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command === "backup" && args.length === 2) return backup(args[1]!);
  if (command === "restore" && args.length === 2) return restore(args[1]!);
  if (command === "mpesa-register-urls" && args.length === 1) return registerMpesaUrls();
  const promoteExisting = args.includes("--promote-existing");
  const [, email, password, ...rest] = args.filter((arg) => arg !== "--promote-existing");
  if (command !== "create-admin" || !email || !password || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const parsed = registerForm.safeParse({ email, password, confirmPassword: password });
  if (!parsed.success || !forgotPasswordForm.safeParse({ email }).success) {
    console.error(
      `Cannot create the admin: ${parsed.error?.issues[0]?.message ?? "invalid e-mail"}`,
    );
    return 2;
  }
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  try {
    const shop = createShopServices(config, database.db, createLogger("silent"), { worker: false });
    const outcome = await ensureAdmin(
      shop.auth,
      database.db,
      parsed.data.email,
      parsed.data.password,
      { promoteExisting },
    );
    if (outcome === "refused-existing") {
      console.error(
        `${parsed.data.email} is an account that registered itself, and anyone may have registered it. If it is yours, run again with --promote-existing (its sessions end and it gets this password).`,
      );
      return 1;
    }
    console.log(`${parsed.data.email} is now an admin (${outcomeWords[outcome]}).`);
    return 0;
  } finally {
    await database.close();
  }
}

const registrationWords = {
  registered: "M-Pesa paybill URLs registered.",
  "already-registered":
    "Daraja says the paybill's URLs are registered already and keeps the first ones: if PUBLIC_URL or MPESA_CALLBACK_SECRET changed since, ask Safaricom (apisupport@safaricom.co.ke) to delete the old registration, then run this again.",
  "not-registered": "The paybill's URLs were not registered: see the line above for why.",
  "no-mpesa": "Automatic M-Pesa payments are not set up (MPESA_ENV): nothing to register.",
} as const;

async function registerMpesaUrls(): Promise<number> {
  const outcome = await registerPaybillUrlsOnce(parseConfig(process.env), createLogger("warn"));
  (outcome === "registered" || outcome === "already-registered" ? console.log : console.error)(
    registrationWords[outcome],
  );
  return outcome === "registered" || outcome === "already-registered" ? 0 : 1;
}

async function backup(file: string): Promise<number> {
  const config = parseConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      "The shop keeps its data in a PostgreSQL server (DATABASE_URL): back it up with pg_dump.",
    );
    return 1;
  }
  const running = readControlFile(config.dataDir);
  // The lock, not the pid in the control file: a pid means nothing in another pid namespace.
  if (running && isDirectoryInUse(path.join(config.dataDir, "db"))) {
    // Only the shop's own process may open the database: ask it for the snapshot.
    const url = running.url.replace("//0.0.0.0:", "//127.0.0.1:").replace("//[::]:", "//[::1]:");
    const answer = await fetch(`${url}/admin/backup`, {
      method: "POST",
      headers: { Authorization: `Bearer ${running.backupToken}` },
    });
    if (!answer.ok) {
      console.error(
        `The running shop refused the backup: ${answer.status} ${(await answer.text()).slice(0, 200)}`,
      );
      return 1;
    }
    await pipeline(
      Readable.fromWeb(answer.body! as import("node:stream/web").ReadableStream),
      createWriteStream(file, { mode: 0o600 }),
    );
  } else {
    const database = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
    try {
      await pipeline((await database.backup!())!, createWriteStream(file, { mode: 0o600 }));
    } finally {
      await database.close();
    }
  }
  makePrivate(file); // a file that was there before keeps its old mode otherwise
  console.log(
    `Backup written to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)${running ? " by the running shop" : ""}.`,
  );
  return 0;
}

async function restore(file: string): Promise<number> {
  const config = parseConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      "The shop keeps its data in a PostgreSQL server (DATABASE_URL): restore it with pg_restore or psql.",
    );
    return 1;
  }
  let tarball: Uint8Array;
  try {
    tarball = new Uint8Array(readFileSync(file));
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  try {
    const { orders, keptAs } = await restorePglite(config.dataDir, tarball);
    console.log(
      `Restored ${file}: ${orders} orders.${keptAs ? ` The database it replaced is kept in ${keptAs}.` : ""}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreError)) throw error;
    console.error(`Cannot restore: ${error.message}`);
    return 1;
  }
}

// Backups, a restored database and a new data directory are the shop's user's alone.
createPrivately();
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
