-- Indexes in the null order of `order by ... desc`, so that category pages and featured items read
-- them instead of reading the whole table and sorting it.
DROP INDEX "items_type_created_idx";--> statement-breakpoint
DROP INDEX "items_created_idx";--> statement-breakpoint
CREATE INDEX "items_type_created_idx" ON "items" USING btree (lower("type"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);