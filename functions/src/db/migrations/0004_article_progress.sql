CREATE TABLE "article_progress" (
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"read_at" timestamp with time zone,
	"checked_items" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_progress_user_id_slug_pk" PRIMARY KEY("user_id","slug")
);
--> statement-breakpoint
ALTER TABLE "article_progress" ADD CONSTRAINT "article_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "article_progress" TO bulwark_app;
--> statement-breakpoint
ALTER TABLE "article_progress" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY article_progress_owner ON "article_progress" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
