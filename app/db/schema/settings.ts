// Owns the shop's settings as staff saved them (contacts, the M-Pesa number, delivery zones): one
// row holding the whole document, with a version that a save must name (two staff saving at once:
// the second is told), and every change kept (who, when, the document before and after).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint } from "drizzle-orm/pg-core";
import { byAccount } from "./accounts.ts";
import { moment, randomId, writtenAt } from "./columns.ts";

export const shopSettings = pgTable(
  "shop_settings",
  {
    /** Always 1: the shop has one set of settings. */
    id: smallint("id").primaryKey().default(1),
    /** Raised by one on every save; 0 is "never saved" (the environment's defaults). */
    version: integer("version").notNull(),
    /** The document (app/lib/shop-settings.ts), checked on every save and read. */
    settings: jsonb("settings").notNull(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
    updatedBy: byAccount("updated_by"),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.id} = 1`),
    check("shop_settings_version_positive", sql`${t.version} >= 1`),
  ],
);

export const settingsChanges = pgTable(
  "settings_changes",
  {
    id: randomId(),
    /** The version this change made. */
    version: integer("version").notNull(),
    changedBy: byAccount("changed_by"),
    before: jsonb("before").notNull(),
    after: jsonb("after").notNull(),
    createdAt: writtenAt(),
  },
  (t) => [index("settings_changes_created_idx").on(t.createdAt.desc())],
);
