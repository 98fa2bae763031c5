-- Posts Flock publishes to Instagram for a church (decision 071): composed by the agency, signed
-- off by the church when it asks to, published exactly once by the engine with a ledger of steps.
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"first_comment" text,
	"collaborators" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"approval_required_at" timestamp with time zone,
	"approved_by" text,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"declined_by" text,
	"declined_by_name" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"ig_container_id" text,
	"container_created_at" timestamp with time zone,
	"publish_requested_at" timestamp with time zone,
	"ig_media_id" text,
	"permalink" text,
	"published_at" timestamp with time zone,
	"media_id" uuid,
	"first_comment_requested_at" timestamp with time zone,
	"ig_first_comment_id" text,
	"first_comment_done" boolean DEFAULT false NOT NULL,
	"failure_message" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"publishing_started_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"reminder_sent_at" timestamp with time zone,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "posts_kind" CHECK ("posts"."kind" in ('image', 'carousel', 'reel', 'story')),
	CONSTRAINT "posts_state" CHECK ("posts"."state" in ('draft', 'awaiting_approval', 'scheduled', 'publishing', 'published', 'failed')),
	CONSTRAINT "posts_time_when_due" CHECK ("posts"."state" in ('draft', 'failed') or "posts"."scheduled_at" is not null),
	CONSTRAINT "posts_published_has_media" CHECK (("posts"."state" = 'published') = ("posts"."ig_media_id" is not null)),
	CONSTRAINT "posts_collaborators" CHECK (cardinality("posts"."collaborators") <= 3)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_account_id_instagram_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."instagram_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_approved_by_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_declined_by_user_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_ig_media_id_idx" ON "posts" USING btree ("ig_media_id");
--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("scheduled_at","id");
--> statement-breakpoint
CREATE INDEX "posts_organization_scheduled_idx" ON "posts" USING btree ("organization_id","scheduled_at","id");
--> statement-breakpoint
CREATE INDEX "posts_account_scheduled_idx" ON "posts" USING btree ("account_id","scheduled_at","id");
--> statement-breakpoint
CREATE INDEX "posts_unscheduled_idx" ON "posts" USING btree ("organization_id","created_at","id") WHERE "posts"."scheduled_at" is null;
--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("scheduled_at") WHERE "posts"."state" = 'scheduled';
--> statement-breakpoint
CREATE INDEX "posts_publishing_idx" ON "posts" USING btree ("lease_until") WHERE "posts"."state" = 'publishing';--> statement-breakpoint
-- Published posts whose first comment is still to be posted: the scan picks them up after a crash.
CREATE INDEX "posts_first_comment_pending_idx" ON "posts" USING btree ("published_at") WHERE "posts"."state" = 'published' AND "posts"."first_comment_done" = false;
--> statement-breakpoint
CREATE INDEX "posts_awaiting_idx" ON "posts" USING btree ("organization_id","scheduled_at") WHERE "posts"."state" = 'awaiting_approval';
--> statement-breakpoint
CREATE TABLE "post_items" (
	"post_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"asset_id" uuid,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_ms" integer,
	"alt_text" text,
	"ig_container_id" text,
	"container_created_at" timestamp with time zone,
	CONSTRAINT "post_items_post_id_position_pk" PRIMARY KEY("post_id","position"),
	CONSTRAINT "post_items_kind" CHECK ("post_items"."kind" in ('image', 'video'))
);
--> statement-breakpoint
ALTER TABLE "post_items" ADD CONSTRAINT "post_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "post_items" ADD CONSTRAINT "post_items_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "post_items_asset_idx" ON "post_items" USING btree ("asset_id");
--> statement-breakpoint
CREATE TABLE "post_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"post_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"step" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "post_ledger" ADD CONSTRAINT "post_ledger_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "post_ledger_post_idx" ON "post_ledger" USING btree ("post_id","id");
--> statement-breakpoint
CREATE TABLE "publishing_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"posts_need_approval" boolean DEFAULT false NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_settings" ADD CONSTRAINT "publishing_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publishing_settings" ADD CONSTRAINT "publishing_settings_frozen_by_user_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "publishing_settings" ADD CONSTRAINT "publishing_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "publishing_freeze" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"frozen_at" timestamp with time zone,
	"frozen_by" text,
	CONSTRAINT "publishing_freeze_one_row" CHECK ("publishing_freeze"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "publishing_freeze" ADD CONSTRAINT "publishing_freeze_frozen_by_user_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "publishing_freeze" ("id") VALUES (1);
