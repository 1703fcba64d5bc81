// Owns refusing to start one of several app servers on one PostgreSQL database when its secrets
// are not the others': a session signed here would be refused there (the shopper signed out at
// random), and M-Pesa's callbacks, which carry the secret of the server that asked, refused too.
import { ConfigError, type Config } from "../app/config.server.ts";
import type { Db } from "../app/db/client.server.ts";
import type { Logger } from "../app/lib/logger.server.ts";
import { loadOrCreateSecret } from "../app/lib/secret-file.server.ts";
import { agreeOnSecret } from "../app/modules/accounts/shared-secret.server.ts";
import { loadAuthSecret } from "../app/modules/accounts/secret.server.ts";

interface SharedSecret {
  name: string;
  variable: string;
  given: string | undefined;
  secret: string;
  /** What stops working when a given secret replaces the recorded one. */
  replacing: string;
}

export async function requireSharedSecrets(config: Config, db: Db, log: Logger): Promise<void> {
  const secrets: SharedSecret[] = [
    {
      name: "auth-secret",
      variable: "AUTH_SECRET",
      given: config.authSecret,
      secret: loadAuthSecret(config.authSecret, config.dataDir),
      replacing: "sessions signed with the previous secret end (their shoppers sign in again)",
    },
  ];
  if (config.mpesaApi) {
    const given = config.mpesaApi.callbackSecret;
    secrets.push({
      name: "mpesa-callback-secret",
      variable: "MPESA_CALLBACK_SECRET",
      given,
      secret: loadOrCreateSecret(given, config.dataDir, "mpesa-callback-secret"),
      replacing:
        "M-Pesa results for requests made before are refused (the STK query worker still asks Daraja about them)",
    });
  }
  for (const { name, variable, given, secret, replacing } of secrets) {
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
