CREATE TABLE "comment_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"ig_comment_id" text NOT NULL,
	"thread_id" uuid NOT NULL,
	"deleted_by" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"team_role" text,
	"organization_id" uuid,
	"church_role" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"invited_by" text,
	"invited_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_kind_fields" CHECK (("invitations"."kind" = 'team' and "invitations"."team_role" is not null and "invitations"."organization_id" is null)
        or ("invitations"."kind" = 'church' and "invitations"."church_role" is not null and "invitations"."organization_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "responded_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_changed_by" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "team_role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comment_deletions" ADD CONSTRAINT "comment_deletions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_deletions" ADD CONSTRAINT "comment_deletions_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_deletions_organization_idx" ON "comment_deletions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_organization_idx" ON "invitations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_responded_by_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_hidden_changed_by_user_id_fk" FOREIGN KEY ("hidden_changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 035): the people who ran Flock before teams existed keep doing
-- everything they did: every admin becomes an Owner, every church member their church's Owner.
UPDATE "user" SET "team_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "memberships" SET "role" = 'owner';--> statement-breakpoint
-- Hand-written: agency staff always have a team role, church people never do.
ALTER TABLE "user" ADD CONSTRAINT "user_team_role_matches_side" CHECK (("role" = 'admin') = ("team_role" is not null));
