// Owns an order's history: one row per status it has had, with who set it (customer, staff or the
// shop itself), when, and the note (courier note, reason for cancelling, payment reference).
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { outbox } from "../../db/schema/mail.ts";
import { orderStatusChanges, type OrderActor, type OrderStatus } from "../../db/schema/orders.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";

export interface HistoryRow {
  orderId: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: OrderActor;
  /** The account of a customer or member of staff; null for the shop itself. */
  changedBy: string | null;
  note?: string;
  paidWith?: PaymentMethod | null;
}

/** The insert of a history row, to run or to make part of a bigger statement (placing an order). */
export function statusChangeInsert(tx: Db, row: HistoryRow) {
  return tx
    .insert(orderStatusChanges)
    .values({ ...row, note: row.note ?? "", paidWith: row.paidWith ?? null });
}

/** Adds a history row; pass the transaction of the change itself. */
export async function recordStatusChange(tx: Db, row: HistoryRow): Promise<void> {
  await statusChangeInsert(tx, row);
}

export interface StatusChangeEntry {
  id: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actor: OrderActor;
  note: string;
  paidWith: PaymentMethod | null;
  createdAt: Date;
  /** The account that made the change; null for the shop itself or once the account is gone. */
  changedBy: string | null;
  /** The e-mail of the account that made the change; null for the shop itself or a former account. */
  changedByEmail: string | null;
  /** Whether the customer was e-mailed about it. */
  emailed: boolean;
}

/** The order's status history, oldest first. */
export function orderHistory(db: Db, orderId: string): Promise<StatusChangeEntry[]> {
  return db
    .select({
      id: orderStatusChanges.id,
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      actor: orderStatusChanges.actor,
      note: orderStatusChanges.note,
      paidWith: orderStatusChanges.paidWith,
      createdAt: orderStatusChanges.createdAt,
      changedBy: orderStatusChanges.changedBy,
      changedByEmail: user.email,
      // A message queued in the change's own transaction carries the same now().
      emailed: sql<boolean>`exists (select 1 from ${outbox} where ${outbox.orderId} = ${orderStatusChanges.orderId} and ${outbox.createdAt} = ${orderStatusChanges.createdAt})`,
    })
    .from(orderStatusChanges)
    .leftJoin(user, eq(user.id, orderStatusChanges.changedBy))
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
}
