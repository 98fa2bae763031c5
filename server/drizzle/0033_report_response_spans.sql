CREATE TABLE "agency_day_response_rollups" (
	"day" date NOT NULL,
	"responder" text DEFAULT '' NOT NULL,
	"shard" smallint NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "agency_day_response_rollups_day_responder_shard_pk" PRIMARY KEY("day","responder","shard")
);
--> statement-breakpoint
CREATE TABLE "church_span_response_rollups" (
	"organization_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"span" integer NOT NULL,
	"histogram" integer[] NOT NULL,
	CONSTRAINT "church_span_response_rollups_organization_id_level_span_pk" PRIMARY KEY("organization_id","level","span")
);
--> statement-breakpoint
ALTER TABLE "church_span_response_rollups" ADD CONSTRAINT "church_span_response_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The response histograms of church_day_response_rollups summed per day and responder for the
-- whole agency, and per church over aligned spans of 1 to 256 days (levels 0 to 8; decision
-- 054), from the rows a statement added and removed, as signed bucket counts. With only
-- removals (a delete) span rows are only lowered, never created: a church being deleted takes
-- its rows with it, whichever cascade runs first.
CREATE FUNCTION report_response_spans_apply(
  added church_day_response_rollups[], removed church_day_response_rollups[]
) RETURNS void LANGUAGE sql AS $function$
  WITH changed AS (
    SELECT 1 AS sign, a.day, a.organization_id, a.responder, a.histogram FROM unnest(added) AS a
    UNION ALL
    SELECT -1, r.day, r.organization_id, r.responder, r.histogram FROM unnest(removed) AS r
  ),
  cells AS (
    SELECT c.day, c.organization_id, c.responder, c.histogram[2 * i - 1] AS bucket,
           c.sign * c.histogram[2 * i] AS answered
      FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
  ),
  agency AS (
    INSERT INTO agency_day_response_rollups AS r (day, responder, shard, histogram)
    SELECT day, responder, shard, array_agg(e.v ORDER BY bucket, e.k)
      FROM (
        SELECT day, responder, (hashtext(organization_id::text) & 3)::smallint AS shard, bucket,
               sum(answered)::int AS answered
          FROM cells GROUP BY 1, 2, 3, 4 HAVING sum(answered) <> 0
      ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (day, responder, shard) DO UPDATE
      SET histogram = response_histogram_add(r.histogram, excluded.histogram)
  ),
  spans AS (
    SELECT organization_id, level, span, array_agg(e.v ORDER BY bucket, e.k) AS histogram
      FROM (
        SELECT organization_id, l.level::smallint AS level,
               (day - date '2000-01-01') >> l.level AS span, bucket, sum(answered)::int AS answered
          FROM cells CROSS JOIN generate_series(0, 8) AS l (level)
         GROUP BY 1, 2, 3, 4 HAVING sum(answered) <> 0
      ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
     GROUP BY 1, 2, 3
  ),
  lowered AS (
    UPDATE church_span_response_rollups AS r
       SET histogram = response_histogram_add(r.histogram, s.histogram)
      FROM spans AS s
     WHERE cardinality(added) = 0
       AND r.organization_id = s.organization_id AND r.level = s.level AND r.span = s.span
  )
  INSERT INTO church_span_response_rollups AS r (organization_id, level, span, histogram)
  SELECT * FROM spans WHERE cardinality(added) > 0 ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, level, span) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram)
$function$;
--> statement-breakpoint
-- One trigger per operation, as each sees only its own transition tables.
CREATE FUNCTION report_response_spans_insert() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM report_response_spans_apply(
    ARRAY(SELECT n::church_day_response_rollups FROM new_rows AS n),
    '{}'::church_day_response_rollups[]);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION report_response_spans_update() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM report_response_spans_apply(
    ARRAY(SELECT n::church_day_response_rollups FROM new_rows AS n),
    ARRAY(SELECT o::church_day_response_rollups FROM old_rows AS o));
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION report_response_spans_delete() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  PERFORM report_response_spans_apply(
    '{}'::church_day_response_rollups[],
    ARRAY(SELECT o::church_day_response_rollups FROM old_rows AS o));
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- What the church-day rollups hold already goes in through the insert trigger: its rows are
-- taken out before the triggers exist and put back after. No comment is written meanwhile.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TEMP TABLE church_day_response_backfill AS SELECT * FROM church_day_response_rollups;
--> statement-breakpoint
DELETE FROM church_day_response_rollups;
--> statement-breakpoint
CREATE TRIGGER report_response_spans_insert AFTER INSERT ON "church_day_response_rollups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_response_spans_insert();
--> statement-breakpoint
CREATE TRIGGER report_response_spans_update AFTER UPDATE ON "church_day_response_rollups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_response_spans_update();
--> statement-breakpoint
CREATE TRIGGER report_response_spans_delete AFTER DELETE ON "church_day_response_rollups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_response_spans_delete();
--> statement-breakpoint
INSERT INTO church_day_response_rollups SELECT * FROM church_day_response_backfill;
--> statement-breakpoint
DROP TABLE church_day_response_backfill;
