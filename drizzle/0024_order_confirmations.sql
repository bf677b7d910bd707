-- The buyer is told of an order placed, a payment received and each refund: three new kinds of
-- outbox message. The kinds already allowed are kept as they are (read from the constraint),
-- whatever other migrations added.
DO $$
DECLARE kinds text[];
BEGIN
  -- The constraint reads either as literals (`kind in ('a', 'b')`) or as one array literal
  -- (`kind = ANY ('{a,b}'::text[])`): each quoted literal is split on commas.
  SELECT array_agg(DISTINCT trim(both '"' from k)) INTO kinds
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(trim(both '{}' from m[1]), ',')) AS k
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['orderPlaced', 'paymentReceived', 'refundIssued']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;
