-- Hand-written: two-factor sign-in (decision 073). better-auth's two-factor plugin keeps its
-- secret and recovery codes, encrypted with BETTER_AUTH_SECRET, in "two_factor"; the flag on the
-- user is what its sign-in reads.
ALTER TABLE "user" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "two_factor" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "secret" text NOT NULL,
  "backup_codes" text NOT NULL,
  "verified" boolean DEFAULT true NOT NULL,
  "failed_verification_count" integer DEFAULT 0 NOT NULL,
  "locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_user_id_idx" ON "two_factor" ("user_id");
--> statement-breakpoint
CREATE INDEX "two_factor_secret_idx" ON "two_factor" ("secret");
--> statement-breakpoint
-- The agency's security settings: one row at most, none until an Owner first saves them.
CREATE TABLE "agency_security_settings" (
  "id" boolean PRIMARY KEY DEFAULT true NOT NULL,
  "require_two_factor" boolean NOT NULL,
  "updated_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "agency_security_settings_one_row" CHECK ("id")
);
--> statement-breakpoint
-- Every cached actor carries whether the team requires a second factor: a change forgets them
-- all, on every process (auth/session-cache.ts).
CREATE OR REPLACE FUNCTION flock_notify_everyone_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('flock_session_changes', 'everyone:security');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_changes_security AFTER INSERT OR UPDATE OR DELETE ON "agency_security_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION flock_notify_everyone_session_change();
--> statement-breakpoint
-- Connecting and revoking Instagram accounts is the church Owner's, and a Member's only when the
-- Owner allows it (issue 29).
ALTER TABLE "memberships" ADD COLUMN "manage_accounts" boolean DEFAULT false NOT NULL;
