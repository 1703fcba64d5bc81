// A shop that ran before sizes and stock existed keeps selling as before after the migration: its
// items have no sizes and are not counted, its carts and orders stay whole, and money moves to
// 64-bit columns without changing a figure.
import { describe, expect, it } from "vitest";
import { databaseKinds } from "../support/database.ts";
import { apply, migrationNamed, migrations, scratch } from "../support/migration-steps.ts";

const sizesMigration = migrationNamed("sizes_and_stock");

describe.each(databaseKinds)("the sizes and stock migration on %s", (kind) => {
  it("leaves existing items without sizes and not counted, and carts and orders whole", async () => {
    const database = await scratch(kind);
    try {
      await apply(
        database.query,
        migrations.filter((file) => file < sizesMigration),
      );
      await database.query(
        `insert into "user" (id, name, email) values ('u1', 'Wanjiru', 'wanjiru@example.com')`,
      );
      await database.query(`insert into items (id, name, type, price_cents, image_key)
        values ('11111111-1111-4111-8111-111111111111', 'Kitenge Maxi Dress', 'women', 245000, 'images/x/y')`);
      await database.query(`insert into cart_lines (user_id, item_id, quantity, instructions)
        values ('u1', '11111111-1111-4111-8111-111111111111', 2, 'Size M')`);
      await database.query(`insert into orders (id, user_id, idempotency_key, payment_method, shipping_name, shipping_email,
          shipping_address, shipping_phone, shipping_city, shipping_postal_code, shipping_country, items_total_cents, delivery_fee_cents, total_cents)
        values ('22222222-2222-4222-8222-222222222222', 'u1', 'k1', 'mpesa', 'Wanjiru', 'wanjiru@example.com', 'Moi Avenue 1', '0712345678',
          'Nakuru', '20100', 'KE', 490000, 0, 490000)`);
      await database.query(`insert into order_lines (order_id, item_id, name, type, unit_price_cents, quantity, instructions, line_total_cents)
        values ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'Kitenge Maxi Dress', 'women', 245000, 2, '', 490000)`);

      await apply(database.query, [sizesMigration]);

      expect(await database.query(`select stock, low_stock_at from items`)).toEqual([
        { stock: null, low_stock_at: 3 },
      ]);
      expect(await database.query(`select count(*)::int as n from item_sizes`)).toEqual([{ n: 0 }]);
      expect(await database.query(`select quantity, size_id from cart_lines`)).toEqual([
        { quantity: 2, size_id: null },
      ]);
      const [line] = await database.query(
        `select size_id, size_label, unit_price_cents::text as price from order_lines`,
      );
      expect(line).toEqual({ size_id: null, size_label: null, price: "245000" });
      expect(await database.query(`select total_cents::text as total from orders`)).toEqual([
        { total: "490000" },
      ]);
      // 64 bits: three items at the highest price now fit one order.
      const types =
        await database.query(`select table_name, column_name, data_type from information_schema.columns
        where column_name in ('price_cents', 'items_total_cents', 'delivery_fee_cents', 'total_cents', 'unit_price_cents', 'line_total_cents')
          and table_name in ('items', 'orders', 'order_lines') order by table_name, column_name`);
      expect(new Set(types.map((row) => row.data_type))).toEqual(new Set(["bigint"]));
      await database.query(
        `update orders set items_total_cents = 3000000000, total_cents = 3000000000`,
      );
      // The same line may be in the cart again in a size, once the item has sizes.
      await database.query(
        `insert into item_sizes (item_id, label, position, stock) values ('11111111-1111-4111-8111-111111111111', 'M', 0, 4)`,
      );
      await database.query(`insert into cart_lines (user_id, item_id, size_id, quantity)
        select 'u1', item_id, id, 1 from item_sizes`);
      expect(await database.query(`select count(*)::int as n from cart_lines`)).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });
});
