CREATE TABLE "password_check" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"score" smallint NOT NULL,
	"pwned" boolean NOT NULL,
	"reused" boolean NOT NULL,
	"in_use" boolean NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_action_state" (
	"user_id" text NOT NULL,
	"action_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_action_state_user_id_action_id_pk" PRIMARY KEY("user_id","action_id")
);
--> statement-breakpoint
CREATE TABLE "risk_assessment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"model_version" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"stale_nudged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_snapshot" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_key" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"detail" text,
	"model_version" text NOT NULL,
	"raw" double precision NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"caps" jsonb NOT NULL,
	"category_scores" jsonb NOT NULL,
	"observed" jsonb NOT NULL,
	"confidence" double precision NOT NULL,
	"assessment_id" text,
	CONSTRAINT "risk_snapshot_event_once" UNIQUE("user_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "password_check" ADD CONSTRAINT "password_check_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_action_state" ADD CONSTRAINT "risk_action_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessment" ADD CONSTRAINT "risk_assessment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_snapshot" ADD CONSTRAINT "risk_snapshot_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_check_user_checked_idx" ON "password_check" USING btree ("user_id","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessment_one_draft_idx" ON "risk_assessment" USING btree ("user_id") WHERE "risk_assessment"."status" = 'in-progress';--> statement-breakpoint
CREATE INDEX "risk_assessment_user_completed_idx" ON "risk_assessment" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "risk_snapshot_user_computed_idx" ON "risk_snapshot" USING btree ("user_id","computed_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "password_check", "risk_assessment", "risk_action_state", "risk_snapshot" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "password_check" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY password_check_owner ON "password_check" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "risk_assessment" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY risk_assessment_owner ON "risk_assessment" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "risk_action_state" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY risk_action_state_owner ON "risk_action_state" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
--> statement-breakpoint
ALTER TABLE "risk_snapshot" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY risk_snapshot_owner ON "risk_snapshot" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
