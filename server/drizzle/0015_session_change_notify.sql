-- Hand-written: every Flock process caches the actors of signed-in sessions
-- (server/src/auth/session-cache.ts). These triggers tell every process, through LISTEN on
-- flock_session_changes, when a cached actor may be stale, whoever made the change: better-auth,
-- Flock's own routes, the command line or a hand-typed UPDATE.
CREATE OR REPLACE FUNCTION flock_notify_user_session_change() RETURNS trigger AS $$
DECLARE
  changed_user text;
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    changed_user := COALESCE(OLD.id, NEW.id);
  ELSE
    changed_user := COALESCE(NEW.user_id, OLD.user_id);
    -- A membership moved between users is a change for both.
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('flock_session_changes', 'user:' || OLD.user_id);
    END IF;
  END IF;
  PERFORM pg_notify('flock_session_changes', 'user:' || changed_user);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION flock_notify_organization_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('flock_session_changes', 'organization:' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_changes_session AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION flock_notify_user_session_change();
--> statement-breakpoint
CREATE TRIGGER session_changes_user AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION flock_notify_user_session_change();
--> statement-breakpoint
CREATE TRIGGER session_changes_membership AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION flock_notify_user_session_change();
--> statement-breakpoint
CREATE TRIGGER session_changes_organization AFTER UPDATE OR DELETE ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION flock_notify_organization_session_change();
