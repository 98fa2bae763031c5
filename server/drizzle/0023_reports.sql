CREATE TABLE "comment_hour_rollups" (
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"hidden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_hour_rollups_account_id_organization_id_hour_pk" PRIMARY KEY("account_id","organization_id","hour")
);
--> statement-breakpoint
CREATE TABLE "follower_snapshots" (
	"account_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_snapshots_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "first_response_by" text;--> statement-breakpoint
ALTER TABLE "comment_hour_rollups" ADD CONSTRAINT "comment_hour_rollups_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_snapshots" ADD CONSTRAINT "follower_snapshots_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_hour_rollups_hour_idx" ON "comment_hour_rollups" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "follower_snapshots_organization_idx" ON "follower_snapshots" USING btree ("organization_id","day");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_first_response_by_user_id_fk" FOREIGN KEY ("first_response_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_first_response_idx" ON "comments" USING btree ("commented_at","organization_id","account_id","first_response_at","first_response_by") WHERE "comments"."parent_id" is null and not "comments"."is_own";--> statement-breakpoint
-- Hand-written (issue reports): the first answer to each comment and the hourly volume rollup.
-- comments_first_response keeps first_response_at/_by: the earliest of what was there, a value
-- a write path sets itself (a private reply sets first_response_at to when it was sent, and the
-- trigger keeps whichever is earlier), responded_at (a public reply reaching Instagram, or one
-- written on Instagram) and done_at. It never moves later: reopening or a reply deleted later
-- does not undo how fast the comment was first answered.
CREATE FUNCTION comments_first_response() RETURNS trigger LANGUAGE plpgsql AS $function$
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
  IF NEW.done_at IS NOT NULL AND (best IS NULL OR NEW.done_at < best) THEN
    best := NEW.done_at;
    best_by := NEW.done_by;
  END IF;
  NEW.first_response_at := best;
  NEW.first_response_by := best_by;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
-- comment_hour_rollups: follower top-level comments (parent_id IS NULL AND NOT is_own) per
-- account and UTC hour of commented_at, with how many are responded, done and hidden. Statement
-- triggers with transition tables, in the style of decision 037, so bulk writes, cascades and
-- hand-written SQL keep it exact.
CREATE FUNCTION comment_hour_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO comment_hour_rollups AS r (account_id, organization_id, hour, received, replied, done, hidden)
    SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*),
           count(*) FILTER (WHERE response_status = 'responded'),
           count(*) FILTER (WHERE response_status = 'done'),
           count(*) FILTER (WHERE hidden)
    FROM new_rows WHERE parent_id IS NULL AND NOT is_own
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, organization_id, hour) DO UPDATE
      SET received = r.received + excluded.received, replied = r.replied + excluded.replied,
          done = r.done + excluded.done, hidden = r.hidden + excluded.hidden;
  ELSIF TG_OP = 'DELETE' THEN
    -- Only existing rows go down: an account being deleted takes its rows with it.
    UPDATE comment_hour_rollups AS r
       SET received = r.received - gone.received, replied = r.replied - gone.replied,
           done = r.done - gone.done, hidden = r.hidden - gone.hidden
    FROM (
      SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*)::int,
             (count(*) FILTER (WHERE response_status = 'responded'))::int,
             (count(*) FILTER (WHERE response_status = 'done'))::int,
             (count(*) FILTER (WHERE hidden))::int
      FROM old_rows WHERE parent_id IS NULL AND NOT is_own
      GROUP BY 1, 2, 3
    ) AS gone (account_id, organization_id, hour, received, replied, done, hidden)
    WHERE r.account_id = gone.account_id AND r.organization_id = gone.organization_id
      AND r.hour = gone.hour;
  ELSE
    INSERT INTO comment_hour_rollups AS r (account_id, organization_id, hour, received, replied, done, hidden)
    SELECT delta.* FROM (
      SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'),
             sum(sign)::int,
             coalesce(sum(sign) FILTER (WHERE response_status = 'responded'), 0)::int,
             coalesce(sum(sign) FILTER (WHERE response_status = 'done'), 0)::int,
             coalesce(sum(sign) FILTER (WHERE hidden), 0)::int
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) AS changed
      WHERE parent_id IS NULL AND NOT is_own
      GROUP BY 1, 2, 3
    ) AS delta (account_id, organization_id, hour, received, replied, done, hidden)
    WHERE delta.received <> 0 OR delta.replied <> 0 OR delta.done <> 0 OR delta.hidden <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (account_id, organization_id, hour) DO UPDATE
      SET received = r.received + excluded.received,
          replied = r.replied + excluded.replied,
          done = r.done + excluded.done, hidden = r.hidden + excluded.hidden;
  END IF;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE FUNCTION comment_hour_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM comment_hour_rollups;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- No comment may be written between the backfills and the triggers taking over.
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- The backfill changes no column any other trigger counts, so they stay off for it.
ALTER TABLE "comments" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "comments" SET
  first_response_at = CASE WHEN done_at IS NOT NULL AND (responded_at IS NULL OR done_at < responded_at)
                           THEN done_at ELSE responded_at END,
  first_response_by = CASE WHEN done_at IS NOT NULL AND (responded_at IS NULL OR done_at < responded_at)
                           THEN done_by ELSE responded_by END
WHERE responded_at IS NOT NULL OR done_at IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE TRIGGER comments_first_response BEFORE INSERT OR UPDATE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION comments_first_response();
--> statement-breakpoint
CREATE TRIGGER comment_hour_rollups_insert AFTER INSERT ON "comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_hour_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_hour_rollups_update AFTER UPDATE ON "comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comment_hour_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_hour_rollups_delete AFTER DELETE ON "comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comment_hour_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER comment_hour_rollups_truncate AFTER TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION comment_hour_rollups_clear();
--> statement-breakpoint
INSERT INTO comment_hour_rollups (account_id, organization_id, hour, received, replied, done, hidden)
SELECT account_id, organization_id, date_trunc('hour', commented_at, 'UTC'), count(*),
       count(*) FILTER (WHERE response_status = 'responded'),
       count(*) FILTER (WHERE response_status = 'done'),
       count(*) FILTER (WHERE hidden)
FROM "comments" WHERE parent_id IS NULL AND NOT is_own
GROUP BY 1, 2, 3;
