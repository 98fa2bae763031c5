-- The inbox's kind=all (conversations and mentions beside comments, decision 072) asks for
-- kind IN ('conversation', 'mention') newest activity first. The (kind, last_activity_at, id)
-- index orders within one kind only, so PostgreSQL read and sorted every conversation and
-- mention (bench:scale, decision 078). This one orders them all by time.
CREATE INDEX "work_items_any_kind_activity_idx" ON "work_items" USING btree ("last_activity_at","id") WHERE kind <> 'comment';
--> statement-breakpoint
-- One church's (or account's) open, done or responded conversations: by church and state, newest
-- first, instead of intersecting the state index with the church index and sorting what matches.
CREATE INDEX "work_items_org_status_activity_idx" ON "work_items" USING btree ("organization_id","kind","response_status","last_activity_at","id") WHERE kind <> 'comment';
