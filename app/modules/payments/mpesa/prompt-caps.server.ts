// Owns how many M-Pesa payment prompts a shopper may have pushed to a phone: per order and per
// account within an hour, and none once the shopper's window for the order has passed (numbers in
// app/lib/rules/mpesa.ts). Staff's requests from the desk (rows with createdBy) are not counted.
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { orders } from "../../../db/schema/orders.ts";
import { payments } from "../../../db/schema/payments.ts";
import { mpesaRules } from "../../../lib/rules/mpesa.ts";

export type PromptCapRefusal = "given-up" | "capped";

const lastHour = sql`now() - interval '1 hour'`;

/** Why a shopper's new prompt for the order is refused, or null when it may be sent. */
export async function shopperPromptRefusal(
  db: Db,
  order: { id: string; userId: string; createdAt: Date },
): Promise<PromptCapRefusal | null> {
  if (Date.now() - order.createdAt.getTime() > mpesaRules.shopperPromptsForMinutes * 60_000)
    return "given-up";
  const shoppers = and(
    eq(payments.provider, "mpesa-stk"),
    isNull(payments.createdBy),
    gt(payments.createdAt, lastHour),
  );
  const [forOrder] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(shoppers, eq(payments.orderId, order.id)));
  if (forOrder!.n >= mpesaRules.shopperPromptsPerOrderPerHour) return "capped";
  const [forAccount] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(shoppers, eq(orders.userId, order.userId)));
  if (forAccount!.n >= mpesaRules.shopperPromptsPerAccountPerHour) return "capped";
  return null;
}
