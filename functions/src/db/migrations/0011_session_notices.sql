-- Every instance keeps a cache of verified sessions (functions/src/auth/verified-sessions.ts).
-- These triggers announce, on commit, each change that may make a cached session invalid, so the
-- entry dies on every instance within a second, whatever code, process or host made the change:
-- a session deleted (sign-out, revocation, password change or reset, disable, expiry) or altered
-- in a way that shortens it, and an account changed (disabled, renamed, address or two-step
-- sign-in changed, password changed) or deleted. An extension of the idle time (a later
-- expires_at) is not announced: a cache that still holds the earlier time asks the database.
CREATE OR REPLACE FUNCTION bulwark_session_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('bulwark_sessions', 's:' || OLD.id); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bulwark_account_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('bulwark_sessions', 'u:' || OLD.user_id); RETURN NULL; END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bulwark_user_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('bulwark_sessions', 'u:' || OLD.id); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER session_ended_notice AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION bulwark_session_notice();
--> statement-breakpoint
CREATE TRIGGER session_changed_notice AFTER UPDATE ON "session"
  FOR EACH ROW WHEN (
    NEW.token IS DISTINCT FROM OLD.token
    OR NEW.user_id IS DISTINCT FROM OLD.user_id
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR NEW.expires_at < OLD.expires_at
  )
  EXECUTE FUNCTION bulwark_session_notice();
--> statement-breakpoint
CREATE TRIGGER user_changed_notice AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    NEW.email IS DISTINCT FROM OLD.email
    OR NEW.name IS DISTINCT FROM OLD.name
    OR NEW.email_verified IS DISTINCT FROM OLD.email_verified
    OR NEW.two_factor_enabled IS DISTINCT FROM OLD.two_factor_enabled
    OR NEW.disabled_at IS DISTINCT FROM OLD.disabled_at
  )
  EXECUTE FUNCTION bulwark_user_notice();
--> statement-breakpoint
CREATE TRIGGER user_deleted_notice AFTER DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION bulwark_user_notice();
--> statement-breakpoint
CREATE TRIGGER password_changed_notice AFTER UPDATE ON "account"
  FOR EACH ROW WHEN (NEW.password IS DISTINCT FROM OLD.password)
  EXECUTE FUNCTION bulwark_account_notice();
