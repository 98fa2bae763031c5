CREATE TABLE "bulk_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bulk_action_id" uuid NOT NULL,
	"comment_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"requested_by" text NOT NULL,
	"total" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_action_items" ADD CONSTRAINT "bulk_action_items_bulk_action_id_bulk_actions_id_fk" FOREIGN KEY ("bulk_action_id") REFERENCES "public"."bulk_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_action_items_comment_idx" ON "bulk_action_items" USING btree ("bulk_action_id","comment_id");--> statement-breakpoint
CREATE INDEX "bulk_action_items_state_idx" ON "bulk_action_items" USING btree ("bulk_action_id","state");--> statement-breakpoint
CREATE INDEX "bulk_actions_state_idx" ON "bulk_actions" USING btree ("state","created_at");