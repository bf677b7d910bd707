-- Operators hide a listing for a reason (and show it again); anyone signed in reports a listing,
-- which waits in the console's queue while it stays on sale. A hidden listing leaves browse,
-- search, its page and checkout; its farmer still sees it, with the reason. The farmer is told by
-- two new kinds of outbox message, 'listingHidden' and 'listingRestored'.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "reported_by" text REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "report_note" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_reported_idx" ON "products" ("reported_at") WHERE "reported_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_hidden_idx" ON "products" ("hidden_at") WHERE "hidden_at" IS NOT NULL;--> statement-breakpoint
-- An operator's session that has just given a fresh authenticator code (step-up): actions that
-- move money need one from the last few minutes. Keyed by a hash of the session token; the row
-- goes with the account.
CREATE TABLE IF NOT EXISTS "fresh_codes" (
  "session_key" text PRIMARY KEY,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "verified_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(DISTINCT trim(both '"' from k)) INTO kinds
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(trim(both '{}' from m[1]), ',')) AS k
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['listingHidden', 'listingRestored']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;
