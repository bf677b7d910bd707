-- Leaving FarmTrek: a deleted account keeps its row (orders, payouts and the audit trail point at
-- it) with its name, email, number and location removed, and "deleted_at" set. Its last message,
-- 'accountDeleted', is a new kind of outbox message; so is 'payoutSettled', which tells a farmer
-- that an operator has paid them out, with the bank's reference.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp with time zone;--> statement-breakpoint
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(DISTINCT trim(both '"' from k)) INTO kinds
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(trim(both '{}' from m[1]), ',')) AS k
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['accountDeleted', 'payoutSettled']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;
