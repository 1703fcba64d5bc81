CREATE TABLE "wholesale_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"kra_pin" text NOT NULL,
	"business_phone" text NOT NULL,
	"town" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "wholesale_accounts_status_known" CHECK ("wholesale_accounts"."status" in ('pending', 'approved', 'declined', 'ended')),
	CONSTRAINT "wholesale_accounts_language_known" CHECK ("wholesale_accounts"."language" in ('en', 'sw')),
	CONSTRAINT "wholesale_accounts_business_name_length" CHECK (char_length("wholesale_accounts"."business_name") between 1 and 120),
	CONSTRAINT "wholesale_accounts_kra_pin_form" CHECK ("wholesale_accounts"."kra_pin" ~ '^[A-Z][0-9]{9}[A-Z]$'),
	CONSTRAINT "wholesale_accounts_business_phone_length" CHECK (char_length("wholesale_accounts"."business_phone") between 1 and 20),
	CONSTRAINT "wholesale_accounts_town_length" CHECK (char_length("wholesale_accounts"."town") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_known";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "wholesale_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pack_size" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "wholesale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "wholesale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kra_pin" text;--> statement-breakpoint
ALTER TABLE "wholesale_accounts" ADD CONSTRAINT "wholesale_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_accounts" ADD CONSTRAINT "wholesale_accounts_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wholesale_accounts_status_idx" ON "wholesale_accounts" USING btree ("status","applied_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_wholesale_breaks_list" CHECK (jsonb_typeof("items"."wholesale_breaks") = 'array');--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pack_size_range" CHECK ("items"."pack_size" is null or "items"."pack_size" between 2 and 1000);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_known" CHECK ("mail_outbox"."kind" in ('password-reset', 'order-confirmation', 'order-paid', 'order-shipped', 'order-cancelled', 'wholesale-decision'));