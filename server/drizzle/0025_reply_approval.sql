CREATE TABLE "reply_approval_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"reminder_after_minutes" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_approval_settings_mode" CHECK ("reply_approval_settings"."mode" in ('off', 'flagged', 'all')),
	CONSTRAINT "reply_approval_settings_reminder" CHECK ("reply_approval_settings"."reminder_after_minutes" is null or "reply_approval_settings"."reminder_after_minutes" between 5 and 10080)
);
--> statement-breakpoint
DROP INDEX "outgoing_messages_one_active_reply";--> statement-breakpoint
DROP INDEX "outgoing_messages_one_private_reply";--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "reply_approval_settings" ADD CONSTRAINT "reply_approval_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_approval_settings" ADD CONSTRAINT "reply_approval_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_messages_awaiting_approval_idx" ON "outgoing_messages" USING btree ("organization_id","created_at","id") WHERE status = 'awaiting_approval';--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_one_active_reply" ON "outgoing_messages" USING btree ("comment_id") WHERE kind = 'reply' and status in ('awaiting_approval', 'queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_one_private_reply" ON "outgoing_messages" USING btree ("comment_id") WHERE kind = 'private_reply' and status not in ('discarded', 'declined');--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_declined_has_reason" CHECK ("outgoing_messages"."status" <> 'declined' or "outgoing_messages"."decline_reason" is not null);