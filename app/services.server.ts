// Owns what loaders and actions reach through the router context: the database, the account
// service, storage, mail, config and the request's logger. The server and the tests each build
// their own; nothing here is global.
import path from "node:path";
import { createContext, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server.ts";
import type { Db } from "./db/client.server.ts";
import type { Logger } from "./lib/logger.server.ts";
import { createAuth, type Auth } from "./modules/accounts/auth.server.ts";
import { loadAuthSecret } from "./modules/accounts/secret.server.ts";
import { passwordResetMail } from "./modules/mail/messages.server.ts";
import { enqueueMail, startOutboxWorker, type OutboxWorker } from "./modules/mail/outbox.server.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./modules/mail/transport.server.ts";
import { s3Storage } from "./modules/storage/s3.server.ts";
import { localStorage, type FileStorage } from "./modules/storage/storage.server.ts";

export interface ShopServices {
  db: Db;
  config: Config;
  auth: Auth;
  storage: FileStorage;
  /** Wakes the outbox worker after a message was queued. */
  mailQueued(): void;
  /** A backup of the embedded database (absent on a PostgreSQL server, which pg_dump backs up). */
  backup?: () => Promise<Uint8Array>;
  /** The secret with which `npm run admin -- backup` asks this shop for a backup (see server/control-file.ts). */
  backupToken?: string;
}

export interface Services extends ShopServices {
  log: Logger;
  /** The address the request came from (for per-IP limits). */
  clientAddress: string;
  /** This page's Content-Security-Policy nonce, for its inline scripts. */
  cspNonce: string;
}

export const servicesContext = createContext<Services>();

export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

export function mailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(path.join(config.dataDir, "mail"), config.mailFrom);
}

/**
 * Assembles the shop's services over an open database. `worker: false` (scripts) leaves the
 * outbox for the shop process to deliver.
 */
export function createShopServices(
  config: Config,
  db: Db,
  log: Logger,
  { worker = true, backup, backupToken }: { worker?: boolean; backup?: () => Promise<Uint8Array>; backupToken?: string } = {},
): ShopServices & { stop(): Promise<void> } {
  let outboxWorker: OutboxWorker | undefined;
  const auth = createAuth({
    db,
    publicUrl: config.publicUrl,
    secret: loadAuthSecret(config.authSecret, config.dataDir),
    async onPasswordResetRequested(email, token) {
      const link = `${config.publicUrl}/reset-password?${new URLSearchParams({ token })}`;
      await enqueueMail(db, passwordResetMail(email, link));
      outboxWorker?.wake();
    },
  });
  if (worker) outboxWorker = startOutboxWorker(db, mailTransport(config), log);
  return {
    db,
    config,
    auth,
    storage: config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "uploads")),
    mailQueued: () => outboxWorker?.wake(),
    backup,
    backupToken,
    stop: async () => {
      await outboxWorker?.stop();
    },
  };
}
