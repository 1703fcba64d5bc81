CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"to_phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"cost_cents" integer,
	"currency" text,
	"delivery" text,
	"delivery_status" text,
	"failure_reason" text,
	"reported_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_kind_known" CHECK ("sms_outbox"."kind" in ('order-placed', 'order-paid', 'order-shipped', 'order-delivered', 'order-cancelled', 'order-alert')),
	CONSTRAINT "sms_outbox_status_known" CHECK ("sms_outbox"."status" in ('pending', 'sent', 'failed', 'skipped', 'unknown')),
	CONSTRAINT "sms_outbox_delivery_known" CHECK ("sms_outbox"."delivery" in ('delivered', 'failed', 'pending')),
	CONSTRAINT "sms_outbox_language_known" CHECK ("sms_outbox"."language" in ('en', 'sw'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_order_kind_unique" ON "sms_outbox" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_provider_message_unique" ON "sms_outbox" USING btree ("provider_message_id");