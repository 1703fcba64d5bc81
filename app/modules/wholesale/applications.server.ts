// Owns wholesale accounts: a customer applies (or applies again after a decline or an end), staff
// approve or decline a waiting application and may end an approved one, each decision recorded
// with who and when and told to the customer by e-mail, queued in the same transaction.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { wholesaleAccounts, type WholesaleAccount } from "../../db/schema/wholesale.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Buyer } from "../../lib/pricing.ts";
import type { WholesaleStatus } from "../../lib/rules/wholesale.ts";
import { enqueueMail } from "../mail/index.server.ts";
import type { ApplicationInput } from "./application-form.ts";
import { wholesaleDecisionMail } from "./decision-mail.server.ts";

export type Decision = "approve" | "decline" | "end";

/** The one status each decision starts from, and where it leads. */
const transitions: Record<Decision, { from: WholesaleStatus; to: WholesaleStatus }> = {
  approve: { from: "pending", to: "approved" },
  decline: { from: "pending", to: "declined" },
  end: { from: "approved", to: "ended" },
};

/** The account's wholesale row when it is approved: the one rule for who buys wholesale. */
export function approvedAccountOf(userId: string) {
  return and(eq(wholesaleAccounts.userId, userId), eq(wholesaleAccounts.status, "approved"));
}

/** The business of an approved wholesale buyer, or null: the account buys retail. */
async function wholesaleBusiness(
  db: Db,
  userId: string,
): Promise<{ businessName: string; kraPin: string } | null> {
  // Not a prepared statement: it also runs inside transactions (another client object).
  const [row] = await db
    .select({ businessName: wholesaleAccounts.businessName, kraPin: wholesaleAccounts.kraPin })
    .from(wholesaleAccounts)
    .where(approvedAccountOf(userId));
  return row ?? null;
}

/** Whether an account buys retail or wholesale; pass the order's transaction to decide inside it. */
export async function buyerOf(db: Db, userId: string | null | undefined): Promise<Buyer> {
  if (!userId) return "retail";
  return (await wholesaleBusiness(db, userId)) ? "wholesale" : "retail";
}

/** The account's application as it stands, or null when it never applied. */
export async function wholesaleStanding(db: Db, userId: string): Promise<WholesaleAccount | null> {
  const [row] = await db
    .select()
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.userId, userId));
  return row ?? null;
}

/**
 * Files an application. Refused (false) while one waits or the account is approved; after a decline
 * or an end it starts over as waiting, with the new details.
 */
export async function applyForWholesale(
  db: Db,
  userId: string,
  input: ApplicationInput,
  language: Language,
): Promise<boolean> {
  const values = { ...input, language, status: "pending" as const };
  const rows = await db
    .insert(wholesaleAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: wholesaleAccounts.userId,
      set: { ...values, appliedAt: sql`now()`, decidedBy: null, decidedAt: null },
      setWhere: sql`${wholesaleAccounts.status} in ('declined', 'ended')`,
    })
    .returning({ userId: wholesaleAccounts.userId });
  return rows.length > 0;
}

export type DecisionOutcome =
  | { ok: true; businessName: string; status: WholesaleStatus }
  /** No application of that account is in the status the decision starts from (decided meanwhile, or none). */
  | { ok: false };

/** Approves, declines or ends an account's wholesale buying, and queues the customer's e-mail. */
export async function decideWholesale(
  db: Db,
  {
    userId,
    decision,
    staffId,
    publicUrl,
  }: { userId: string; decision: Decision; staffId: string; publicUrl: string },
): Promise<DecisionOutcome> {
  const { from, to } = transitions[decision];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(wholesaleAccounts)
      .set({ status: to, decidedBy: staffId, decidedAt: sql`now()` })
      .where(and(eq(wholesaleAccounts.userId, userId), eq(wholesaleAccounts.status, from)))
      .returning();
    if (!row) return { ok: false as const };
    const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await enqueueMail(tx, wholesaleDecisionMail(row, customer!.email, publicUrl));
    return { ok: true as const, businessName: row.businessName, status: row.status };
  });
}

export interface ApplicationRow extends WholesaleAccount {
  email: string;
  /** The staff member who decided last, by e-mail; null while waiting or once that account is gone. */
  decidedByEmail: string | null;
}

/** Every application for the desk, waiting ones first then the most recent. */
export async function listApplications(db: Db): Promise<ApplicationRow[]> {
  const staff = sql`(select ${user.email} from ${user} where ${user.id} = ${wholesaleAccounts.decidedBy})`;
  const rows = await db
    .select({
      account: wholesaleAccounts,
      email: user.email,
      decidedByEmail: sql<string | null>`${staff}`,
    })
    .from(wholesaleAccounts)
    .innerJoin(user, eq(user.id, wholesaleAccounts.userId))
    .orderBy(sql`${wholesaleAccounts.status} = 'pending' desc`, desc(wholesaleAccounts.appliedAt))
    .limit(500);
  return rows.map((row) => ({
    ...row.account,
    email: row.email,
    decidedByEmail: row.decidedByEmail,
  }));
}
