CREATE TABLE "comment_flags" (
	"comment_id" uuid NOT NULL,
	"flag" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_flags_comment_id_flag_pk" PRIMARY KEY("comment_id","flag")
);
--> statement-breakpoint
CREATE TABLE "pastoral_cases" (
	"comment_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"flags" text[] NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" text,
	"followed_up_at" timestamp with time zone,
	"followed_up_by" text,
	"follow_up_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pastoral_contacts" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pastoral_contacts_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pastoral_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"routing_enabled" boolean DEFAULT true NOT NULL,
	"emergency_guidance" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_flags" ADD CONSTRAINT "comment_flags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_cases" ADD CONSTRAINT "pastoral_cases_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_cases" ADD CONSTRAINT "pastoral_cases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_cases" ADD CONSTRAINT "pastoral_cases_seen_by_user_id_fk" FOREIGN KEY ("seen_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_cases" ADD CONSTRAINT "pastoral_cases_followed_up_by_user_id_fk" FOREIGN KEY ("followed_up_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_contacts" ADD CONSTRAINT "pastoral_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_contacts" ADD CONSTRAINT "pastoral_contacts_user_id_memberships_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."memberships"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_settings" ADD CONSTRAINT "pastoral_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastoral_settings" ADD CONSTRAINT "pastoral_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_flags_flag_idx" ON "comment_flags" USING btree ("flag","comment_id");--> statement-breakpoint
CREATE INDEX "pastoral_cases_organization_idx" ON "pastoral_cases" USING btree ("organization_id","created_at","comment_id");--> statement-breakpoint
-- A pastoral contact is a member of the church they are a contact for: the pair is a membership.
CREATE UNIQUE INDEX "memberships_user_organization_idx" ON "memberships" ("user_id", "organization_id");--> statement-breakpoint
ALTER TABLE "pastoral_contacts" ADD CONSTRAINT "pastoral_contacts_membership_fk" FOREIGN KEY ("user_id", "organization_id") REFERENCES "memberships"("user_id", "organization_id") ON DELETE cascade;
