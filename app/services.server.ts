// Owns what loaders and actions reach through the router context: the database, the account
// service, storage, mail, config and the request's logger. The server and the tests each build
// their own; nothing here is global.
import path from "node:path";
import type { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import type { Config } from "./config.server.ts";
import type { Db } from "./db/client.server.ts";
import { createChangeFeed } from "./db/changes.server.ts";
import { pageMessages, serverTranslator } from "./i18n/catalogue.server.ts";
import { defaultLanguage, languages } from "./i18n/languages.ts";
import type { Language } from "./i18n/languages.ts";
import type { Namespace } from "./i18n/messages/en.ts";
import type { Logger } from "./lib/logger.server.ts";
import { createAuth } from "./modules/accounts/auth.server.ts";
import { passwordWork } from "./modules/accounts/password-work.server.ts";
import { loadAuthSecret } from "./modules/accounts/secret.server.ts";
import { passwordResetMail } from "./modules/mail/messages.server.ts";
import { enqueueMail, startOutboxWorker, type OutboxWorker } from "./modules/mail/outbox.server.ts";
import { fileTransport, smtpTransport, type MailTransport } from "./modules/mail/transport.server.ts";
import { s3Storage } from "./modules/storage/s3.server.ts";
import { diskStorage } from "./modules/storage/disk.server.ts";
import { settingsStore } from "./modules/settings/settings.server.ts";
import { defaultSettings } from "./modules/settings/shop-settings.ts";
import { servicesContext, type Services, type ShopServices } from "./services-context.server.ts";

export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/** The messages a route's components show, in the visitor's language, to send with its data. */
export function messagesFor(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]) {
  return pageMessages(services(context).lang, namespaces);
}

function mailTransport(config: Config): MailTransport {
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
  { worker = true, backup, backupToken }: { worker?: boolean; backup?: () => Promise<Readable | null>; backupToken?: string } = {},
): ShopServices & { stop(): Promise<void> } {
  let outboxWorker: OutboxWorker | undefined;
  const auth = createAuth({
    db,
    publicUrl: config.publicUrl,
    secret: loadAuthSecret(config.authSecret, config.dataDir),
    async onPasswordResetRequested(email, token) {
      const link = `${config.publicUrl}/reset-password?${new URLSearchParams({ token })}`;
      await enqueueMail(db, passwordResetMail(defaultLanguage, email, link));
      outboxWorker?.wake();
    },
  });
  if (worker) outboxWorker = startOutboxWorker(db, mailTransport(config), log);
  const changes = createChangeFeed();
  const catalogueHours = Object.fromEntries(languages.map((lang) => [lang, serverTranslator(lang)("common.footer.hours")])) as Record<Language, string>;
  return {
    db,
    config,
    changes,
    settings: settingsStore(db, defaultSettings(config, catalogueHours), changes, log),
    auth,
    passwordWork: passwordWork(config.passwordHashConcurrency),
    storage: config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, "uploads")),
    mailQueued: () => outboxWorker?.wake(),
    backup,
    backupToken,
    stop: async () => {
      await outboxWorker?.stop();
      await changes.stop();
    },
  };
}
