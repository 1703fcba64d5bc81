// Owns what app servers sharing one database must agree on without the database holding it: a
// fingerprint of each shared secret (an HMAC keyed by the secret, never the secret itself).
import { pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./columns.ts";

export const secretFingerprints = pgTable("secret_fingerprints", {
  /** Which secret: "auth-secret", "mpesa-callback-secret". */
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  recordedAt: moment("recorded_at").notNull().defaultNow(),
});
