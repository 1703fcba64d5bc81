// Owns the account tables: better-auth's user, session, account (password hash) and verification
// (reset tokens), plus the shop's role column and the shared sign-in attempt counters.
import { relations, sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { counter, moment, writtenAt } from "./columns.ts";

const timestamps = {
  createdAt: writtenAt(),
  updatedAt: moment("updated_at").notNull().defaultNow(),
};

export const roles = ["customer", "admin"] as const;
export type Role = (typeof roles)[number];

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Every account is a customer; an admin is also shop staff. Never set by a sign-up form. */
    role: text("role").$type<Role>().notNull().default("customer"),
    ...timestamps,
  },
  (t) => [check("user_role_known", sql`${t.role} in ('customer', 'admin')`)],
);

/** The account that did something (added, changed, decided): null once that account is deleted. */
export const byAccount = (name: string) =>
  text(name).references(() => user.id, { onDelete: "set null" });

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: moment("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: moment("access_token_expires_at"),
    refreshTokenExpiresAt: moment("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

// Relations (no tables or columns: nothing for migrations) let better-auth read a session together
// with its user in one query (its `advanced.database.joins`), which every signed-in page does.
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: moment("expires_at").notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Failed sign-in and registration attempts per key (ip:..., email:...) in the current minute. */
export const authAttempts = pgTable("auth_attempts", {
  key: text("key").primaryKey(),
  windowStart: moment("window_start").notNull().defaultNow(),
  failures: counter("failures"),
});

export type User = typeof user.$inferSelect;
