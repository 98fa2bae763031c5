-- Inbox search matches any part of a comment's text; trigrams let PostgreSQL use an index for it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_text_trgm_idx" ON "comments" USING gin ("text" gin_trgm_ops);
