-- One counter row per key replaces one row per failure. The old rows are dropped, not converted:
-- at worst a lockout in progress is forgotten once, at deploy.
DROP TABLE "login_failures";--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_window_start_index" ON "login_failures" USING btree ("window_start");
