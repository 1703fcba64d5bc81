// Owns the router context key under which the server hands each request its services, and the
// shape of those services. It imports nothing of the shop but types, so under `npm run dev` a reload
// of changed modules never makes a second key that the running server does not fill
// (scripts/dev.ts; decision 0001).
import type { Readable } from "node:stream";
import { createContext } from "react-router";
import type { Config } from "./config.server.ts";
import type { ChangeFeed } from "./db/changes.server.ts";
import type { Db } from "./db/client.server.ts";
import type { Language } from "./i18n/languages.ts";
import type { Logger } from "./lib/logger.server.ts";
import { type Auth, type PasswordWork } from "./modules/accounts/index.server.ts";
import type { PaymentProvider } from "./modules/payments/index.server.ts";
import type { SettingsStore } from "./modules/settings/index.server.ts";
import type { CategoryListings } from "./modules/catalogue/index.server.ts";
import type { FileStorage } from "./modules/storage/index.server.ts";

export interface ShopServices {
  db: Db;
  config: Config;
  auth: Auth;
  /** Bounds the password hashes computed at once (sign-in, registration, new password). */
  passwordWork: PasswordWork;
  storage: FileStorage;
  /** What any app server announces it changed (settings saved). */
  changes: ChangeFeed;
  /** The shop's settings as staff saved them (or the environment's defaults). */
  settings: SettingsStore;
  /** The category pages' listings, kept until the catalogue changes. */
  listings: CategoryListings;
  /** Wakes the outbox workers (e-mail and SMS) after a message was queued. */
  mailQueued(): void;
  /** Order SMS through Africa's Talking (or its simulator), when SMS_ENV is set. */
  sms?: {
    /** The secret in the URL Africa's Talking posts delivery reports to. */
    callbackSecret: string;
    /** That URL, whole (set in Africa's Talking's dashboard; the simulator posts to it). */
    deliveryReportUrl: string;
  };
  /** Automatic M-Pesa payments (STK push), when MPESA_ENV is set. */
  mpesa?: {
    provider: PaymentProvider;
    /** The secret in the callback URLs Daraja posts results to. */
    callbackSecret: string;
    /** Registers the paybill's C2B confirmation and validation URLs with Daraja (at start; logged, never throws). */
    registerPaybillUrls(): Promise<void>;
  };
  /**
   * A backup of the embedded database (absent on a PostgreSQL server, which pg_dump backs up); null
   * while another is being taken (one at a time).
   */
  backup?: () => Promise<Readable | null>;
  /** The secret with which `npm run admin -- backup` asks this shop for a backup (see server/control-file.ts). */
  backupToken?: string;
}

export interface Services extends ShopServices {
  log: Logger;
  /** The address the request came from (for per-IP limits). */
  clientAddress: string;
  /** This page's Content-Security-Policy nonce, for its inline scripts. */
  cspNonce: string;
  /** The language the visitor reads the shop in. */
  lang: Language;
}

export const servicesContext = createContext<Services>();
