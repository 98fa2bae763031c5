-- Hand-written: an account's comments all carry its organization, so account_id and
-- organization_id are one fact, not two. Without saying so, the planner multiplies their
-- selectivities, expects one comment awaiting a reply per account where there are hundreds, and
-- the dashboard rollup trigger (migration 0016) looks up each changed account's newest awaiting
-- comment with a bitmap over the whole organization instead of one step back down
-- comments_awaiting_received_idx: 7 ms an account, 4 s for a bulk Done over 1,000 comments at
-- 1M comments, against 0.2 ms and 0.3 s with these statistics. The inbox's account and
-- organization filters get the same, better estimate.
CREATE STATISTICS IF NOT EXISTS "comments_account_organization_stats" (dependencies)
  ON "account_id", "organization_id" FROM "comments";
--> statement-breakpoint
-- Statistics are only gathered by ANALYZE; an existing agency's comments are sampled now rather
-- than whenever autovacuum next gets round to it (a bounded sample, a few seconds at 1M).
ANALYZE "comments";
--> statement-breakpoint
-- A search reads the whole pending list of a GIN index (the rows written since it was last
-- merged), up to 4 MB by default: a rare word searched at 1M comments read ~360 pages of them
-- and took 20-36 ms against 1.4 ms with the lists merged. A small list keeps writes batched (a
-- bulk Done over 1,000 comments takes as long as with 4 MB) and bounds what every search reads.
-- fastupdate = off would bound it to nothing but made that bulk Done 2-3 times slower.
ALTER INDEX "comments_text_trgm_idx" SET (gin_pending_list_limit = 128);
--> statement-breakpoint
ALTER INDEX "comments_username_trgm_idx" SET (gin_pending_list_limit = 128);
--> statement-breakpoint
SELECT gin_clean_pending_list('comments_text_trgm_idx'::regclass),
       gin_clean_pending_list('comments_username_trgm_idx'::regclass);
