CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"suggest_for_crisis" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "service_times" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_replies_title_idx" ON "saved_replies" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_one_private_reply" ON "outgoing_messages" USING btree ("comment_id") WHERE kind = 'private_reply' and status <> 'discarded';