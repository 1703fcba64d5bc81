ALTER TABLE "items" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description_sw" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "more_image_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(name_sw, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "items_name_sw_trgm_idx" ON "items" USING gin (lower("name_sw") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_name_sw_length" CHECK ("items"."name_sw" is null or char_length("items"."name_sw") between 1 and 200);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_description_length" CHECK ("items"."description" is null or char_length("items"."description") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_description_sw_length" CHECK ("items"."description_sw" is null or char_length("items"."description_sw") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pictures_count" CHECK (coalesce(array_length("items"."more_image_keys", 1), 0) < 8);