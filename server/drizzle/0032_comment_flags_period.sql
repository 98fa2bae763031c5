ALTER TABLE "comment_flags" ADD COLUMN "commented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_flags" ADD COLUMN "follower_top_level" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "comment_flags_period_idx" ON "comment_flags" USING btree ("commented_at","organization_id","flag") WHERE follower_top_level;--> statement-breakpoint
-- The comments' own values for the flags stored before this migration.
UPDATE comment_flags f SET commented_at = c.commented_at, organization_id = c.organization_id,
       follower_top_level = c.parent_id IS NULL AND NOT c.is_own
  FROM comments c WHERE c.id = f.comment_id;
--> statement-breakpoint
-- A flag's church, time and level are its comment's, whoever writes the flag.
CREATE FUNCTION comment_flags_from_comment() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  SELECT c.commented_at, c.organization_id, c.parent_id IS NULL AND NOT c.is_own
    INTO NEW.commented_at, NEW.organization_id, NEW.follower_top_level
    FROM comments c WHERE c.id = NEW.comment_id;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER comment_flags_from_comment BEFORE INSERT OR UPDATE OF comment_id ON comment_flags
  FOR EACH ROW EXECUTE FUNCTION comment_flags_from_comment();
--> statement-breakpoint
-- A comment moved in time, to another church or under another comment takes its flags along.
CREATE FUNCTION comments_flags_follow() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  UPDATE comment_flags SET commented_at = NEW.commented_at, organization_id = NEW.organization_id,
         follower_top_level = NEW.parent_id IS NULL AND NOT NEW.is_own
   WHERE comment_id = NEW.id;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER comments_flags_follow AFTER UPDATE OF commented_at, organization_id, parent_id, is_own ON comments
  FOR EACH ROW
  WHEN (OLD.commented_at IS DISTINCT FROM NEW.commented_at
        OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
        OR OLD.parent_id IS DISTINCT FROM NEW.parent_id OR OLD.is_own IS DISTINCT FROM NEW.is_own)
  EXECUTE FUNCTION comments_flags_follow();
