CREATE TABLE "breach" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "breach_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"breach_date" date NOT NULL,
	"added_date" timestamp with time zone NOT NULL,
	"modified_date" timestamp with time zone NOT NULL,
	"pwn_count" bigint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_path" text DEFAULT '' NOT NULL,
	"attribution" text,
	"disclosure_url" text,
	"data_classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_fabricated" boolean DEFAULT false NOT NULL,
	"is_sensitive" boolean DEFAULT false NOT NULL,
	"is_retired" boolean DEFAULT false NOT NULL,
	"is_spam_list" boolean DEFAULT false NOT NULL,
	"is_malware" boolean DEFAULT false NOT NULL,
	"is_subscription_free" boolean DEFAULT false NOT NULL,
	"is_stealer_log" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breach_data_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breach_email_hash" (
	"hash" "bytea" NOT NULL,
	"breach_id" integer NOT NULL,
	CONSTRAINT "breach_email_hash_hash_breach_id_pk" PRIMARY KEY("hash","breach_id")
);
--> statement-breakpoint
CREATE TABLE "breach_ingest" (
	"id" text PRIMARY KEY NOT NULL,
	"breach_id" integer NOT NULL,
	"files" jsonb NOT NULL,
	"lines" bigint NOT NULL,
	"valid" bigint NOT NULL,
	"inserted" bigint NOT NULL,
	"already_present" bigint NOT NULL,
	"invalid" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "breach_alert" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email_hash" "bytea" NOT NULL,
	"masked_email" text NOT NULL,
	"breach_name" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "breach_alert_once" UNIQUE("user_id","email_hash","breach_name")
);
--> statement-breakpoint
CREATE TABLE "breach_alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mail_to" text DEFAULT 'affected' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitored_address" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"email_hash" "bytea" NOT NULL,
	"is_account" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verify_token_hash" text,
	"verify_expires_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitored_address_user_email_unique" UNIQUE("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "exposure_summary" (
	"user_id" text PRIMARY KEY NOT NULL,
	"action_needed" integer NOT NULL,
	"fixed" integer NOT NULL,
	"open_steps" integer NOT NULL,
	"exposed_data_classes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"highest_open_severity" text,
	"source_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_breach" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"breach_name" text NOT NULL,
	"status" text DEFAULT 'action-needed' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "saved_breach_user_breach_unique" UNIQUE("user_id","breach_name")
);
--> statement-breakpoint
CREATE TABLE "saved_breach_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_breach_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"step_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_breach_step" (
	"saved_breach_id" text NOT NULL,
	"user_id" text NOT NULL,
	"step_id" text NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_breach_step_saved_breach_id_step_id_pk" PRIMARY KEY("saved_breach_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "breach_alert" ADD CONSTRAINT "breach_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breach_alert_settings" ADD CONSTRAINT "breach_alert_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_address" ADD CONSTRAINT "monitored_address_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_summary" ADD CONSTRAINT "exposure_summary_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_breach" ADD CONSTRAINT "saved_breach_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_breach_event" ADD CONSTRAINT "saved_breach_event_saved_breach_id_saved_breach_id_fk" FOREIGN KEY ("saved_breach_id") REFERENCES "public"."saved_breach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_breach_event" ADD CONSTRAINT "saved_breach_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_breach_step" ADD CONSTRAINT "saved_breach_step_saved_breach_id_saved_breach_id_fk" FOREIGN KEY ("saved_breach_id") REFERENCES "public"."saved_breach"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_breach_step" ADD CONSTRAINT "saved_breach_step_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "breach_name_lower_idx" ON "breach" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "breach_ingest_breach_idx" ON "breach_ingest" USING btree ("breach_id");--> statement-breakpoint
CREATE INDEX "breach_alert_user_created_idx" ON "breach_alert" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "monitored_address_hash_idx" ON "monitored_address" USING btree ("email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "monitored_address_token_idx" ON "monitored_address" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE INDEX "saved_breach_event_breach_idx" ON "saved_breach_event" USING btree ("saved_breach_id","id");