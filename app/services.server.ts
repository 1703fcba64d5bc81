// Owns what loaders and actions reach through the router context: the database, the account
// service, storage, mail, config and the request's logger. The server and the tests each build
// their own; nothing here is global.
import path from "node:path";
import type { Readable } from "node:stream";
import { href, type RouterContextProvider } from "react-router";
import type { Config } from "./config.server.ts";
import type { Db } from "./db/client.server.ts";
import { createChangeFeed } from "./db/changes.server.ts";
import { pageMessages, serverTranslator } from "./i18n/catalogue.server.ts";
import { languages } from "./i18n/languages.ts";
import type { Language } from "./i18n/languages.ts";
import type { Namespace } from "./i18n/messages/en.ts";
import type { Logger } from "./lib/logger.server.ts";
import { createAuth, passwordWork } from "./modules/accounts/index.server.ts";
import {
  passwordResetMail,
  enqueueMail,
  mailSender,
  startOutboxWorker,
  fileTransport,
  smtpTransport,
  type OrderMailContext,
  type ShopContact,
  type OutboxWorker,
  type MailTransport,
} from "./modules/mail/index.server.ts";
import { s3Storage, diskStorage } from "./modules/storage/index.server.ts";
import { createSmsClient, startSmsWorker } from "./modules/sms/index.server.ts";
import {
  createDarajaClient,
  createStkProvider,
  startStkQueryWorker,
  type StkQueryWorker,
} from "./modules/payments/index.server.ts";
import { settingsStore, defaultSettings } from "./modules/settings/index.server.ts";
import { keptCategoryListings } from "./modules/catalogue/index.server.ts";
import { resolveSecrets, type ShopSecrets } from "./secrets.server.ts";
import { servicesContext, type Services, type ShopServices } from "./services-context.server.ts";

export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/** The messages a route's components show, in the visitor's language, to send with its data. */
export function messagesFor(context: Readonly<RouterContextProvider>, ...namespaces: Namespace[]) {
  return pageMessages(services(context).lang, namespaces);
}

/** What order e-mails say about the shop: its page links and its contacts, as saved now. */
export async function orderMailContext(
  context: Readonly<RouterContextProvider>,
): Promise<OrderMailContext & { shop: ShopContact }> {
  const { config, settings } = services(context);
  const { contact, mpesa } = (await settings.current()).settings;
  const reach = { phone: contact.phone, email: contact.email };
  return {
    publicUrl: config.publicUrl,
    reach,
    shop: { ...reach, mpesaNumber: mpesa.number, mpesaName: mpesa.name },
  };
}

/** The e-mails' From: MAIL_FROM with the shop's name. */
function sender(config: Config): string {
  return mailSender(config.mailFrom, serverTranslator("en")("common.brand"));
}

function mailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, sender(config))
    : fileTransport(path.join(config.dataDir, "mail"), sender(config));
}

/**
 * Assembles the shop's services over an open database. `worker: false` (scripts) leaves the
 * outbox for the shop process to deliver.
 */
/** The Daraja client of the shop's M-Pesa settings. */
function darajaClientFor(api: NonNullable<Config["mpesaApi"]>, log: Logger) {
  return createDarajaClient({
    baseUrl: api.apiUrl,
    consumerKey: api.consumerKey,
    consumerSecret: api.consumerSecret,
    shortcode: api.shortcode,
    passkey: api.passkey,
    type: api.type,
    tillNumber: api.tillNumber,
    log,
  });
}

export type PaybillRegistration = "registered" | "already-registered" | "not-registered";

/**
 * Registers the paybill's confirmation and validation URLs (they carry the callback secret) with
 * Daraja, which registers a short code's URLs once: "already registered" is no fault. At every
 * start, and by `npm run admin -- mpesa-register-urls`.
 */
async function registerPaybillUrls(
  client: ReturnType<typeof darajaClientFor>,
  publicUrl: string,
  callbackSecret: string,
  log: Logger,
): Promise<PaybillRegistration> {
  const paybillUrl = (kind: "confirmation" | "validation") =>
    `${publicUrl}${href("/payments/paybill/:secret/:kind", { secret: callbackSecret, kind })}`;
  const answer = await client.registerC2BUrls({
    confirmationUrl: paybillUrl("confirmation"),
    validationUrl: paybillUrl("validation"),
    responseType: "Completed",
  });
  if (answer.ok && answer.alreadyRegistered) {
    log.info("M-Pesa paybill URLs were registered already (Daraja keeps the first registration)");
    return "already-registered";
  }
  if (answer.ok) {
    log.info("M-Pesa paybill URLs registered");
    return "registered";
  }
  log.warn(
    { kind: answer.kind },
    "M-Pesa paybill URLs not registered: payments by hand are not matched by themselves",
  );
  return "not-registered";
}

/** What `npm run admin -- mpesa-register-urls` does: the registration, without a database. */
export async function registerPaybillUrlsOnce(
  config: Config,
  log: Logger,
): Promise<PaybillRegistration | "no-mpesa"> {
  if (!config.mpesaApi) return "no-mpesa";
  const secret = resolveSecrets(config).mpesaCallback!;
  return registerPaybillUrls(darajaClientFor(config.mpesaApi, log), config.publicUrl, secret, log);
}

export function createShopServices(
  config: Config,
  db: Db,
  log: Logger,
  {
    worker = true,
    secrets = resolveSecrets(config),
    backup,
    backupToken,
  }: {
    worker?: boolean;
    /** The secrets resolved at start (by default resolved here: scripts and tests). */
    secrets?: ShopSecrets;
    backup?: () => Promise<Readable | null>;
    backupToken?: string;
  } = {},
): ShopServices & { stop(): Promise<void> } {
  let outboxWorker: OutboxWorker | undefined;
  const auth = createAuth({
    db,
    publicUrl: config.publicUrl,
    secret: secrets.auth,
    log,
    async onPasswordResetRequested(email, token, lang) {
      // The link opens the page in the language the reset was asked in.
      const link = `${config.publicUrl}/reset-password?${new URLSearchParams({ token, lang })}`;
      await enqueueMail(db, passwordResetMail(lang, email, link));
      outboxWorker?.wake();
    },
  });
  if (worker) outboxWorker = startOutboxWorker(db, mailTransport(config), log);
  let sms: ShopServices["sms"];
  let smsWorker: OutboxWorker | undefined;
  const smsApi = config.smsApi;
  if (smsApi) {
    const callbackSecret = secrets.smsCallback!;
    sms = {
      callbackSecret,
      deliveryReportUrl: `${config.publicUrl}${href("/sms/delivery-reports/:secret", { secret: callbackSecret })}`,
    };
  }
  // Without SMS_ENV the worker still runs: it marks the queued messages skipped, so none waits to
  // go out long after its order when SMS is turned on.
  if (worker)
    smsWorker = startSmsWorker(
      db,
      smsApi
        ? createSmsClient({
            baseUrl: smsApi.apiUrl,
            username: smsApi.username,
            apiKey: smsApi.apiKey,
            senderId: smsApi.senderId,
            log,
          })
        : null,
      log,
    );
  let queryWorker: StkQueryWorker | undefined;
  let mpesa: ShopServices["mpesa"];
  if (config.mpesaApi) {
    const api = config.mpesaApi;
    const callbackSecret = secrets.mpesaCallback!;
    const client = darajaClientFor(api, log);
    const callbackUrl = `${config.publicUrl}${href("/payments/stk/callback/:secret", { secret: callbackSecret })}`;
    mpesa = {
      provider: createStkProvider({ db, client, callbackUrl, queryAfterMs: api.queryAfterMs, log }),
      callbackSecret,
      async registerPaybillUrls() {
        await registerPaybillUrls(client, config.publicUrl, callbackSecret, log);
      },
    };
    if (worker) queryWorker = startStkQueryWorker(db, client, { publicUrl: config.publicUrl }, log);
  }
  const changes = createChangeFeed();
  const catalogueHours = Object.fromEntries(
    languages.map((lang) => [lang, serverTranslator(lang)("common.footer.hours")]),
  ) as Record<Language, string>;
  return {
    db,
    config,
    changes,
    settings: settingsStore(db, defaultSettings(config, catalogueHours), changes, log),
    listings: keptCategoryListings(db, changes),
    auth,
    passwordWork: passwordWork(config.passwordHashConcurrency),
    storage: config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, "uploads")),
    mailQueued: () => {
      outboxWorker?.wake();
      smsWorker?.wake();
    },
    sms,
    mpesa,
    backup,
    backupToken,
    stop: async () => {
      await queryWorker?.stop();
      await outboxWorker?.stop();
      await smsWorker?.stop();
      await changes.stop();
    },
  };
}
