CREATE TABLE "response_time_rollups" (
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"responder" text DEFAULT '' NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bucket_seconds" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_time_rollups_account_id_organization_id_hour_responder_bucket_seconds_pk" PRIMARY KEY("account_id","organization_id","hour","responder","bucket_seconds")
);
--> statement-breakpoint
ALTER TABLE "response_time_rollups" ADD CONSTRAINT "response_time_rollups_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_time_rollups_hour_idx" ON "response_time_rollups" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "response_time_rollups_organization_idx" ON "response_time_rollups" USING btree ("organization_id","hour");--> statement-breakpoint
CREATE INDEX "comment_hour_rollups_organization_idx" ON "comment_hour_rollups" USING btree ("organization_id","hour");--> statement-breakpoint
-- Hand-written (report speed, decision 045): the bucket of a first response time, and
-- response_time_rollups kept by statement triggers with transition tables like
-- comment_hour_rollups. They fire after comments_first_response has settled first_response_at
-- and _by on each row, so whatever moves them (a reply, Done, a private reply, a teammate
-- removed: ON DELETE SET NULL) moves the rollup; reopening leaves both alone.
CREATE FUNCTION response_time_bucket(seconds double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $function$
  SELECT CASE
    WHEN seconds <= 0 THEN 0
    WHEN seconds <= 3600 THEN ceil(seconds / 60)::int * 60
    WHEN seconds <= 43200 THEN ceil(seconds / 300)::int * 300
    WHEN seconds <= 604800 THEN ceil(seconds / 3600)::int * 3600
    ELSE least(ceil(seconds / 86400), 20000)::int * 86400
  END
$function$;
--> statement-breakpoint
CREATE FUNCTION response_time_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO response_time_rollups AS r (account_id, organization_id, responder, hour, bucket_seconds, answered)
    SELECT account_id, organization_id, coalesce(first_response_by, ''),
           date_trunc('hour', commented_at, 'UTC'),
           response_time_bucket(extract(epoch from first_response_at - commented_at)), count(*)
    FROM new_rows WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, organization_id, hour, responder, bucket_seconds) DO UPDATE
      SET answered = r.answered + excluded.answered;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE response_time_rollups AS r SET answered = r.answered - gone.answered
    FROM (
      SELECT account_id, organization_id, coalesce(first_response_by, ''),
             date_trunc('hour', commented_at, 'UTC'),
             response_time_bucket(extract(epoch from first_response_at - commented_at)), count(*)::int
      FROM old_rows WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) AS gone (account_id, organization_id, responder, hour, bucket_seconds, answered)
    WHERE r.account_id = gone.account_id AND r.organization_id = gone.organization_id
      AND r.hour = gone.hour AND r.responder = gone.responder
      AND r.bucket_seconds = gone.bucket_seconds;
  ELSE
    INSERT INTO response_time_rollups AS r (account_id, organization_id, responder, hour, bucket_seconds, answered)
    SELECT delta.* FROM (
      SELECT account_id, organization_id, coalesce(first_response_by, ''),
             date_trunc('hour', commented_at, 'UTC'),
             response_time_bucket(extract(epoch from first_response_at - commented_at)),
             sum(sign)::int
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS changed
      WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) AS delta (account_id, organization_id, responder, hour, bucket_seconds, answered)
    WHERE delta.answered <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, organization_id, hour, responder, bucket_seconds) DO UPDATE
      SET answered = r.answered + excluded.answered;
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION response_time_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM response_time_rollups;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- No comment may be written between the backfill and the triggers taking over.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER response_time_rollups_insert AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION response_time_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER response_time_rollups_update AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION response_time_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER response_time_rollups_delete AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION response_time_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER response_time_rollups_truncate AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION response_time_rollups_clear();
--> statement-breakpoint
INSERT INTO response_time_rollups (account_id, organization_id, responder, hour, bucket_seconds, answered)
SELECT account_id, organization_id, coalesce(first_response_by, ''), date_trunc('hour', commented_at, 'UTC'),
       response_time_bucket(extract(epoch from first_response_at - commented_at)), count(*)
FROM "comments" WHERE parent_id IS NULL AND NOT is_own AND first_response_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
