CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_refunds_state_known" CHECK ("card_refunds"."state" in ('sending', 'accepted', 'refused')),
	CONSTRAINT "card_refunds_amount_positive" CHECK ("card_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pesapal_ipn_registrations" (
	"api_url" text NOT NULL,
	"ipn_url" text NOT NULL,
	"ipn_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_order_idx" ON "card_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_one_per_payment" ON "card_refunds" USING btree ("payment_id") WHERE "card_refunds"."state" <> 'refused';--> statement-breakpoint
CREATE UNIQUE INDEX "pesapal_ipn_registrations_unique" ON "pesapal_ipn_registrations" USING btree ("api_url","ipn_url");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('manual', 'mpesa-stk', 'mpesa-c2b', 'pesapal'));