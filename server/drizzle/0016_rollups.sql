CREATE TABLE "awaiting_latest" (
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "awaiting_latest_account_id_organization_id_pk" PRIMARY KEY("account_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "awaiting_received_buckets" (
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"span" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "awaiting_received_buckets_account_id_organization_id_span_bucket_pk" PRIMARY KEY("account_id","organization_id","span","bucket")
);
--> statement-breakpoint
CREATE TABLE "follower_comment_quarters" (
	"quarter" timestamp with time zone NOT NULL,
	"shard" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follower_comment_quarters_quarter_shard_pk" PRIMARY KEY("quarter","shard")
);
--> statement-breakpoint
ALTER TABLE "awaiting_latest" ADD CONSTRAINT "awaiting_latest_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awaiting_received_buckets" ADD CONSTRAINT "awaiting_received_buckets_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "awaiting_latest_received_idx" ON "awaiting_latest" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "awaiting_latest_organization_idx" ON "awaiting_latest" USING btree ("organization_id","received_at");
--> statement-breakpoint
-- Hand-written (decision 037): the comment rollups are kept by statement triggers on comments,
-- like comment_counts (migration 0007): each statement adds its new rows and takes away its old
-- ones, so inserts (bulk ones too), updates of any column, deletes, cascades and truncation all
-- keep them exact. The conditions are those of comment-conditions.ts, written out:
--   fromFollowers: NOT is_own
--   awaitingReply: parent_id IS NULL AND NOT is_own AND NOT hidden
--                  AND response_status IN ('pending', 'sending')
-- comment-rollups.test.ts checks every rollup against counting the comments with those
-- conditions. Quarters are UTC quarter hours (date_bin from 2000-01-01Z), shards 16 per quarter
-- (hashtext of the account); hours and days are UTC. The trigger names sort after
-- comment_counts_*, so a statement locks the account's comment_counts row first, as before.
CREATE FUNCTION comment_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO follower_comment_quarters AS q (quarter, shard, count)
    SELECT date_bin('15 minutes', commented_at, timestamptz '2000-01-01 00:00:00+00'),
           hashtext(account_id::text) & 15, count(*)
    FROM new_rows WHERE NOT is_own
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (quarter, shard) DO UPDATE SET count = q.count + excluded.count;

    INSERT INTO awaiting_received_buckets AS b (account_id, organization_id, span, bucket, count)
    SELECT account_id, organization_id, s.span, s.bucket, count(*)
    FROM new_rows
    CROSS JOIN LATERAL (VALUES ('hour', date_trunc('hour', created_at, 'UTC')),
                               ('day', date_trunc('day', created_at, 'UTC'))) AS s (span, bucket)
    WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
      AND response_status IN ('pending', 'sending')
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, organization_id, span, bucket) DO UPDATE SET count = b.count + excluded.count;

    -- The newest only moves forward on insert; ON CONFLICT compares with the committed newest.
    INSERT INTO awaiting_latest AS l (account_id, organization_id, received_at)
    SELECT account_id, organization_id, max(created_at)
    FROM new_rows
    WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
      AND response_status IN ('pending', 'sending')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (account_id, organization_id) DO UPDATE
      SET received_at = greatest(l.received_at, excluded.received_at);
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows go down: an account being deleted takes its rows with it (ON DELETE
    -- CASCADE), whichever of the cascades runs first. Quarters have no account to lose.
    INSERT INTO follower_comment_quarters AS q (quarter, shard, count)
    SELECT date_bin('15 minutes', commented_at, timestamptz '2000-01-01 00:00:00+00'),
           hashtext(account_id::text) & 15, -count(*)
    FROM old_rows WHERE NOT is_own
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (quarter, shard) DO UPDATE SET count = q.count + excluded.count;

    UPDATE awaiting_received_buckets AS b SET count = b.count - gone.count
    FROM (
      SELECT account_id, organization_id, s.span, s.bucket, count(*)::int
      FROM old_rows
      CROSS JOIN LATERAL (VALUES ('hour', date_trunc('hour', created_at, 'UTC')),
                                 ('day', date_trunc('day', created_at, 'UTC'))) AS s (span, bucket)
      WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
        AND response_status IN ('pending', 'sending')
      GROUP BY 1, 2, 3, 4
    ) AS gone (account_id, organization_id, span, bucket, count)
    WHERE b.account_id = gone.account_id AND b.organization_id = gone.organization_id
      AND b.span = gone.span AND b.bucket = gone.bucket;

    -- The newest may be gone: lock the rows, then look again with a snapshot taken after the
    -- lock, which sees what any transaction that held it wrote.
    PERFORM 1 FROM awaiting_latest AS l
    WHERE (l.account_id, l.organization_id) IN (
      SELECT account_id, organization_id FROM old_rows
      WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
        AND response_status IN ('pending', 'sending'))
    ORDER BY l.account_id, l.organization_id
    FOR UPDATE;
    UPDATE awaiting_latest AS l SET received_at = (
      SELECT max(c.created_at) FROM comments AS c
      WHERE c.account_id = l.account_id AND c.organization_id = l.organization_id
        AND c.parent_id IS NULL AND NOT c.is_own AND NOT c.hidden
        AND c.response_status IN ('pending', 'sending'))
    WHERE (l.account_id, l.organization_id) IN (
      SELECT account_id, organization_id FROM old_rows
      WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
        AND response_status IN ('pending', 'sending'));
  ELSE
    INSERT INTO follower_comment_quarters AS q (quarter, shard, count)
    SELECT delta.* FROM (
      SELECT date_bin('15 minutes', commented_at, timestamptz '2000-01-01 00:00:00+00'),
             hashtext(account_id::text) & 15, sum(sign)::int
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS changed
      WHERE NOT is_own
      GROUP BY 1, 2
    ) AS delta (quarter, shard, count)
    WHERE delta.count <> 0
    ORDER BY 1, 2
    ON CONFLICT (quarter, shard) DO UPDATE SET count = q.count + excluded.count;

    INSERT INTO awaiting_received_buckets AS b (account_id, organization_id, span, bucket, count)
    SELECT delta.* FROM (
      SELECT account_id, organization_id, s.span, s.bucket, sum(sign)::int
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS changed
      CROSS JOIN LATERAL (VALUES ('hour', date_trunc('hour', created_at, 'UTC')),
                                 ('day', date_trunc('day', created_at, 'UTC'))) AS s (span, bucket)
      WHERE parent_id IS NULL AND NOT is_own AND NOT hidden
        AND response_status IN ('pending', 'sending')
      GROUP BY 1, 2, 3, 4
    ) AS delta (account_id, organization_id, span, bucket, count)
    WHERE delta.count <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, organization_id, span, bucket) DO UPDATE SET count = b.count + excluded.count;

    -- Accounts whose comments awaiting a reply changed (one stopped or started awaiting, or moved
    -- in time or to another account): their rows are locked in order (created if new), then the
    -- newest is looked up again with a snapshot taken after the lock, which sees what any
    -- transaction that held it wrote.
    INSERT INTO awaiting_latest AS l (account_id, organization_id)
    SELECT DISTINCT side.account_id, side.organization_id
      FROM (
        SELECT o.account_id AS old_account, o.organization_id AS old_organization,
               o.created_at AS old_at,
               (o.parent_id IS NULL AND NOT o.is_own AND NOT o.hidden AND o.response_status IN ('pending', 'sending')) AS old_awaiting,
               n.account_id AS new_account, n.organization_id AS new_organization,
               n.created_at AS new_at,
               (n.parent_id IS NULL AND NOT n.is_own AND NOT n.hidden AND n.response_status IN ('pending', 'sending')) AS new_awaiting
        FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      ) AS c
      CROSS JOIN LATERAL (VALUES (c.old_account, c.old_organization, c.old_awaiting),
                                 (c.new_account, c.new_organization, c.new_awaiting))
        AS side (account_id, organization_id, awaiting)
      WHERE side.awaiting
        AND (c.old_account, c.old_organization, c.old_at, c.old_awaiting)
            IS DISTINCT FROM (c.new_account, c.new_organization, c.new_at, c.new_awaiting)
    ORDER BY 1, 2
    ON CONFLICT (account_id, organization_id) DO UPDATE SET received_at = l.received_at;
    UPDATE awaiting_latest AS l SET received_at = (
      SELECT max(c.created_at) FROM comments AS c
      WHERE c.account_id = l.account_id AND c.organization_id = l.organization_id
        AND c.parent_id IS NULL AND NOT c.is_own AND NOT c.hidden
        AND c.response_status IN ('pending', 'sending'))
    WHERE (l.account_id, l.organization_id) IN (
      SELECT DISTINCT side.account_id, side.organization_id
      FROM (
        SELECT o.account_id AS old_account, o.organization_id AS old_organization,
               o.created_at AS old_at,
               (o.parent_id IS NULL AND NOT o.is_own AND NOT o.hidden AND o.response_status IN ('pending', 'sending')) AS old_awaiting,
               n.account_id AS new_account, n.organization_id AS new_organization,
               n.created_at AS new_at,
               (n.parent_id IS NULL AND NOT n.is_own AND NOT n.hidden AND n.response_status IN ('pending', 'sending')) AS new_awaiting
        FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      ) AS c
      CROSS JOIN LATERAL (VALUES (c.old_account, c.old_organization, c.old_awaiting),
                                 (c.new_account, c.new_organization, c.new_awaiting))
        AS side (account_id, organization_id, awaiting)
      WHERE side.awaiting
        AND (c.old_account, c.old_organization, c.old_at, c.old_awaiting)
            IS DISTINCT FROM (c.new_account, c.new_organization, c.new_at, c.new_awaiting));
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION comment_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM follower_comment_quarters;
  DELETE FROM awaiting_received_buckets;
  DELETE FROM awaiting_latest;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- No comment may be written between the backfill and the triggers taking over.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER comment_rollups_insert AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_rollups_update AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_rollups_delete AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_rollups_truncate AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION comment_rollups_clear();
--> statement-breakpoint
INSERT INTO follower_comment_quarters (quarter, shard, count)
SELECT date_bin('15 minutes', commented_at, timestamptz '2000-01-01 00:00:00+00'),
       hashtext(account_id::text) & 15, count(*)
FROM "comments" WHERE NOT is_own
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO awaiting_received_buckets (account_id, organization_id, span, bucket, count)
SELECT account_id, organization_id, s.span, s.bucket, count(*)
FROM "comments"
CROSS JOIN LATERAL (VALUES ('hour', date_trunc('hour', created_at, 'UTC')),
                           ('day', date_trunc('day', created_at, 'UTC'))) AS s (span, bucket)
WHERE parent_id IS NULL AND NOT is_own AND NOT hidden AND response_status IN ('pending', 'sending')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO awaiting_latest (account_id, organization_id, received_at)
SELECT account_id, organization_id, max(created_at)
FROM "comments"
WHERE parent_id IS NULL AND NOT is_own AND NOT hidden AND response_status IN ('pending', 'sending')
GROUP BY 1, 2;
