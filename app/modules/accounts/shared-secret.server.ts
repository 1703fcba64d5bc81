// Owns the agreement of app servers on one database about a shared secret (the one that signs
// sessions, the one in M-Pesa's callback URLs): each server compares its secret's fingerprint with
// the one the database holds, so that a server whose generated secret differs from the others'
// (another DATA_DIR) refuses to start instead of signing its shoppers out on every other server.
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { secretFingerprints } from "../../db/schema/secrets.ts";

export type SecretAgreement =
  /** The database held no fingerprint: this secret's is now recorded. */
  | "recorded"
  | "same"
  /** A secret given in the environment replaced the recorded one (what it signed no longer holds). */
  | "replaced"
  /** This server's generated secret is not the one recorded: it must not serve. */
  | "differs";

/** Keyed by the secret: the fingerprint tells nothing of it, and equal secrets give equal fingerprints. */
function fingerprintOf(name: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`duka shared secret fingerprint: ${name}`)
    .digest("base64url");
}

/**
 * `given`: the secret came from the environment, where the person running the servers chose it: it
 * wins and becomes the recorded one. A generated secret only joins the recorded one (or is the first).
 */
export async function agreeOnSecret(
  db: Db,
  name: string,
  secret: string,
  given: boolean,
): Promise<SecretAgreement> {
  const fingerprint = fingerprintOf(name, secret);
  const [inserted] = await db
    .insert(secretFingerprints)
    .values({ name, fingerprint })
    .onConflictDoNothing()
    .returning({ name: secretFingerprints.name });
  if (inserted) return "recorded";
  const [recorded] = await db
    .select({ fingerprint: secretFingerprints.fingerprint })
    .from(secretFingerprints)
    .where(eq(secretFingerprints.name, name));
  if (recorded?.fingerprint === fingerprint) return "same";
  if (!given) return "differs";
  await db
    .update(secretFingerprints)
    .set({ fingerprint, recordedAt: sql`now()` })
    .where(eq(secretFingerprints.name, name));
  return "replaced";
}
