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

export function resolveSecrets(config: Config): ShopSecrets {
  return {
    auth: loadOrCreateSecret(config.authSecret, config.dataDir, "auth-secret"),
    mpesaCallback: config.mpesaApi
      ? loadOrCreateSecret(config.mpesaApi.callbackSecret, config.dataDir, "mpesa-callback-secret")
      : undefined,
    smsCallback: config.smsApi
      ? loadOrCreateSecret(config.smsApi.callbackSecret, config.dataDir, "sms-callback-secret")
      : undefined,
  };
}

interface SharedSecret {
  name: string;
  variable: string;
  given: string | undefined;
  secret: string;
  /** What stops working when a given secret replaces the recorded one. */
  replacing: string;
}

/** Throws a ConfigError when a secret generated here differs from the one this database's servers use. */
export async function requireSharedSecrets(
  secrets: ShopSecrets,
  config: Config,
  db: Db,
  log: Logger,
): Promise<void> {
  const shared: SharedSecret[] = [
    {
      name: "auth-secret",
      variable: "AUTH_SECRET",
      given: config.authSecret,
      secret: secrets.auth,
      replacing: "sessions signed with the previous secret end (their shoppers sign in again)",
    },
  ];
  if (secrets.mpesaCallback) {
    shared.push({
      name: "mpesa-callback-secret",
      variable: "MPESA_CALLBACK_SECRET",
      given: config.mpesaApi?.callbackSecret,
      secret: secrets.mpesaCallback,
      replacing:
        "M-Pesa results for requests made before are refused (the STK query worker still asks Daraja about them)",
    });
  }
  if (secrets.smsCallback) {
    shared.push({
      name: "sms-callback-secret",
      variable: "AT_CALLBACK_SECRET",
      given: config.smsApi?.callbackSecret,
      secret: secrets.smsCallback,
      replacing:
        "delivery reports of SMS sent before are refused (those messages keep their last status)",
    });
  }
  for (const { name, variable, given, secret, replacing } of shared) {
    const agreement = await agreeOnSecret(db, name, secret, given !== undefined);
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
