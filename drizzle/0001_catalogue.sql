CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "items_price_positive" CHECK ("items"."price_cents" > 0),
	CONSTRAINT "items_name_length" CHECK (char_length("items"."name") between 1 and 200),
	CONSTRAINT "items_type_length" CHECK (char_length("items"."type") between 1 and 50)
);
--> statement-breakpoint
CREATE INDEX "items_type_created_idx" ON "items" USING btree (lower("type"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin (lower("name") gin_trgm_ops);