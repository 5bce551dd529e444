-- Breach intelligence: the catalog and the email hash index are public reference data (read by
-- requests, written only by jobs and the ingest command on the owner connection). Everything
-- else here belongs to one user and gets the owner policies of 0001.
GRANT SELECT ON "breach", "breach_data_state", "breach_email_hash" TO bulwark_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "monitored_address", "saved_breach", "saved_breach_step", "saved_breach_event" TO bulwark_app;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE "saved_breach_event_id_seq" TO bulwark_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "breach_alert_settings" TO bulwark_app;
--> statement-breakpoint
-- Alerts are created by jobs; a request may only mark them read.
GRANT SELECT ON "breach_alert" TO bulwark_app;
--> statement-breakpoint
GRANT UPDATE ("read_at") ON "breach_alert" TO bulwark_app;
--> statement-breakpoint
-- Computed by a trigger; read by requests.
GRANT SELECT ON "exposure_summary" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "monitored_address" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY monitored_address_owner ON "monitored_address" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "breach_alert" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY breach_alert_owner ON "breach_alert" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "breach_alert_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY breach_alert_settings_owner ON "breach_alert_settings" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "saved_breach" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY saved_breach_owner ON "saved_breach" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "saved_breach_step" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY saved_breach_step_owner ON "saved_breach_step" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "saved_breach_event" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY saved_breach_event_owner ON "saved_breach_event" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "exposure_summary" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY exposure_summary_owner ON "exposure_summary" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
