-- Row-level security: every request runs its queries inside a transaction that sets
-- `app.user_id` and switches to the unprivileged role `bulwark_app`. The owner policies below
-- then let it see and change only that user's rows; without the setting it sees nothing.
-- The connecting role (owner of the tables) is used only by better-auth and by background jobs.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bulwark_app') THEN
    CREATE ROLE bulwark_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION
  -- Roles are cluster-wide: another database of the same cluster may create it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  GRANT bulwark_app TO CURRENT_USER;
EXCEPTION
  WHEN unique_violation THEN NULL; -- granted concurrently by a migration of another database
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO bulwark_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '') $$;
--> statement-breakpoint
GRANT SELECT ON "user" TO bulwark_app;
--> statement-breakpoint
GRANT UPDATE ("name", "updated_at") ON "user" TO bulwark_app;
--> statement-breakpoint
GRANT SELECT, DELETE ON "session" TO bulwark_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "feedback", "user_avatar" TO bulwark_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "outbox" TO bulwark_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE "outbox_id_seq" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "user" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_owner ON "user" TO bulwark_app USING ("id" = app_user_id()) WITH CHECK ("id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "session" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY session_owner ON "session" TO bulwark_app USING ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "account" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY account_owner ON "account" TO bulwark_app USING ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "two_factor" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY two_factor_owner ON "two_factor" TO bulwark_app USING ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "totp_code_use" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY totp_code_use_owner ON "totp_code_use" TO bulwark_app USING ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "feedback" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY feedback_owner ON "feedback" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "user_avatar" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY user_avatar_owner ON "user_avatar" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "outbox" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY outbox_owner ON "outbox" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
