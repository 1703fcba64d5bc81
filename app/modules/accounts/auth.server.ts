// Owns the account service: better-auth with e-mail and password, sessions held in the shop's own
// database, and an HttpOnly SameSite=Lax session cookie (Secure when the shop is served over https).
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../../db/client.server.ts";
import { account, session, user, verification } from "../../db/schema/accounts.ts";
import { defaultLanguage, type Language } from "../../i18n/languages.ts";
import { libraryLog, type Logger } from "../../lib/logger.server.ts";
import { accountRules } from "../../lib/rules/account.ts";

/** Password reset links work for this long (and once). */
const resetTokenSeconds = 60 * 60;

export interface AuthOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  /** Where better-auth's own lines go (without e-mail addresses). */
  log: Logger;
  /**
   * Called with the reset token when someone asks to reset an existing account's password, and the
   * language they asked in (the e-mail is written in it).
   */
  onPasswordResetRequested(email: string, token: string, lang: Language): Promise<void>;
}

/** The language of the reset request in progress: better-auth calls back without the request. */
const resetLanguage = new AsyncLocalStorage<Language>();

/** Runs a reset request, so that its e-mail is written in `lang`. */
export function inResetLanguage<T>(lang: Language, request: () => Promise<T>): Promise<T> {
  return resetLanguage.run(lang, request);
}

export function createAuth({ db, publicUrl, secret, log, onPasswordResetRequested }: AuthOptions) {
  return betterAuth({
    appName: "Duka Fashions",
    baseURL: publicUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Registration leads to the login page, not into a session.
      autoSignIn: false,
      minPasswordLength: accountRules.password.minLength,
      maxPasswordLength: accountRules.password.maxLength,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        onPasswordResetRequested(user.email, token, resetLanguage.getStore() ?? defaultLanguage),
    },
    user: {
      additionalFields: {
        // input: false — no sign-up or profile form can choose its own role.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    // The shop's forms call the API on the server and limit attempts themselves (rate-limit.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its lines (some name an e-mail address) go through the shop's logger, addresses left out;
    // the shop's LOG_LEVEL decides which are written.
    // Colours are pino's business: without this better-auth asks the terminal's colour depth each
    // time it makes a logger, which its adapter does on every session lookup.
    logger: { level: "debug", disableColors: true, log: libraryLog(log, "better-auth") },
    advanced: {
      // A session and its user in one query (through the schema's relations) instead of two: every
      // signed-in page looks its session up.
      database: { joins: true },
      useSecureCookies: publicUrl.startsWith("https:"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
