CREATE TABLE "business_hours" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"slots" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_insights" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"reach" integer,
	"views" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_report_mails" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_report_mails_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_insights" ADD CONSTRAINT "media_insights_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_report_mails" ADD CONSTRAINT "monthly_report_mails_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue reports): the seconds of [started, ended) that fall inside a church's
-- business hours. slots is business_hours.slots: [{weekday, opens, closes}] in local time of
-- `zone`, a slot closing at or before it opens running into the next day. Each local day from
-- the day before `started` (whose slot may run past midnight) to the day of `ended` gives its
-- slots, turned into instants by PostgreSQL's own zone rules, so days of 23 or 25 hours and
-- local times that happen twice come out right.
CREATE FUNCTION business_seconds(started timestamptz, ended timestamptz, zone text, slots jsonb)
RETURNS double precision LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $function$
  SELECT coalesce(sum(greatest(extract(epoch FROM least(ended, w.closes_at) - greatest(started, w.opens_at)), 0)), 0)::double precision
    FROM generate_series(-1, (ended AT TIME ZONE zone)::date - (started AT TIME ZONE zone)::date) AS n
    CROSS JOIN LATERAL (SELECT (started AT TIME ZONE zone)::date + n AS day) AS d
    JOIN LATERAL jsonb_to_recordset(slots) AS s (weekday int, opens time, closes time)
      ON s.weekday = extract(dow FROM d.day)
    CROSS JOIN LATERAL (
      SELECT (d.day + s.opens) AT TIME ZONE zone AS opens_at,
             (d.day + (s.closes <= s.opens)::int + s.closes) AT TIME ZONE zone AS closes_at
    ) AS w
$function$;
