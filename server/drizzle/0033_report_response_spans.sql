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
-- The response histograms of church_day_response_rollups summed per church over aligned spans
-- of 1 to 256 days (levels 0 to 8) and per day and responder for the whole agency (decision
-- 054), from each statement's changed rows as signed bucket counts. Deletes only lower existing
-- span rows: a church being deleted takes its rows with it, whichever cascade runs first.
CREATE FUNCTION report_response_spans_insert() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM new_rows)
  INSERT INTO agency_day_response_rollups AS r (day, responder, shard, histogram)
  SELECT day, responder, shard, array_agg(e.v ORDER BY bucket, e.k)
    FROM (
      SELECT c.day, c.responder, (hashtext(c.organization_id::text) & 3)::smallint AS shard,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (day, responder, shard) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM new_rows)
  INSERT INTO church_span_response_rollups AS r (organization_id, level, span, histogram)
  SELECT organization_id, level, span, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT c.organization_id, l.level::smallint AS level,
             (c.day - date '2000-01-01') >> l.level AS span,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       CROSS JOIN generate_series(0, 8) AS l (level)
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, level, span) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION report_response_spans_update() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM new_rows
                   UNION ALL
                   SELECT -1, day, organization_id, responder, histogram FROM old_rows)
  INSERT INTO agency_day_response_rollups AS r (day, responder, shard, histogram)
  SELECT day, responder, shard, array_agg(e.v ORDER BY bucket, e.k)
    FROM (
      SELECT c.day, c.responder, (hashtext(c.organization_id::text) & 3)::smallint AS shard,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (day, responder, shard) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM new_rows
                   UNION ALL
                   SELECT -1, day, organization_id, responder, histogram FROM old_rows)
  INSERT INTO church_span_response_rollups AS r (organization_id, level, span, histogram)
  SELECT organization_id, level, span, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT c.organization_id, l.level::smallint AS level,
             (c.day - date '2000-01-01') >> l.level AS span,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       CROSS JOIN generate_series(0, 8) AS l (level)
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, level, span) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION report_response_spans_delete() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  WITH changed AS (SELECT -1 AS sign, day, organization_id, responder, histogram FROM old_rows)
  INSERT INTO agency_day_response_rollups AS r (day, responder, shard, histogram)
  SELECT day, responder, shard, array_agg(e.v ORDER BY bucket, e.k)
    FROM (
      SELECT c.day, c.responder, (hashtext(c.organization_id::text) & 3)::smallint AS shard,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (day, responder, shard) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
  WITH changed AS (SELECT -1 AS sign, day, organization_id, responder, histogram FROM old_rows)
  UPDATE church_span_response_rollups AS r
     SET histogram = response_histogram_add(r.histogram, d.histogram)
    FROM (
  SELECT organization_id, level, span, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT c.organization_id, l.level::smallint AS level,
             (c.day - date '2000-01-01') >> l.level AS span,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       CROSS JOIN generate_series(0, 8) AS l (level)
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
    ) AS d
   WHERE r.organization_id = d.organization_id AND r.level = d.level AND r.span = d.span;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- What the church-day rollups hold already.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM church_day_response_rollups)
  INSERT INTO agency_day_response_rollups AS r (day, responder, shard, histogram)
  SELECT day, responder, shard, array_agg(e.v ORDER BY bucket, e.k)
    FROM (
      SELECT c.day, c.responder, (hashtext(c.organization_id::text) & 3)::smallint AS shard,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (day, responder, shard) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
--> statement-breakpoint
WITH changed AS (SELECT 1 AS sign, day, organization_id, responder, histogram FROM church_day_response_rollups)
  INSERT INTO church_span_response_rollups AS r (organization_id, level, span, histogram)
  SELECT organization_id, level, span, array_agg(e.v ORDER BY bucket, e.k) AS histogram
    FROM (
      SELECT c.organization_id, l.level::smallint AS level,
             (c.day - date '2000-01-01') >> l.level AS span,
             c.histogram[2 * i - 1] AS bucket, sum(c.sign * c.histogram[2 * i])::int AS answered
        FROM changed AS c CROSS JOIN LATERAL generate_series(1, cardinality(c.histogram) / 2) AS i
       CROSS JOIN generate_series(0, 8) AS l (level)
       GROUP BY 1, 2, 3, 4 HAVING sum(c.sign * c.histogram[2 * i]) <> 0
    ) AS b CROSS JOIN LATERAL (VALUES (1, b.bucket), (2, b.answered)) AS e (k, v)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (organization_id, level, span) DO UPDATE
    SET histogram = response_histogram_add(r.histogram, excluded.histogram);
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
