-- The limits every instance shares (functions/src/lib/shared-rate-limiter.ts, decision 016):
-- created here rather than by the library at run time, since the app's role may lack CREATE.
-- No grant to bulwark_app: only the owner connection counts, outside the request's transaction.
CREATE TABLE "shared_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
