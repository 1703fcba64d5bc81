ALTER TABLE "mail_outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_language_known" CHECK ("mail_outbox"."language" in ('en', 'sw'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_known" CHECK ("orders"."language" in ('en', 'sw'));