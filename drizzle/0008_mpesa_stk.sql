ALTER TABLE "payments" DROP CONSTRAINT "payments_state_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "result_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_check_due_idx" ON "payments" USING btree ("check_at") WHERE "payments"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_state_known" CHECK ("payments"."state" in ('pending', 'paid', 'failed', 'held'));