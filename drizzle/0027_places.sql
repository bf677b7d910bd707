-- Places that mean something: an account's place is a state and a district of the district tables
-- (src/core/places, English names as stored) and free text for the village; `location` stays as
-- the place's display text ('Ozar, Nashik, Maharashtra'), so everything that shows it is unchanged.
-- Existing accounts' free-text locations are resolved after the migrations by the server
-- (src/server/db/place-backfill.ts: the resolver reads any script and near spellings, more than
-- SQL could); the index serves listings' 'near you' order (same district, then state).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "state" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "district" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "village" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_state_district_idx" ON "users" ("state", "district");
