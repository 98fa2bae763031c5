CREATE TABLE "media_insights" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reach" integer,
	"views" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_insights" ADD CONSTRAINT "media_insights_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;