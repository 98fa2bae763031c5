CREATE TABLE "signed_request_receipts" (
	"digest" text PRIMARY KEY NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: a session ends 30 days after sign-in however active it is (absolute lifetime,
-- ASVS 7.3), whatever better-auth's sliding expiry asks; and its start cannot be moved.
CREATE OR REPLACE FUNCTION flock_cap_session_lifetime() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.created_at := OLD.created_at;
  END IF;
  NEW.expires_at := least(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_absolute_lifetime BEFORE INSERT OR UPDATE ON "session"
  FOR EACH ROW EXECUTE FUNCTION flock_cap_session_lifetime();
