CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"phone" text,
	"provider_request_id" text,
	"reference" text,
	"failure" text,
	"provider_data" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('manual', 'mpesa-stk')),
	CONSTRAINT "payments_method_known" CHECK ("payments"."method" in ('creditcard', 'mpesa', 'cashondelivery')),
	CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_reference_length" CHECK (char_length("payments"."reference") <= 40)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
-- Messages queued before kinds existed: recognised by their subject, and their order by its link.
UPDATE "mail_outbox" SET "kind" = CASE
  WHEN "subject" LIKE 'Reset your %' THEN 'password-reset'
  WHEN "subject" LIKE '% has shipped' THEN 'order-shipped'
  WHEN "subject" LIKE '% was cancelled' THEN 'order-cancelled'
  ELSE 'order-confirmation' END;--> statement-breakpoint
UPDATE "mail_outbox" m SET "order_id" = o."id"
  FROM "orders" o
  WHERE m."kind" <> 'password-reset'
    AND substring(m."text_body" from '/order-confirmation/([0-9a-f-]{36})') = o."id"::text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD COLUMN "paid_with" text;--> statement-breakpoint
-- Until now the customer placed orders and staff made every other change.
UPDATE "order_status_changes" SET "actor" = CASE WHEN "from_status" IS NULL THEN 'customer' ELSE 'staff' END;--> statement-breakpoint
ALTER TABLE "order_status_changes" ALTER COLUMN "actor" SET NOT NULL;--> statement-breakpoint
-- Payment notes were written as "<method>, reference <ref>": keep the method and the reference apart,
-- so that pages can word them in the reader's language.
UPDATE "order_status_changes" SET
  "paid_with" = CASE split_part("note", ', reference ', 1) WHEN 'M-Pesa' THEN 'mpesa' WHEN 'Credit card' THEN 'creditcard' ELSE 'cashondelivery' END,
  "note" = CASE WHEN position(', reference ' in "note") > 0 THEN substr("note", position(', reference ' in "note") + 12) ELSE '' END
  WHERE "to_status" = 'paid' AND split_part("note", ', reference ', 1) IN ('M-Pesa', 'Credit card', 'Cash on delivery');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_request_unique" ON "payments" USING btree ("provider","provider_request_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_price_range" CHECK ("items"."price_cents" between 1 and 1000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('password-reset', 'order-confirmation', 'order-shipped', 'order-cancelled'));--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_actor_known" CHECK ("order_status_changes"."actor" in ('customer', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_paid_with_known" CHECK ("order_status_changes"."paid_with" is null or "order_status_changes"."paid_with" in ('creditcard', 'mpesa', 'cashondelivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_reference_length" CHECK (char_length("orders"."payment_reference") <= 40) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_name_length" CHECK (char_length("orders"."shipping_name") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_email_length" CHECK (char_length("orders"."shipping_email") <= 254) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_length" CHECK (char_length("orders"."shipping_address") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_phone_length" CHECK (char_length("orders"."shipping_phone") <= 20) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_city_length" CHECK (char_length("orders"."shipping_city") <= 100) NOT VALID;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_postal_code_length" CHECK (char_length("orders"."shipping_postal_code") <= 20) NOT VALID;
