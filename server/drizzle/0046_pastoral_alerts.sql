-- Hand-written: every pastoral alert a work item raised, and every one held back (decision 075).
-- A conversation keeps one pastoral case, but a new crisis in it (or a flagged message after its
-- case was followed up) alerts the church's pastoral contacts again, at most once per
-- conversation, flag and quiet period: the row says why it was sent or why it was not.
CREATE TABLE "pastoral_alerts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "work_item_id" uuid NOT NULL REFERENCES "work_items"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "flag" text NOT NULL,
  "reason" text NOT NULL,
  "sent" boolean NOT NULL,
  "recipients" integer DEFAULT 0 NOT NULL,
  "detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pastoral_alerts_reason_check" CHECK ("reason" IN ('case_opened', 'new_crisis', 'case_reopened', 'quiet_period'))
);
--> statement-breakpoint
-- "Was this flag alerted for this conversation lately?": the newest alert sent, read under the
-- case's row lock.
CREATE INDEX "pastoral_alerts_recent_idx" ON "pastoral_alerts" ("work_item_id", "flag", "created_at") WHERE "sent";
