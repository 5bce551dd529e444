ALTER TABLE "breach_alert" ADD COLUMN "quiet_reason" text;--> statement-breakpoint
ALTER TABLE "risk_snapshot" ADD COLUMN "inputs_key" text;--> statement-breakpoint
-- Alerts raised before this rule for a breach the person had already saved: they were noise
-- (the reported bug), so they leave the unread count and the alert centre.
UPDATE "breach_alert" AS alert SET "quiet_reason" = 'on-list'
WHERE alert."read_at" IS NULL AND EXISTS (
  SELECT 1 FROM "saved_breach" AS saved
  WHERE saved."user_id" = alert."user_id" AND lower(saved."breach_name") = lower(alert."breach_name")
    AND saved."created_at" < alert."created_at"
);
