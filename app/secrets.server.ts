// Owns the shop's secrets, resolved once at start: each is the environment's value or one generated
// once into DATA_DIR. Several app servers on one PostgreSQL database must hold the same ones — a
// session signed on one would be refused on another (its shopper signed out at random), and M-Pesa
// callbacks carry the secret of the server that asked — so a server whose secrets are not the
// others' refuses to start.
import type { Config } from "./config.server.ts";
import { ConfigError } from "./config.server.ts";
import type { Db } from "./db/client.server.ts";
import type { Logger } from "./lib/logger.server.ts";
import { loadOrCreateSecret } from "./lib/secret-file.server.ts";
import { agreeOnSecret } from "./modules/accounts/index.server.ts";

export interface ShopSecrets {
  /** Signs session cookies (AUTH_SECRET). */
  auth: string;
  /** The secret in the URLs M-Pesa posts to (MPESA_CALLBACK_SECRET), when M-Pesa is configured. */
  mpesaCallback?: string;
  /** The secret in the URL Africa's Talking posts delivery reports to (AT_CALLBACK_SECRET), when SMS is on. */
  smsCallback?: string;
}

/** How the servers on one database share a secret. */
interface SecretSharing {
  /** Its file in DATA_DIR and its row in the database. */
  name: string;
  /** The environment variable that gives it. */
  variable: string;
  given(config: Config): string | undefined;
  /** What stops working when a given secret replaces the recorded one. */
  replacing: string;
}

const sharing: Record<keyof ShopSecrets, SecretSharing> = {
  auth: {
    name: "auth-secret",
    variable: "AUTH_SECRET",
    given: (config) => config.authSecret,
    replacing: "sessions signed with the previous secret end (their shoppers sign in again)",
  },
  mpesaCallback: {
    name: "mpesa-callback-secret",
    variable: "MPESA_CALLBACK_SECRET",
    given: (config) => config.mpesaApi?.callbackSecret,
    replacing:
      "M-Pesa results for requests made before are refused (the STK query worker still asks Daraja about them)",
  },
  smsCallback: {
    name: "sms-callback-secret",
    variable: "AT_CALLBACK_SECRET",
    given: (config) => config.smsApi?.callbackSecret,
    replacing:
      "delivery reports of SMS sent before are refused (those messages keep their last status)",
  },
};

export function resolveSecrets(config: Config): ShopSecrets {
  const resolve = (secret: keyof ShopSecrets) =>
    loadOrCreateSecret(sharing[secret].given(config), config.dataDir, sharing[secret].name);
  return {
    auth: resolve("auth"),
    mpesaCallback: config.mpesaApi ? resolve("mpesaCallback") : undefined,
    smsCallback: config.smsApi ? resolve("smsCallback") : undefined,
  };
}

/** Throws a ConfigError when a secret generated here differs from the one this database's servers use. */
export async function requireSharedSecrets(
  secrets: ShopSecrets,
  config: Config,
  db: Db,
  log: Logger,
): Promise<void> {
  for (const [key, { name, variable, given, replacing }] of Object.entries(sharing)) {
    // A secret the shop does not use (M-Pesa or SMS not configured) is not compared.
    const secret = secrets[key as keyof ShopSecrets];
    if (!secret) continue;
    const agreement = await agreeOnSecret(db, name, secret, given(config) !== undefined);
    if (agreement === "differs")
      throw new ConfigError(
        `${variable} was generated into this server's DATA_DIR and differs from the one other servers on this database use; set the same ${variable} on every server`,
      );
    if (agreement === "replaced")
      log.warn(
        `${variable} differs from the secret this database's servers used until now and replaces it: ${replacing}`,
      );
  }
}
