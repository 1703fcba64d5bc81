// Owns what a visitor does with an account: register, sign in and out, reset a password, and
// staff accounts. Wraps better-auth so that routes deal only in outcomes and cookies.
import { and, eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Db } from "../../db/client.server.ts";
import { account, session, user } from "../../db/schema/accounts.ts";
import type { Language } from "../../i18n/languages.ts";
import { inResetLanguage, type Auth } from "./auth.server.ts";

/** better-auth's refusal (its API error), as its code and message; anything else is not a refusal and is thrown on. */
function refusalOf(error: unknown): { code: string; message: string } {
  if (error instanceof APIError)
    return { code: String(error.body?.code ?? ""), message: error.body?.message ?? error.message };
  throw error;
}

export type RegisterOutcome = { ok: true } | { ok: false; reason: "exists" | "refused" };

/** Creates a customer account (never another role). */
export async function register(
  auth: Auth,
  db: Db,
  email: string,
  password: string,
): Promise<RegisterOutcome> {
  // better-auth hides an existing e-mail when it does not sign in at once; the shop says it plainly.
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) return { ok: false, reason: "exists" };
  try {
    await auth.api.signUpEmail({ body: { email, password, name: email.split("@")[0]! } });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      reason: refusalOf(error).code === "USER_ALREADY_EXISTS" ? "exists" : "refused",
    };
  }
}

/** Signs in; on success gives the account and the Set-Cookie headers of the new session. */
export async function signIn(
  auth: Auth,
  email: string,
  password: string,
  requestHeaders: Headers,
): Promise<{ ok: true; userId: string; setCookies: string[] } | { ok: false }> {
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, userId: response.user.id, setCookies: headers.getSetCookie() };
  } catch (error) {
    refusalOf(error);
    return { ok: false };
  }
}

/** Ends the session on the server; gives the Set-Cookie headers that clear the cookie. */
export async function signOut(auth: Auth, requestHeaders: Headers): Promise<string[]> {
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers.getSetCookie();
  } catch (error) {
    refusalOf(error);
    return [];
  }
}

/** Sends a reset link when the account exists; says nothing either way. */
export async function requestPasswordReset(
  auth: Auth,
  email: string,
  lang: Language,
): Promise<void> {
  try {
    await inResetLanguage(lang, () => auth.api.requestPasswordReset({ body: { email } }));
  } catch (error) {
    refusalOf(error);
  }
}

/** Sets a new password with a reset token (single use) and ends the account's sessions. */
export async function resetPassword(
  auth: Auth,
  token: string,
  newPassword: string,
): Promise<{ ok: true } | { ok: false; reason: "invalid-link" | "refused" }> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
    return { ok: true };
  } catch (error) {
    const { code, message } = refusalOf(error);
    return { ok: false, reason: /token/i.test(`${code} ${message}`) ? "invalid-link" : "refused" };
  }
}

export type EnsureAdminOutcome =
  "created" | "promoted" | "password-set" | "unchanged" | "refused-existing";

/**
 * Makes `email` an admin with that password: creates the account, or sets the password of an admin.
 * An account that registered itself (a customer) is promoted only with `promoteExisting`: anyone may
 * have registered the address the owner names. Whenever the role or the password changes, every
 * session of the account ends, so a cookie from before (the registrant's) never becomes an admin's.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  email: string,
  password: string,
  { promoteExisting = false }: { promoteExisting?: boolean } = {},
): Promise<EnsureAdminOutcome> {
  const address = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, address));
  if (!existing) {
    await auth.api.signUpEmail({
      body: { email: address, password, name: address.split("@")[0]! },
    });
    await db
      .update(user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(eq(user.email, address));
    return "created";
  }
  const wasAdmin = existing.role === "admin";
  if (!wasAdmin && !promoteExisting) return "refused-existing";
  const context = await auth.$context;
  const [credential] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")));
  if (
    wasAdmin &&
    credential?.password &&
    (await context.password.verify({ hash: credential.password, password }))
  )
    return "unchanged";
  const hash = await context.password.hash(password);
  await db.transaction(async (tx) => {
    if (credential)
      await tx
        .update(account)
        .set({ password: hash, updatedAt: new Date() })
        .where(eq(account.id, credential.id));
    await tx
      .update(user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(eq(user.id, existing.id));
    await tx.delete(session).where(eq(session.userId, existing.id));
  });
  if (!credential) {
    await context.internalAdapter.linkAccount({
      userId: existing.id,
      providerId: "credential",
      accountId: existing.id,
      password: hash,
    });
  }
  return wasAdmin ? "password-set" : "promoted";
}
