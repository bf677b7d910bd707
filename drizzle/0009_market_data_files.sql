CREATE TABLE "market_data_files" (
	"name" text PRIMARY KEY NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
-- A database loaded before this table existed holds the two files shipped then: mark them loaded,
-- so only the new files are added (in the background) at the next start.
INSERT INTO "market_data_files" ("name", "finished_at")
SELECT f.name, now() FROM (VALUES ('history.csv.gz'), ('snapshot.json.gz')) AS f(name)
WHERE EXISTS (SELECT 1 FROM "market_prices");
