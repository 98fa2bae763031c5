-- Hand-written: a post whose insights Instagram refuses for good leaves the insights queue.
ALTER TABLE "media" ADD COLUMN "insights_refused_at" timestamp with time zone;
