CREATE TABLE "agency_hour_rollups" (
	"hour" timestamp with time zone NOT NULL,
	"shard" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agency_hour_rollups_hour_shard_pk" PRIMARY KEY("hour","shard")
);
--> statement-breakpoint
CREATE TABLE "church_day_response_rollups" (
	"day" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"responder" text DEFAULT '' NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "church_day_response_rollups_day_organization_id_responder_pk" PRIMARY KEY("day","organization_id","responder")
);
--> statement-breakpoint
CREATE TABLE "church_day_rollups" (
	"day" date NOT NULL,
	"organization_id" uuid NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "church_day_rollups_day_organization_id_pk" PRIMARY KEY("day","organization_id")
);
--> statement-breakpoint
CREATE TABLE "report_rollup_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "report_rollup_zone_one_row" CHECK ("report_rollup_zone"."id")
);
--> statement-breakpoint
ALTER TABLE "church_day_response_rollups" ADD CONSTRAINT "church_day_response_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_day_rollups" ADD CONSTRAINT "church_day_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 049): the agency-wide report's rollups per church and local day of the
-- zone in report_rollup_zone, and per UTC hour for the busiest hours, kept by statement triggers
-- with transition tables like comment_hour_rollups (migration reports) and response_time_rollups
-- (migration response_time_rollups): each statement adds its new rows and takes away its old
-- ones, after comments_first_response has settled first_response_at/_by. Deletes only lower
-- existing church rows: a church being deleted takes its rows with it (ON DELETE CASCADE),
-- whichever of the cascades runs first.
INSERT INTO "report_rollup_zone" (id, time_zone) VALUES (true, 'UTC');
--> statement-breakpoint
-- Two histograms {bucket, count, bucket, count, ...} added bucket by bucket, in bucket order,
-- buckets that come to 0 left out.
CREATE FUNCTION response_histogram_add(a integer[], b integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $function$
  SELECT coalesce(array_agg(e.v ORDER BY s.bucket, e.k), '{}')
  FROM (
    SELECT t.h[2 * i - 1] AS bucket, sum(t.h[2 * i])::int AS answered
    FROM (VALUES (a), (b)) AS t (h)
    CROSS JOIN LATERAL generate_series(1, coalesce(cardinality(t.h), 0) / 2) AS i
    GROUP BY 1 HAVING sum(t.h[2 * i]) <> 0
  ) AS s
  CROSS JOIN LATERAL (VALUES (1, s.bucket), (2, s.answered)) AS e (k, v)
$function$;
--> statement-breakpoint
-- What one statement changed, as signed rows (+1 new, -1 old), added to the three rollups: one
-- function per operation, as each sees only its own transition tables, with the same three
-- statements over `changed` (new_rows, old_rows or both). Deletes only lower existing church
-- rows (see above); the agency's hours have no church to lose and count down like the rest.
CREATE FUNCTION report_day_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  INSERT INTO church_day_rollups AS r (day, organization_id, received, replied, done, hidden)
  SELECT * FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d
  WHERE d.received <> 0 OR d.replied <> 0 OR d.done <> 0 OR d.hidden <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, organization_id) DO UPDATE
    SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
        done = r.done + excluded.done, hidden = r.hidden + excluded.hidden;
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
CREATE FUNCTION report_day_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  INSERT INTO church_day_rollups AS r (day, organization_id, received, replied, done, hidden)
  SELECT * FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden
    FROM (
      SELECT sign, organization_id, account_id, (commented_at AT TIME ZONE zone)::date AS day,
             commented_at, response_status, hidden, first_response_at, first_response_by
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS c WHERE parent_id IS NULL AND NOT is_own
    ) AS c GROUP BY 1, 2
  ) AS d
  WHERE d.received <> 0 OR d.replied <> 0 OR d.done <> 0 OR d.hidden <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, organization_id) DO UPDATE
    SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
        done = r.done + excluded.done, hidden = r.hidden + excluded.hidden;
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
CREATE FUNCTION report_day_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  zone text := (SELECT time_zone FROM report_rollup_zone);
BEGIN
  UPDATE church_day_rollups AS r
     SET received = r.received + d.received, replied = r.replied + d.replied,
         done = r.done + d.done, hidden = r.hidden + d.hidden
  FROM (
    SELECT day, organization_id, sum(sign)::int AS received,
           coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int AS replied,
           coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int AS done,
           coalesce(sum(sign) FILTER (WHERE hidden), 0)::int AS hidden
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
CREATE FUNCTION report_day_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM church_day_rollups;
  DELETE FROM church_day_response_rollups;
  DELETE FROM agency_hour_rollups;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- Cuts the church-day rollups again in another zone: the server calls it when AGENCY_TIMEZONE
-- is not the zone they were cut in. Comments wait meanwhile (one grouped pass over them).
CREATE FUNCTION report_rollups_rebuild(zone text) RETURNS void LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM now() AT TIME ZONE zone;
  LOCK TABLE comments IN SHARE ROW EXCLUSIVE MODE;
  UPDATE report_rollup_zone SET time_zone = zone;
  DELETE FROM church_day_rollups;
  DELETE FROM church_day_response_rollups;
  INSERT INTO church_day_rollups (day, organization_id, received, replied, done, hidden)
  SELECT (commented_at AT TIME ZONE zone)::date, organization_id, count(*),
         count(*) FILTER (WHERE response_status = 'responded'),
         count(*) FILTER (WHERE response_status = 'done'), count(*) FILTER (WHERE hidden)
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
-- No comment may be written between the backfill and the triggers taking over.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER report_day_rollups_insert AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_day_rollups_insert();
--> statement-breakpoint
CREATE TRIGGER report_day_rollups_update AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_day_rollups_update();
--> statement-breakpoint
CREATE TRIGGER report_day_rollups_delete AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_day_rollups_delete();
--> statement-breakpoint
CREATE TRIGGER report_day_rollups_truncate AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION report_day_rollups_clear();
--> statement-breakpoint
SELECT report_rollups_rebuild('UTC');
--> statement-breakpoint
INSERT INTO agency_hour_rollups (hour, shard, received)
SELECT date_trunc('hour', commented_at, 'UTC'), hashtext(account_id::text) & 3, count(*)
FROM "comments" WHERE parent_id IS NULL AND NOT is_own
GROUP BY 1, 2;
--> statement-breakpoint
-- The report's 50 most engaging posts: read in this order, the first 50 of the period end the scan.
CREATE INDEX media_top_engagement_idx ON media (
  (CASE WHEN followers_at_sync > 0
        THEN round((like_count + comments_count)::numeric / followers_at_sync * 100, 2) END) DESC NULLS LAST,
  posted_at DESC);
