-- Hand-written (decision 062, stage 1): one work item for every conversation, a comment's sharing
-- its id. Every comment_id already stored is a valid work_item_id, so no key is rewritten and no
-- counter or rollup is touched.
CREATE TABLE "work_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_items_kind_check" CHECK ("work_items"."kind" in ('comment', 'conversation', 'mention'))
);
--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A church's or an account's deletion finds its items by these.
CREATE INDEX "work_items_organization_idx" ON "work_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "work_items_account_idx" ON "work_items" USING btree ("account_id");--> statement-breakpoint
-- One item per comment already stored, under a lock that lets readers on and holds writers until
-- the triggers below are in place (the migration commits as one transaction).
LOCK TABLE "comments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
INSERT INTO "work_items" ("id", "kind", "organization_id", "account_id", "created_at")
  SELECT "id", 'comment', "organization_id", "account_id", "created_at" FROM "comments";--> statement-breakpoint
-- Deferred to the commit: the item is written by the AFTER INSERT trigger below, in the same
-- statement as the comment. (A BEFORE INSERT trigger would also run for the rows an upsert finds
-- already stored, and leave an item behind for each of them at every sync.) Deleting an item
-- deletes its comment at once: referential actions are never deferred.
ALTER TABLE "comments" ADD CONSTRAINT "comments_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Whatever writes comments (sync, webhooks, restore's upgrade, a church's deletion), the pair
-- stays together: a new comment gets its item, a deleted one takes its item (and the work hanging
-- off it) along, and a comment moved to another account or church moves its item.
CREATE FUNCTION comments_work_items_insert() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  INSERT INTO work_items (id, kind, organization_id, account_id, created_at)
    SELECT n.id, 'comment', n.organization_id, n.account_id, n.created_at FROM new_comments n;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER comments_work_items_insert AFTER INSERT ON comments
  REFERENCING NEW TABLE AS new_comments
  FOR EACH STATEMENT EXECUTE FUNCTION comments_work_items_insert();
--> statement-breakpoint
CREATE FUNCTION comments_work_items_delete() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  DELETE FROM work_items w USING old_comments o WHERE w.id = o.id;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER comments_work_items_delete AFTER DELETE ON comments
  REFERENCING OLD TABLE AS old_comments
  FOR EACH STATEMENT EXECUTE FUNCTION comments_work_items_delete();
--> statement-breakpoint
CREATE FUNCTION comments_work_item_follow() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  UPDATE work_items SET organization_id = NEW.organization_id, account_id = NEW.account_id
   WHERE id = NEW.id;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER comments_work_item_follow AFTER UPDATE OF account_id, organization_id ON comments
  FOR EACH ROW
  WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id
        OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION comments_work_item_follow();
--> statement-breakpoint
-- The work hanging off a comment now hangs off its item: comment_id becomes work_item_id, and
-- each foreign key to comments becomes the same key to work_items, with the same ON DELETE
-- (cascade for all of them). bulk_action_items has none and keeps none: a bulk action's record of
-- what it did, deletions included, outlives the comments it deleted. Constraint names that spell
-- the column follow it.
DO $do$
DECLARE
  satellite text;
  fk record;
  con record;
BEGIN
  FOREACH satellite IN ARRAY ARRAY['outgoing_messages', 'comment_reads', 'comment_labels',
    'comment_activity', 'comment_notes', 'comment_presence', 'bulk_action_items', 'comment_flags',
    'pastoral_cases', 'rule_hides']
  LOOP
    FOR fk IN
      SELECT conname, confdeltype FROM pg_constraint
       WHERE contype = 'f' AND conrelid = satellite::regclass AND confrelid = 'comments'::regclass
    LOOP
      IF fk.confdeltype <> 'c' THEN
        RAISE EXCEPTION '%.% is not ON DELETE CASCADE', satellite, fk.conname;
      END IF;
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', satellite, fk.conname);
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (comment_id) REFERENCES public.work_items(id) ON DELETE cascade ON UPDATE no action',
        satellite, satellite || '_work_item_id_work_items_id_fk');
    END LOOP;
    EXECUTE format('ALTER TABLE %I RENAME COLUMN comment_id TO work_item_id', satellite);
    FOR con IN
      SELECT conname FROM pg_constraint
       WHERE conrelid = satellite::regclass AND conname LIKE '%comment_id%'
    LOOP
      EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', satellite, con.conname,
        replace(con.conname, 'comment_id', 'work_item_id'));
    END LOOP;
  END LOOP;
END
$do$;
--> statement-breakpoint
-- The trigger functions of migration 0032 that name the column, as they read now.
CREATE OR REPLACE FUNCTION comment_flags_from_comment() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  SELECT c.commented_at, c.organization_id, c.parent_id IS NULL AND NOT c.is_own
    INTO NEW.commented_at, NEW.organization_id, NEW.follower_top_level
    FROM comments c WHERE c.id = NEW.work_item_id;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION comments_flags_follow() RETURNS trigger LANGUAGE plpgsql AS $function$
BEGIN
  UPDATE comment_flags SET commented_at = NEW.commented_at, organization_id = NEW.organization_id,
         follower_top_level = NEW.parent_id IS NULL AND NOT NEW.is_own
   WHERE work_item_id = NEW.id;
  RETURN NULL;
END
$function$;
