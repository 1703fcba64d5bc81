// Owns the wholesale accounts table: a customer's application to buy wholesale (the business, its
// KRA PIN, phone and town) and where it stands, with who decided and when. One row per account:
// applying again after a decline or an end starts that row over.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import {
  wholesaleRules,
  wholesaleStatuses,
  type WholesaleStatus,
} from "../../lib/rules/wholesale.ts";
import { languages, type Language } from "../../i18n/languages.ts";
import { byAccount, user } from "./accounts.ts";
import { filledInCheck, oneOf } from "./checks.ts";
import { moment } from "./columns.ts";

export const wholesaleAccounts = pgTable(
  "wholesale_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    /** Upper-cased: a letter, nine digits and a letter. */
    kraPin: text("kra_pin").notNull(),
    businessPhone: text("business_phone").notNull(),
    town: text("town").notNull(),
    /** The language the customer applied in: the decision's e-mail is written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
    /** approved: the account buys wholesale. */
    status: text("status").$type<WholesaleStatus>().notNull().default("pending"),
    appliedAt: moment("applied_at").notNull().defaultNow(),
    /** The staff account that approved, declined or ended it last; null while pending (or once that account is gone). */
    decidedBy: byAccount("decided_by"),
    decidedAt: moment("decided_at"),
  },
  (t) => [
    index("wholesale_accounts_status_idx").on(t.status, t.appliedAt),
    check("wholesale_accounts_status_known", oneOf(t.status, wholesaleStatuses)),
    check("wholesale_accounts_language_known", oneOf(t.language, languages)),
    filledInCheck(t.businessName, wholesaleRules.businessName.maxLength),
    check("wholesale_accounts_kra_pin_form", sql`${t.kraPin} ~ '^[A-Z][0-9]{9}[A-Z]$'`),
    filledInCheck(t.businessPhone, wholesaleRules.businessPhone.maxLength),
    filledInCheck(t.town, wholesaleRules.town.maxLength),
  ],
);

export type WholesaleAccount = typeof wholesaleAccounts.$inferSelect;
