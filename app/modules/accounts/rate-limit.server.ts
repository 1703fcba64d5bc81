// Owns limiting sign-in, registration and reset attempts: after 5 failures in a minute, per IP and
// per e-mail, the form refuses; and the number of new accounts per client address an hour. Counts
// live in the database so that several app servers share them. An attempt takes its slot in one
// statement before the password is checked, so parallel attempts see each other; a right password
// gives the slot back, so only failures count.
import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { authAttempts } from "../../db/schema/accounts.ts";
import { withoutControlCharacters } from "../../lib/control-characters.ts";

export interface AttemptLimit {
  /** Slots per key and window (0: no limit). */
  max: number;
  windowSeconds: number;
}

/** Failed sign-in, registration and reset attempts. */
export const failureLimit: AttemptLimit = { max: 5, windowSeconds: 60 };

export type AttemptKind = "signin" | "register" | "reset";

export function attemptKeys(kind: AttemptKind, ip: string, email: string): string[] {
  // Control characters (a NUL from a hostile form) cannot be stored in text, and name no address anyway.
  const address = withoutControlCharacters(email).trim().toLowerCase();
  return [`${kind}:ip:${ip}`, `${kind}:email:${address}`];
}

/** The key under which the accounts registered from one client address are counted. */
export function registrationKey(ip: string): string {
  return `registered:ip:${ip}`;
}

/**
 * Takes one slot under `limit` for every key. Each key is one statement (insert, or add one where
 * the window still has room), so concurrent attempts on any number of app servers cannot pass the
 * limit together. Returns false, having taken nothing, when any key is full.
 */
export async function reserveAttempt(
  db: Db,
  keys: string[],
  limit: AttemptLimit = failureLimit,
): Promise<boolean> {
  if (limit.max <= 0) return true;
  const expired = sql`auth_attempts.window_start <= now() - ${`${limit.windowSeconds} seconds`}::interval`;
  const taken: string[] = [];
  for (const key of keys) {
    const rows = await db
      .insert(authAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else auth_attempts.failures + 1 end`,
          windowStart: sql`case when ${expired} then now() else auth_attempts.window_start end`,
        },
        setWhere: sql`${expired} or auth_attempts.failures < ${limit.max}`,
      })
      .returning({ failures: authAttempts.failures });
    if (rows.length === 0) {
      await releaseAttempt(db, taken);
      return false;
    }
    taken.push(key);
  }
  // Old counters are no longer needed; clear them now and then.
  if (Math.random() < 0.05) {
    await db
      .delete(authAttempts)
      .where(lt(authAttempts.windowStart, sql`now() - interval '2 hours'`));
  }
  return true;
}

/** Gives back the slots `reserveAttempt` took (the attempt succeeded, or was never checked). */
export async function releaseAttempt(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(authAttempts)
    .set({ failures: sql`greatest(auth_attempts.failures - 1, 0)` })
    .where(inArray(authAttempts.key, keys));
}
