// Owns what app servers sharing one database must agree on without the database holding it: a
// fingerprint of each shared secret (an HMAC keyed by the secret, never the secret itself).
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const secretFingerprints = pgTable("secret_fingerprints", {
  /** Which secret: "auth-secret", "mpesa-callback-secret". */
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
});
