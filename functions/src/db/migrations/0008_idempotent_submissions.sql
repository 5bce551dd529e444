ALTER TABLE "feedback" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "risk_assessment" ADD COLUMN "submit_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_idempotency_key_idx" ON "feedback" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessment_user_submit_key_idx" ON "risk_assessment" USING btree ("user_id","submit_key");