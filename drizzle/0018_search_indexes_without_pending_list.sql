DROP INDEX "items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "items_name_sw_trgm_idx";--> statement-breakpoint
DROP INDEX "items_search_idx";--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "items_name_sw_trgm_idx" ON "items" USING gin (lower("name_sw") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_document") WITH (fastupdate=false);