-- Hand-written (decision 072, stage 2a of decision 062): direct-message conversations and
-- mentions are work items. Their work state lives on work_items; comments keep theirs on
-- comments until stage 2, and no comment trigger, counter or rollup changes here.
ALTER TABLE "work_items" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "response_status" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_response_status_check" CHECK ("work_items"."response_status" is null or "work_items"."response_status" in ('pending', 'responded', 'done'));--> statement-breakpoint
-- The inbox's pages of conversations and mentions, newest activity first, per view.
CREATE INDEX "work_items_activity_idx" ON "work_items" USING btree ("kind","last_activity_at","id") WHERE kind <> 'comment';--> statement-breakpoint
CREATE INDEX "work_items_status_activity_idx" ON "work_items" USING btree ("kind","response_status","last_activity_at","id") WHERE kind <> 'comment';--> statement-breakpoint
CREATE INDEX "work_items_assignee_activity_idx" ON "work_items" USING btree ("assignee_id","kind","last_activity_at","id") WHERE kind <> 'comment' and assignee_id is not null;--> statement-breakpoint
CREATE INDEX "work_items_org_activity_idx" ON "work_items" USING btree ("organization_id","kind","last_activity_at","id") WHERE kind <> 'comment';--> statement-breakpoint
-- Who among a church's people may read its direct messages; the agency's team always may.
ALTER TABLE "organizations" ADD COLUMN "dm_readers" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_dm_readers_check" CHECK ("organizations"."dm_readers" in ('owner', 'pastoral_contacts', 'all_members'));--> statement-breakpoint
CREATE TABLE "direct_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"follower_ig_id" text NOT NULL,
	"username" text NOT NULL,
	"ig_conversation_id" text,
	"last_message_at" timestamp with time zone,
	"last_message_text" text,
	"last_message_direction" text,
	"last_inbound_at" timestamp with time zone,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD CONSTRAINT "direct_conversations_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD CONSTRAINT "direct_conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_conversations" ADD CONSTRAINT "direct_conversations_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One history per person per account.
CREATE UNIQUE INDEX "direct_conversations_follower_idx" ON "direct_conversations" USING btree ("account_id","follower_ig_id");--> statement-breakpoint
CREATE INDEX "direct_conversations_organization_idx" ON "direct_conversations" USING btree ("organization_id","last_message_at","id");--> statement-breakpoint
CREATE TABLE "direct_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"ig_message_id" text NOT NULL,
	"direction" text NOT NULL,
	"sent_by_flock_user" text,
	"outgoing_message_id" uuid,
	"is_echo" boolean DEFAULT false NOT NULL,
	"text" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"story_reply_to" jsonb,
	"story_mention" boolean DEFAULT false NOT NULL,
	"reply_to_ig_id" text,
	"postback" jsonb,
	"unsupported" boolean DEFAULT false NOT NULL,
	"follower_reaction" text,
	"account_reaction" text,
	"seen_at" timestamp with time zone,
	"unsent_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_messages_direction_check" CHECK ("direct_messages"."direction" in ('inbound', 'outbound'))
);
--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_conversation_id_direct_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."direct_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_sent_by_flock_user_user_id_fk" FOREIGN KEY ("sent_by_flock_user") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_outgoing_message_id_outgoing_messages_id_fk" FOREIGN KEY ("outgoing_message_id") REFERENCES "public"."outgoing_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Meta delivers twice and out of order: the message id is stored once, whoever comes first (the
-- webhook, its echo, or Flock recording what it sent).
CREATE UNIQUE INDEX "direct_messages_ig_message_id_idx" ON "direct_messages" USING btree ("ig_message_id");--> statement-breakpoint
CREATE INDEX "direct_messages_thread_idx" ON "direct_messages" USING btree ("conversation_id","sent_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_messages_outgoing_idx" ON "direct_messages" USING btree ("outgoing_message_id") WHERE outgoing_message_id is not null;--> statement-breakpoint
CREATE TABLE "mentions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"ig_comment_id" text,
	"ig_media_id" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"caption" boolean DEFAULT false NOT NULL,
	"media_url" text,
	"permalink" text,
	"mentioned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_id_work_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentions_source_idx" ON "mentions" USING btree ("account_id","ig_media_id",coalesce("ig_comment_id", ''));--> statement-breakpoint
-- A flag on a conversation or a mention has no comment to take its time and church from: it
-- keeps its own (and stays out of the comment reports, which read follower_top_level).
CREATE OR REPLACE FUNCTION comment_flags_from_comment() RETURNS trigger LANGUAGE plpgsql AS $function$
DECLARE
  found_comment record;
BEGIN
  SELECT c.commented_at, c.organization_id, c.parent_id IS NULL AND NOT c.is_own AS top_level
    INTO found_comment
    FROM comments c WHERE c.id = NEW.work_item_id;
  IF FOUND THEN
    NEW.commented_at := found_comment.commented_at;
    NEW.organization_id := found_comment.organization_id;
    NEW.follower_top_level := found_comment.top_level;
  ELSE
    NEW.follower_top_level := false;
  END IF;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
-- A direct message Flock sends may carry an image or video (by its public URL) and the
-- HUMAN_AGENT tag; both are decided when it is written, and delivery sends exactly that.
ALTER TABLE "outgoing_messages" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "human_agent" boolean DEFAULT false NOT NULL;
