// Owns limiting sign-in, registration and reset attempts: after 5 failures in a minute, per IP and
// per e-mail, the form refuses. Counts live in the database so that several app servers share them.
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { authAttempts } from "../../db/schema/accounts.ts";

export const maxFailures = 5;
const windowSeconds = 60;

export type AttemptKind = "signin" | "register" | "reset";

export function attemptKeys(kind: AttemptKind, ip: string, email: string): string[] {
  // Control characters (a NUL from a hostile form) cannot be stored in text, and name no address anyway.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const address = email.replace(/[\u0000-\u001f\u007f]/g, "").trim().toLowerCase();
  return [`${kind}:ip:${ip}`, `${kind}:email:${address}`];
}

export async function isRateLimited(db: Db, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ key: authAttempts.key })
    .from(authAttempts)
    .where(
      and(
        inArray(authAttempts.key, keys),
        gte(authAttempts.failures, maxFailures),
        sql`${authAttempts.windowStart} > now() - ${`${windowSeconds} seconds`}::interval`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  const expired = sql`auth_attempts.window_start <= now() - ${`${windowSeconds} seconds`}::interval`;
  for (const key of keys) {
    // One statement per key: concurrent failures on several app servers add up correctly.
    await db
      .insert(authAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else auth_attempts.failures + 1 end`,
          windowStart: sql`case when ${expired} then now() else auth_attempts.window_start end`,
        },
      });
  }
  // Old counters are no longer needed; clear them now and then.
  if (Math.random() < 0.05) {
    await db.delete(authAttempts).where(lt(authAttempts.windowStart, sql`now() - interval '1 hour'`));
  }
}
