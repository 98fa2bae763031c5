-- Hand-written (issue 29, decision 074): a comment is answered when a reply reached the follower
-- (a public reply reaching Instagram, one written in the Instagram app, or a private reply
-- sent), not when it was marked Done or hidden. first_response_at follows that definition, and
-- the volume rollups count apart the comments closed without a reply (Done or hidden with no
-- reply): closed_unanswered. Every rollup built on first_response_at (response_time_rollups,
-- the church-day histograms and, through their own triggers, the spans and the agency's days)
-- is recounted here from the comments, under a lock, so it matches the new definition exactly.
ALTER TABLE "comment_hour_rollups" ADD COLUMN "closed_unanswered" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "church_day_rollups" ADD COLUMN "closed_unanswered" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The reports' direct messages, mentions and published posts of a period (issues 27 and 28).
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at","organization_id","account_id") WHERE "posts"."published_at" is not null;
--> statement-breakpoint
CREATE INDEX "direct_conversations_last_message_idx" ON "direct_conversations" USING btree ("last_message_at");
--> statement-breakpoint
CREATE INDEX "mentions_period_idx" ON "mentions" USING btree ("mentioned_at","organization_id","account_id");
--> statement-breakpoint
-- The earliest of what was there, a value a write path sets itself (a private reply sets
-- first_response_at to when it was sent; the trigger keeps whichever is earlier) and responded_at
-- (a public reply reaching Instagram, or one written on Instagram). Done no longer answers. It
-- never moves later: reopening or a reply deleted later does not undo how fast the comment was
-- first answered.
CREATE OR REPLACE FUNCTION comments_first_response() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  best timestamptz;
  best_by text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    best := OLD.first_response_at;
    -- Unless the statement sets a new time, its person stands (ON DELETE SET NULL clears it).
    best_by := CASE WHEN NEW.first_response_at IS NOT DISTINCT FROM OLD.first_response_at
                    THEN NEW.first_response_by ELSE OLD.first_response_by END;
  END IF;
  IF NEW.first_response_at IS NOT NULL AND (best IS NULL OR NEW.first_response_at < best) THEN
    best := NEW.first_response_at;
    best_by := NEW.first_response_by;
  END IF;
  IF NEW.responded_at IS NOT NULL AND (best IS NULL OR NEW.responded_at < best) THEN
    best := NEW.responded_at;
    best_by := NEW.responded_by;
  END IF;
  NEW.first_response_at := best;
  NEW.first_response_by := best_by;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comment_hour_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_hour_rollups AS r (account_id, organization_id, hour, received, replied, done, hidden, closed_unanswered)
    SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*),
           count(*) FILTER (WHERE response_status = 'responded'),
           count(*) FILTER (WHERE response_status = 'done'),
           count(*) FILTER (WHERE hidden),
           count(*) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden)))
    FROM new_rows WHERE parent_id IS NULL AND NOT is_own
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, organization_id, hour) DO UPDATE
      SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
          done = r.done + excluded.done, hidden = r.hidden + excluded.hidden,
          closed_unanswered = r.closed_unanswered + excluded.closed_unanswered;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows go down: an account being deleted takes its rows with it.
    UPDATE comment_hour_rollups AS r
       SET received = r.received - gone.received, replied = r.replied - gone.replied,
           done = r.done - gone.done, hidden = r.hidden - gone.hidden,
           closed_unanswered = r.closed_unanswered - gone.closed_unanswered
    FROM (
      SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*)::int,
             (count(*) FILTER (WHERE response_status = 'responded'))::int,
             (count(*) FILTER (WHERE response_status = 'done'))::int,
             (count(*) FILTER (WHERE hidden))::int,
             (count(*) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden))))::int
      FROM old_rows WHERE parent_id IS NULL AND NOT is_own
      GROUP BY 1, 2, 3
    ) AS gone (account_id, organization_id, hour, received, replied, done, hidden, closed_unanswered)
    WHERE r.account_id = gone.account_id AND r.organization_id = gone.organization_id
      AND r.hour = gone.hour;
  ELSE
    INSERT INTO comment_hour_rollups AS r (account_id, organization_id, hour, received, replied, done, hidden, closed_unanswered)
    SELECT delta.* FROM (
      SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'),
             sum(sign)::int,
             coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int,
             coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int,
             coalesce(sum(sign) FILTER (WHERE hidden), 0)::int,
             coalesce(sum(sign) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden))), 0)::int
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS changed
      WHERE parent_id IS NULL AND NOT is_own
      GROUP BY 1, 2, 3
    ) AS delta (account_id, organization_id, hour, received, replied, done, hidden, closed_unanswered)
    WHERE delta.received <> 0 OR delta.replied <> 0 OR delta.done <> 0 OR delta.hidden <> 0
       OR delta.closed_unanswered <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (account_id, organization_id, hour) DO UPDATE
      SET received = r.received + excluded.received,
          replied = r.replied + excluded.replied,
          done = r.done + excluded.done, hidden = r.hidden + excluded.hidden,
          closed_unanswered = r.closed_unanswered + excluded.closed_unanswered;
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_day_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  INSERT INTO church_day_rollups AS r (day, organization_id, received, replied, done, hidden, closed_unanswered)
  SELECT * FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden,
           coalesce(sum(sign) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden))), 0)::int AS closed_unanswered
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d
  WHERE d.received <> 0 OR d.replied <> 0 OR d.done <> 0 OR d.hidden <> 0
     OR d.closed_unanswered <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, organization_id) DO UPDATE
    SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
        done = r.done + excluded.done, hidden = r.hidden + excluded.hidden,
        closed_unanswered = r.closed_unanswered + excluded.closed_unanswered;
  INSERT INTO church_day_response_rollups AS r (day, organization_id, responder, histogram)
  SELECT day, organization_id, responder, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT day, organization_id, coalesce(first_response_by, '') AS responder,
             response_time_bucket(extract(epoch from first_response_at - commented_at)) AS bucket,
             sum(sign)::int AS answered
      FROM (
        SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
               commented_at, response_status, hidden, first_response_at, first_response_by
        FROM (SELECT 1 AS sign, * FROM new_rows) AS c WHERE parent_id IS NULL AND NOT is_own
      ) AS c WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
    GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, organization_id, responder) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  INSERT INTO agency_hour_rollups AS r (hour, shard, received)
  SELECT * FROM (
    SELECT date_trunc('hour', commented_at, 'UTC') AS hour, hashtext(account_id::text) & 3 AS shard,
           sum(sign)::int AS received
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d WHERE d.received <> 0
  ORDER BY 1, 2
  ON CONFLICT (hour, shard) DO UPDATE SET received = r.received + excluded.received;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_day_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  INSERT INTO church_day_rollups AS r (day, organization_id, received, replied, done, hidden, closed_unanswered)
  SELECT * FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden,
           coalesce(sum(sign) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden))), 0)::int AS closed_unanswered
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d
  WHERE d.received <> 0 OR d.replied <> 0 OR d.done <> 0 OR d.hidden <> 0
     OR d.closed_unanswered <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, organization_id) DO UPDATE
    SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
        done = r.done + excluded.done, hidden = r.hidden + excluded.hidden,
        closed_unanswered = r.closed_unanswered + excluded.closed_unanswered;
  INSERT INTO church_day_response_rollups AS r (day, organization_id, responder, histogram)
  SELECT day, organization_id, responder, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT day, organization_id, coalesce(first_response_by, '') AS responder,
             response_time_bucket(extract(epoch from first_response_at - commented_at)) AS bucket,
             sum(sign)::int AS answered
      FROM (
        SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
               commented_at, response_status, hidden, first_response_at, first_response_by
        FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
      ) AS c WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
    GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, organization_id, responder) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  INSERT INTO agency_hour_rollups AS r (hour, shard, received)
  SELECT * FROM (
    SELECT date_trunc('hour', commented_at, 'UTC') AS hour, hashtext(account_id::text) & 3 AS shard,
           sum(sign)::int AS received
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d WHERE d.received <> 0
  ORDER BY 1, 2
  ON CONFLICT (hour, shard) DO UPDATE SET received = r.received + excluded.received;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_day_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  UPDATE church_day_rollups AS r
     SET received = r.received + d.received, replied = r.replied + d.replied,
         done = r.done + d.done, hidden = r.hidden + d.hidden,
         closed_unanswered = r.closed_unanswered + d.closed_unanswered
  FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden,
           coalesce(sum(sign) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden))), 0)::int AS closed_unanswered
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d
  WHERE r.day = d.day AND r.organization_id = d.organization_id;
  UPDATE church_day_response_rollups AS r
     SET histogram = response_histogram_add(r.histogram, d.histogram)
  FROM (
    SELECT day, organization_id, responder, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT day, organization_id, coalesce(first_response_by, '') AS responder,
             response_time_bucket(extract(epoch from first_response_at - commented_at)) AS bucket,
             sum(sign)::int AS answered
      FROM (
        SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
               commented_at, response_status, hidden, first_response_at, first_response_by
        FROM (SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
      ) AS c WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
    GROUP BY 1, 2, 3
  ) AS d
  WHERE r.day = d.day AND r.organization_id = d.organization_id AND r.responder = d.responder;
  INSERT INTO agency_hour_rollups AS r (hour, shard, received)
  SELECT * FROM (
    SELECT date_trunc('hour', commented_at, 'UTC') AS hour, hashtext(account_id::text) & 3 AS shard,
           sum(sign)::int AS received
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d WHERE d.received <> 0
  ORDER BY 1, 2
  ON CONFLICT (hour, shard) DO UPDATE SET received = r.received + excluded.received;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollups_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  LOCK TABLE comments IN SHARE ROW EXCLUSIVE MODE;
  UPDATE report_rollup_zone SET time_zone = zone;
  DELETE FROM church_day_rollups;
  DELETE FROM church_day_response_rollups;
  INSERT INTO church_day_rollups (day, organization_id, received, replied, done, hidden, closed_unanswered)
  SELECT (commented_at AT TIME ZONE zone)::date, organization_id, count(*),
         count(*) FILTER (WHERE response_status = 'responded'),
         count(*) FILTER (WHERE response_status = 'done'), count(*) FILTER (WHERE hidden),
         count(*) FILTER (WHERE (first_response_at IS NULL AND (response_status = 'done' OR hidden)))
  FROM comments WHERE parent_id IS NULL AND NOT is_own
  GROUP BY 1, 2;
  INSERT INTO church_day_response_rollups (day, organization_id, responder, histogram)
  SELECT day, organization_id, responder, array_agg(e.v ORDER BY bucket, e.k)
  FROM (
    SELECT (commented_at AT TIME ZONE zone)::date AS day, organization_id,
           coalesce(first_response_by, '') AS responder,
           response_time_bucket(extract(epoch from first_response_at - commented_at)) AS bucket,
           count(*)::int AS answered
    FROM comments
    WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
  ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
  GROUP BY 1, 2, 3;
END
$function$;
--> statement-breakpoint
-- No comment may be written between the recount and the triggers taking over again.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The recount below rebuilds every rollup that reads first_response_at, so the comment
-- triggers stay off while the column is rewritten.
ALTER TABLE "comments" DISABLE TRIGGER USER;
--> statement-breakpoint
-- The first reply that reached the follower, from what Flock knows of each: responded_at (kept
-- by the old rule too), the earliest reply or private reply Flock sent (outgoing status sent),
-- and the earliest reply the account wrote under it (from Flock or the Instagram app).
UPDATE "comments" AS c SET first_response_at = f.at, first_response_by = f.by
FROM (
  SELECT c2.id, first.at, first.by
  FROM "comments" c2
  LEFT JOIN LATERAL (
    SELECT s.at, s.by FROM (
      SELECT c2.responded_at AS at, c2.responded_by AS by, 0 AS rank WHERE c2.responded_at IS NOT NULL
      UNION ALL
      SELECT o.sent_at, o.created_by, 1 FROM outgoing_messages o
       WHERE o.work_item_id = c2.id AND o.kind IN ('reply', 'private_reply')
         AND o.status = 'sent' AND o.sent_at IS NOT NULL
      UNION ALL
      SELECT r.commented_at, NULL, 2 FROM "comments" r WHERE r.parent_id = c2.id AND r.is_own
    ) AS s ORDER BY s.at, s.rank LIMIT 1
  ) AS first ON true
  WHERE c2.parent_id IS NULL AND NOT c2.is_own
) AS f
WHERE c.id = f.id
  AND (c.first_response_at IS DISTINCT FROM f.at OR c.first_response_by IS DISTINCT FROM f.by);
--> statement-breakpoint
ALTER TABLE "comments" ENABLE TRIGGER USER;
--> statement-breakpoint
DELETE FROM comment_hour_rollups;
--> statement-breakpoint
INSERT INTO comment_hour_rollups (account_id, organization_id, hour, received, replied, done, hidden, closed_unanswered)
SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*),
       count(*) FILTER (WHERE response_status = 'responded'),
       count(*) FILTER (WHERE response_status = 'done'),
       count(*) FILTER (WHERE hidden),
       count(*) FILTER (WHERE first_response_at IS NULL AND (response_status = 'done' OR hidden))
FROM "comments" WHERE parent_id IS NULL AND NOT is_own
GROUP BY 1, 2, 3;
--> statement-breakpoint
DELETE FROM response_time_rollups;
--> statement-breakpoint
INSERT INTO response_time_rollups (account_id, organization_id, responder, hour, bucket_seconds, answered)
SELECT account_id, organization_id, coalesce(first_response_by, ''), date_trunc('hour', commented_at, 'UTC'),
       response_time_bucket(extract(epoch from first_response_at - commented_at)), count(*)
FROM "comments" WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The church-day rollups in their own zone; the spans and the agency's days follow through the
-- triggers on church_day_response_rollups (decision 054).
SELECT report_rollups_rebuild((SELECT time_zone FROM report_rollup_zone));
