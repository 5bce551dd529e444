CREATE TABLE "passkey" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"aaguid" text,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkey_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
ALTER TABLE "passkey" ADD CONSTRAINT "passkey_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkey_user_id_idx" ON "passkey" USING btree ("user_id");--> statement-breakpoint
-- better-auth writes passkeys with the owning connection; requests (the data export, the risk
-- score's second-factor signal) only read their own, under the owner policy (ADR 001).
GRANT SELECT ON "passkey" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "passkey" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY passkey_owner ON "passkey" TO bulwark_app USING ("user_id" = app_user_id());
