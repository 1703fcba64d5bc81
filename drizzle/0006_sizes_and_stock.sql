CREATE TABLE "item_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"stock" integer,
	"price_cents" bigint,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_sizes_label_length" CHECK (char_length("item_sizes"."label") between 1 and 20),
	CONSTRAINT "item_sizes_stock_range" CHECK ("item_sizes"."stock" is null or "item_sizes"."stock" between 0 and 1000000),
	CONSTRAINT "item_sizes_price_range" CHECK ("item_sizes"."price_cents" is null or "item_sizes"."price_cents" between 1 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"size_id" uuid,
	"changed_by" text,
	"from_stock" integer,
	"to_stock" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_reason_known" CHECK ("stock_changes"."reason" in ('received', 'damaged', 'counted'))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_item_unique";--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "line_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "items_total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "low_stock_at" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "size_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_label" text;--> statement-breakpoint
ALTER TABLE "item_sizes" ADD CONSTRAINT "item_sizes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_size_id_item_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_sizes_item_label_unique" ON "item_sizes" USING btree ("item_id",lower("label"));--> statement-breakpoint
CREATE INDEX "item_sizes_item_idx" ON "item_sizes" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "stock_changes_item_idx" ON "stock_changes" USING btree ("item_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_size_id_item_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."item_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_item_size_unique" UNIQUE NULLS NOT DISTINCT("user_id","item_id","size_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stock_range" CHECK ("items"."stock" is null or "items"."stock" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_low_stock_at_range" CHECK ("items"."low_stock_at" between 0 and 1000);