CREATE TABLE "mpesa_c2b_payments" (
	"trans_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"state" text NOT NULL,
	"reason" text,
	"amount_cents" bigint NOT NULL,
	"bill_ref_number" text NOT NULL,
	"msisdn" text NOT NULL,
	"payer_name" text NOT NULL,
	"trans_time" timestamp with time zone NOT NULL,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_c2b_payments_state_known" CHECK ("mpesa_c2b_payments"."state" in ('paid', 'held'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_state_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "result_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mpesa_c2b_payments" ADD CONSTRAINT "mpesa_c2b_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mpesa_c2b_payments_held_idx" ON "mpesa_c2b_payments" USING btree ("received_at") WHERE "mpesa_c2b_payments"."state" = 'held';--> statement-breakpoint
CREATE INDEX "payments_check_due_idx" ON "payments" USING btree ("check_at") WHERE "payments"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_known" CHECK ("payments"."provider" in ('manual', 'mpesa-stk', 'mpesa-c2b'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('pending', 'paid', 'failed', 'held'));