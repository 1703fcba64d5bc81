-- Trigram indexes make substring search on item names use an index instead of a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
