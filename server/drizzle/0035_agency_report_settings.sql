CREATE TABLE "agency_report_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"target_hours" double precision NOT NULL,
	"monthly_mail" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_report_settings_one_row" CHECK ("agency_report_settings"."id"),
	CONSTRAINT "agency_report_settings_target_hours" CHECK ("agency_report_settings"."target_hours" > 0 and "agency_report_settings"."target_hours" <= 336)
);
--> statement-breakpoint
ALTER TABLE "agency_report_settings" ADD CONSTRAINT "agency_report_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;