-- Hand-written: live comments (decision 077). A comment on a live broadcast is marked live: it
-- takes no public reply, and one private reply only while the broadcast is on air. Flock records
-- on the broadcast's post when it learnt the broadcast had ended (Instagram no longer finds it).
ALTER TABLE "comments" ADD COLUMN "is_live" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "live_ended_at" timestamp with time zone;
