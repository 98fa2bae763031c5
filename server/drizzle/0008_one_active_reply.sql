ALTER TABLE "outgoing_messages" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
-- Hand-written: an install that already let two replies reach one comment keeps the newest on
-- its way and marks the others failed, so the index below can be built.
UPDATE "outgoing_messages" o SET "status" = 'failed', "lease_until" = NULL,
  "last_error" = 'Another reply to this comment was already on its way.'
WHERE o."kind" = 'reply' AND o."status" IN ('queued', 'sending') AND EXISTS (
  SELECT 1 FROM "outgoing_messages" n
  WHERE n."comment_id" = o."comment_id" AND n."kind" = 'reply'
    AND n."status" IN ('queued', 'sending')
    AND (n."created_at", n."id") > (o."created_at", o."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_one_active_reply" ON "outgoing_messages" USING btree ("comment_id") WHERE kind = 'reply' and status in ('queued', 'sending');
