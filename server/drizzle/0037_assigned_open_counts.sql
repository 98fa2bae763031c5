CREATE TABLE "assigned_open_counts" (
	"user_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"awaiting_reply" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assigned_open_counts_user_id_account_id_organization_id_pk" PRIMARY KEY("user_id","account_id","organization_id")
);
--> statement-breakpoint
ALTER TABLE "assigned_open_counts" ADD CONSTRAINT "assigned_open_counts_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: assigned_open_counts holds, per teammate and account, the open comments assigned
-- to them: the inbox's "Assigned to me" count (decision 059). It is kept like comment_counts
-- (migrations 0007 and 0018): statement triggers on comments add each statement's new rows and
-- take away its old ones, grouped per (teammate, account, organization) and upserted in that
-- order, so inserts, updates of any column, deletes and cascades (an account's or organization's
-- deletion, a teammate's deletion setting assignee_id to null) all keep it exact. A comment
-- counts when it is the inbox's "mine" for its assignee (comment-conditions.ts, awaitingReply
-- and the assignee):
--   parent_id IS NULL AND NOT is_own AND NOT hidden AND response_status IN ('pending', 'sending')
--   AND assignee_id IS NOT NULL
-- assigned-open-counts.test.ts checks it against counting the comments after each kind of write.
-- Rows that drop to zero stay (at most teammates x accounts of them), as in comment_counts.
CREATE FUNCTION assigned_open_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO assigned_open_counts AS counts (user_id, account_id, organization_id, awaiting_reply)
    SELECT assignee_id, account_id, organization_id, count(*)
    FROM new_rows
    WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
      AND response_status IN ('pending', 'sending') AND assignee_id IS NOT NULL
    GROUP BY assignee_id, account_id, organization_id
    ORDER BY assignee_id, account_id, organization_id
    ON CONFLICT (user_id, account_id, organization_id) DO UPDATE SET
      awaiting_reply = counts.awaiting_reply + excluded.awaiting_reply;
  ELSIF TG_OP = 'DELETE' THEN
    -- Counts only go down here; an account being deleted takes its rows with it (ON DELETE
    -- CASCADE), whichever of the two cascades runs first.
    UPDATE assigned_open_counts AS counts SET
      awaiting_reply = counts.awaiting_reply - gone.awaiting_reply
    FROM (
      SELECT assignee_id, account_id, organization_id, count(*)
      FROM old_rows
      WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
        AND response_status IN ('pending', 'sending') AND assignee_id IS NOT NULL
      GROUP BY assignee_id, account_id, organization_id
    ) AS gone (user_id, account_id, organization_id, awaiting_reply)
    WHERE counts.user_id = gone.user_id AND counts.account_id = gone.account_id
      AND counts.organization_id = gone.organization_id;
  ELSE
    INSERT INTO assigned_open_counts AS counts (user_id, account_id, organization_id, awaiting_reply)
    SELECT delta.*
    FROM (
      SELECT assignee_id, account_id, organization_id, sum(sign)::int
      FROM (
        SELECT 1 AS sign, assignee_id, account_id, organization_id FROM new_rows
        WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
          AND response_status IN ('pending', 'sending') AND assignee_id IS NOT NULL
        UNION ALL
        SELECT -1 AS sign, assignee_id, account_id, organization_id FROM old_rows
        WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
          AND response_status IN ('pending', 'sending') AND assignee_id IS NOT NULL
      ) AS changed
      GROUP BY assignee_id, account_id, organization_id
    ) AS delta (user_id, account_id, organization_id, awaiting_reply)
    WHERE delta.awaiting_reply <> 0
    ORDER BY delta.user_id, delta.account_id, delta.organization_id
    ON CONFLICT (user_id, account_id, organization_id) DO UPDATE SET
      awaiting_reply = counts.awaiting_reply + excluded.awaiting_reply;
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION assigned_open_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM assigned_open_counts;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- No comment may be written between the first count and the triggers taking over.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- A statement's triggers fire in name order: comment_mine_counts_* after comment_counts_*, so a
-- statement locks its accounts' comment_counts rows first, as before, and two writers of one
-- account still queue there before taking any teammate's row.
CREATE TRIGGER comment_mine_counts_insert AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assigned_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER comment_mine_counts_update AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assigned_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER comment_mine_counts_delete AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assigned_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER comment_mine_counts_truncate AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION assigned_open_counts_clear();
--> statement-breakpoint
-- From comments_assignee_open_idx, whose predicate is this condition: no scan of the comments.
INSERT INTO assigned_open_counts (user_id, account_id, organization_id, awaiting_reply)
SELECT assignee_id, account_id, organization_id, count(*)
FROM "comments"
WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
  AND response_status IN ('pending', 'sending') AND assignee_id IS NOT NULL
GROUP BY assignee_id, account_id, organization_id;
