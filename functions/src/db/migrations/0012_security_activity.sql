CREATE TABLE "security_event" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"device" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report_token_hash" text
);
--> statement-breakpoint
ALTER TABLE "security_event" ADD CONSTRAINT "security_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_event_user_occurred_idx" ON "security_event" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "security_event_report_token_idx" ON "security_event" USING btree ("report_token_hash");--> statement-breakpoint
-- Append-only for the app's role: each person reads and adds their own events, nothing more
-- (ADR 001). Retention and account deletion remove rows with the owning connection.
GRANT SELECT, INSERT ON "security_event" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "security_event" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY security_event_owner ON "security_event" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
-- No role rewrites history, the owning one included.
CREATE OR REPLACE FUNCTION bulwark_refuse_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;
--> statement-breakpoint
CREATE TRIGGER security_event_append_only BEFORE UPDATE ON "security_event"
  FOR EACH ROW EXECUTE FUNCTION bulwark_refuse_update();
