CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route" text NOT NULL,
	"name" text NOT NULL,
	"name_sw" text NOT NULL,
	"image_key" text,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_route_form" CHECK ("categories"."route" ~ '^[a-z]+(-[a-z]+)*$'),
	CONSTRAINT "categories_route_length" CHECK (char_length("categories"."route") between 1 and 40),
	CONSTRAINT "categories_name_length" CHECK (char_length("categories"."name") between 1 and 40),
	CONSTRAINT "categories_name_sw_length" CHECK (char_length("categories"."name_sw") between 1 and 40),
	CONSTRAINT "categories_position_range" CHECK ("categories"."position" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "name_sw" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description_sw" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "more_image_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(name_sw, '')), 'B')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_route_unique" ON "categories" USING btree ("route");--> statement-breakpoint
CREATE INDEX "items_name_sw_trgm_idx" ON "items" USING gin (lower("name_sw") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_name_sw_length" CHECK ("items"."name_sw" is null or char_length("items"."name_sw") between 1 and 200);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_description_length" CHECK ("items"."description" is null or char_length("items"."description") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_description_sw_length" CHECK ("items"."description_sw" is null or char_length("items"."description_sw") between 1 and 2000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pictures_count" CHECK (coalesce(array_length("items"."more_image_keys", 1), 0) < 8);--> statement-breakpoint
-- custom: the seed's six categories exist from the start, with its routes and tile labels.
INSERT INTO "categories" ("route", "name", "name_sw", "position") VALUES
  ('women', 'WOMEN''S WEAR', 'MAVAZI YA WANAWAKE', 1),
  ('men', 'MEN''S WEAR', 'MAVAZI YA WANAUME', 2),
  ('shoes', 'SHOES', 'VIATU', 3),
  ('households', 'HOUSEHOLD ITEMS', 'VYOMBO VYA NYUMBANI', 4),
  ('inners', 'INNER CLOTHES', 'NGUO ZA NDANI', 5),
  ('sports', 'SPORTS WEAR', 'MAVAZI YA MICHEZO', 6);--> statement-breakpoint
-- custom: an item's type becomes its category's route: types staff typed freely before become
-- categories of their own (letters other than a-z joined by dashes), so no item is left without one.
UPDATE "items" SET "type" = coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower("type"), '[^a-z]+', '-', 'g')), 40)), ''), 'other');--> statement-breakpoint
INSERT INTO "categories" ("route", "name", "name_sw", "position")
SELECT t."route", upper(left(replace(t."route", '-', ' '), 40)), upper(left(replace(t."route", '-', ' '), 40)),
  6 + row_number() OVER (ORDER BY t."route")
FROM (SELECT DISTINCT "type" AS "route" FROM "items") t
WHERE t."route" NOT IN (SELECT "route" FROM "categories");
