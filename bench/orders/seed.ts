// Seeding (set-based: a few INSERT ... SELECT over generate_series, in one transaction), then what a
// server's autovacuum would have done, then BENCH_AFTER_SEED_SQL.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../app/db/client.server.ts";
import { afterSeedSql, customerCount, orderCount } from "./settings.ts";
import { seconds } from "./report.ts";

const seedStatements: { what: string; statement: SQL }[] = [
  {
    what: "customers",
    statement: sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bench-user-' || u, 'Customer ' || u, 'customer' || u || '@example.com', true, 'customer',
             now() - interval '400 days' + u * interval '1 hour', now() - interval '400 days' + u * interval '1 hour'
      from generate_series(1, ${customerCount}::int) u`,
  },
  {
    // One row per order to come: who (skewed: low customer numbers order more), when (uniform over
    // a year), how many lines, how paid, and the status, which depends on the order's age.
    what: "order plan",
    statement: sql`create temp table seed_orders on commit drop as
      select n, gen_random_uuid() as id, u, created_at, line_count, payment_method,
             '7' || lpad(((u * 7919 + 13) % 100000000)::text, 8, '0') as national,
             case
               when age_days < 2 then case when r < 0.4 then 'pending' when r < 0.7 then 'paid' when r < 0.9 then 'shipped' else 'cancelled' end
               when age_days < 10 then case when r < 0.05 then 'pending' when r < 0.15 then 'paid' when r < 0.55 then 'shipped' when r < 0.95 then 'delivered' else 'cancelled' end
               else case when r < 0.005 then 'pending' when r < 0.01 then 'paid' when r < 0.06 then 'shipped' when r < 0.94 then 'delivered' else 'cancelled' end
             end as status
      from (
        select n, u, created_at, r, extract(epoch from now() - created_at) / 86400 as age_days,
               case when r2 < 0.5 then 1 when r2 < 0.8 then 2 else 3 end as line_count,
               (array['mpesa', 'mpesa', 'cashondelivery', 'creditcard'])[1 + floor(r3 * 4)::int] as payment_method
        from (
          select n, 1 + least(${customerCount - 1}::int, floor(${customerCount}::int * power(random(), 1.5))::int) as u,
                 now() - random() * interval '365 days' as created_at, random() as r, random() as r2, random() as r3
          from generate_series(1, ${orderCount}::int) n
        ) drawn
      ) aged`,
  },
  {
    what: "line plan",
    statement: sql`create temp table seed_lines on commit drop as
      select o.id as order_id, l.item_n, l.quantity, 50000 + ((l.item_n * 7919) % 91) * 5000 as unit_price_cents
      from seed_orders o cross join lateral (
        select k, 1 + floor(random() * 60)::int as item_n, 1 + floor(random() * 3)::int as quantity
        from generate_series(1, o.line_count) k
      ) l`,
  },
  {
    // Inserted oldest first, as a shop receives them (the heap follows created_at).
    what: "orders",
    statement: sql`insert into orders (id, user_id, idempotency_key, status, payment_method, shipping_name,
        shipping_email, shipping_address, shipping_phone, shipping_city, shipping_postal_code, shipping_country,
        items_total_cents, delivery_fee_cents, total_cents, paid_with, payment_reference, created_at)
      select o.id, 'bench-user-' || o.u, 'bench-' || o.n, o.status, o.payment_method, 'Customer ' || o.u,
             'customer' || o.u || '@example.com', (o.u % 500 + 1) || ' Moi Avenue',
             case o.n % 4
               when 0 then '0' || substr(o.national, 1, 3) || ' ' || substr(o.national, 4, 3) || ' ' || substr(o.national, 7, 3)
               when 1 then '+254' || o.national
               when 2 then '0' || o.national
               else '+254 ' || substr(o.national, 1, 3) || ' ' || substr(o.national, 4, 3) || ' ' || substr(o.national, 7, 3)
             end,
             (array['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'])[1 + o.u % 5],
             (array['00100', '80100', '40100', '20100', '30100'])[1 + o.u % 5], 'KE',
             t.items, case when t.items >= 500000 then 0 else 30000 end,
             t.items + case when t.items >= 500000 then 0 else 30000 end,
             case when o.status in ('paid', 'shipped', 'delivered') then o.payment_method end,
             case when o.status in ('paid', 'shipped', 'delivered') and o.payment_method = 'mpesa'
                  then 'SK' || lpad(o.n::text, 8, '0') end,
             o.created_at
      from seed_orders o
      join (select order_id, sum(quantity * unit_price_cents)::int as items from seed_lines group by order_id) t
        on t.order_id = o.id
      order by o.created_at`,
  },
  {
    what: "order lines",
    statement: sql`insert into order_lines (order_id, item_id, name, type, unit_price_cents, quantity, instructions, line_total_cents)
      select order_id, md5('bench-item-' || item_n)::uuid,
             'Bench item ' || item_n, (array['women', 'men', 'shoes', 'households', 'inners', 'sports'])[1 + item_n % 6],
             unit_price_cents, quantity, '', quantity * unit_price_cents
      from seed_lines`,
  },
  {
    // The catalogue the lines name (the dashboard's stock figures): stock 0 to 19, low at 3.
    what: "items",
    statement: sql`insert into items (id, name, type, price_cents, image_key, stock, created_at)
      select md5('bench-item-' || n)::uuid, 'Bench item ' || n, (array['women', 'men', 'shoes', 'households', 'inners', 'sports'])[1 + n % 6],
             50000 + ((n * 7919) % 91) * 5000, 'images/bench/' || n, (n * 37) % 20, now() - interval '400 days'
      from generate_series(1, 60) n`,
  },
  {
    // An order confirmation per order; 1 % failed after every retry.
    what: "e-mails",
    statement: sql`insert into mail_outbox (kind, order_id, to_address, subject, text_body, status, attempts, created_at, sent_at)
      select 'order-confirmation', o.id, 'customer' || o.u || '@example.com', 'Your order', '-',
             case when o.n % 100 = 0 then 'failed' else 'sent' end, 1, o.created_at,
             case when o.n % 100 = 0 then null else o.created_at end
      from seed_orders o`,
  },
  {
    what: "status history",
    statement: sql`insert into order_status_changes (order_id, from_status, to_status, actor, changed_by, created_at)
      select id, null, 'pending', 'customer', 'bench-user-' || u, created_at from seed_orders`,
  },
];

export async function seed(database: Database, label: string): Promise<number> {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    for (const { what, statement } of seedStatements) {
      const stepStarted = performance.now();
      await tx.execute(statement);
      console.log(`[${label}]   ${what}: ${seconds(performance.now() - stepStarted)}`);
    }
  });
  // A server's autovacuum would have done this by the time anyone looks at the desk: statistics
  // for the planner, the visibility map, and the GIN indexes' pending lists merged.
  const vacuumStarted = performance.now();
  for (const table of [
    "user",
    "orders",
    "order_lines",
    "order_status_changes",
    "items",
    "mail_outbox",
  ])
    await database.db.execute(sql.raw(`vacuum analyze "${table}"`));
  console.log(`[${label}]   vacuum analyze: ${seconds(performance.now() - vacuumStarted)}`);
  const seedMs = performance.now() - started;
  for (const statement of afterSeedSql) {
    console.log(`[${label}]   BENCH_AFTER_SEED_SQL: ${statement}`);
    await database.db.execute(sql.raw(statement));
  }
  if (afterSeedSql.length > 0) await database.db.execute(sql`analyze orders`);
  return seedMs;
}
