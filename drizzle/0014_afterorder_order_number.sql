ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('password-reset', 'order-confirmation', 'order-paid', 'order-shipped', 'order-cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_shape" CHECK ("orders"."order_number" ~ '^[0-9A-Z]{4,12}$');--> statement-breakpoint
-- custom: orders placed before the order number keep the number their customers were told (the first 8 characters of the id, upper-cased), unless another order shares it (those keep their 12 random characters from the column's default)
UPDATE "orders" AS o SET "order_number" = upper(left(o."id"::text, 8)) WHERE NOT EXISTS (SELECT 1 FROM "orders" AS other WHERE other."id" <> o."id" AND left(other."id"::text, 8) = left(o."id"::text, 8));
