// The database's checks say what the shop's rules (app/lib/rules) say: each limit a form enforces is
// also the limit of the column it fills, so a rule changed without a migration fails here.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/client.server.ts";
import { mailKinds } from "../../app/db/schema/mail.ts";
import { orderActors } from "../../app/db/schema/orders.ts";
import { paymentProviders, paymentStates } from "../../app/db/schema/payments.ts";
import { orderStatuses } from "../../app/lib/order-status.ts";
import { paymentMethodValues } from "../../app/lib/payment-methods.ts";
import { cartRules } from "../../app/lib/rules/cart.ts";
import { checkoutRules } from "../../app/lib/rules/checkout.ts";
import { itemRules, stockChangeReasons } from "../../app/lib/rules/item.ts";
import { orderDeskRules } from "../../app/lib/rules/order-desk.ts";
import { databaseKinds, openTestDatabase } from "../support/database.ts";

/** Constraint name -> the numbers its check compares with, lowest first. */
const limits: Record<string, number[]> = {
  items_name_length: [1, itemRules.name.maxLength],
  items_type_length: [1, itemRules.type.maxLength],
  items_price_range: [itemRules.priceCents.min, itemRules.priceCents.max],
  items_stock_range: [itemRules.stock.min, itemRules.stock.max],
  items_low_stock_at_range: [itemRules.lowStockAt.min, itemRules.lowStockAt.max],
  item_sizes_label_length: [1, itemRules.sizes.labelMaxLength],
  item_sizes_stock_range: [itemRules.stock.min, itemRules.stock.max],
  item_sizes_price_range: [itemRules.priceCents.min, itemRules.priceCents.max],
  cart_lines_quantity_range: [cartRules.quantity.min, cartRules.quantity.max],
  cart_lines_instructions_length: [cartRules.instructions.maxLength],
  orders_shipping_name_length: [checkoutRules.name.maxLength],
  orders_shipping_email_length: [checkoutRules.email.maxLength],
  orders_shipping_address_length: [checkoutRules.address.maxLength],
  orders_shipping_phone_length: [checkoutRules.phone.maxLength],
  orders_shipping_city_length: [checkoutRules.city.maxLength],
  orders_shipping_postal_code_length: [checkoutRules.postalCode.maxLength],
  orders_payment_reference_length: [orderDeskRules.reference.maxLength],
  order_status_changes_note_length: [orderDeskRules.note.maxLength],
  payments_reference_length: [orderDeskRules.reference.maxLength],
};

/** Constraint name -> the values its check allows. */
const allowed: Record<string, readonly string[]> = {
  orders_status_known: orderStatuses,
  orders_payment_known: paymentMethodValues,
  orders_paid_with_known: paymentMethodValues,
  order_status_changes_actor_known: orderActors,
  order_status_changes_paid_with_known: paymentMethodValues,
  mail_outbox_kind_known: mailKinds,
  payments_provider_known: paymentProviders,
  payments_method_known: paymentMethodValues,
  payments_state_known: paymentStates,
  stock_changes_reason_known: stockChangeReasons,
};

describe.each(databaseKinds)("the rules in the database on %s", (kind) => {
  let database: Database;
  const definitions = new Map<string, string>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const result = (await database.db.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'`,
    )) as unknown as { rows: { name: string; definition: string }[] };
    for (const row of result.rows) definitions.set(row.name, row.definition);
  });
  afterAll(() => database?.close());

  it.each(Object.entries(limits))("%s compares with the rule's numbers", (name, numbers) => {
    const definition = definitions.get(name);
    expect(definition, `no check named ${name}`).toBeDefined();
    const found = [...definition!.matchAll(/(?<![\w.])\d+(?![\w.])/g)].map((match) =>
      Number(match[0]),
    );
    expect(found.sort((a, b) => a - b)).toEqual(numbers);
  });

  it.each(Object.entries(allowed))("%s allows exactly the rule's values", (name, values) => {
    const definition = definitions.get(name);
    expect(definition, `no check named ${name}`).toBeDefined();
    const found = [...definition!.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
    expect(found.sort()).toEqual([...values].sort());
  });
});
