-- Deliveries the buyer has confirmed: a payout is released only for a line with "delivery_confirmed_at".
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "delivery_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- When the farmer marked the line Delivered: with the buyer's code it is confirmed at once; without
-- it the buyer has 48 hours from then to confirm or report a problem, then it confirms itself.
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Wrong delivery codes entered since the last lock; five lock the line until "delivery_code_locked_until".
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "delivery_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "delivery_code_locked_until" timestamp with time zone;--> statement-breakpoint
-- Lines delivered before codes existed were one-tap deliveries whose payouts were released then: confirmed.
UPDATE "order_items" SET "delivered_at" = "updated_at", "delivery_confirmed_at" = "updated_at" WHERE "status" = 'Delivered' AND "delivered_at" IS NULL AND "delivery_confirmed_at" IS NULL;--> statement-breakpoint
-- What the confirmation timer reads: delivered lines still waiting for the buyer.
CREATE INDEX IF NOT EXISTS "order_items_awaiting_confirmation_idx" ON "order_items" USING btree ("delivered_at") WHERE "status" = 'Delivered' AND "delivery_confirmed_at" IS NULL;--> statement-breakpoint
-- A buyer's problem with a delivered line (one per line): the payout stays held until an operator
-- resolves it by a refund (full or part) or by releasing it to the farmer. The farmer may answer once.
CREATE TABLE IF NOT EXISTS "delivery_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"farmer_id" text,
	"kind" text NOT NULL,
	"short_kg" integer,
	"note" text,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL,
	"refund_paise" integer,
	"refund_id" uuid,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_problems_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "delivery_problems_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "delivery_problems_kind_check" CHECK ("kind" in ('not_received', 'short_weight', 'poor_quality')),
	CONSTRAINT "delivery_problems_state_check" CHECK ("state" in ('open', 'refunded', 'released')),
	CONSTRAINT "delivery_problems_short_kg_positive" CHECK ("short_kg" IS NULL OR "short_kg" > 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_problems_open_idx" ON "delivery_problems" USING btree ("created_at") WHERE "state" = 'open';
--> statement-breakpoint
-- Both sides are told at each step of a delivery's proof and any problem: a new kind of outbox
-- message. The kinds already allowed are kept as they are (read from the constraint).
DO $$
DECLARE kinds text[];
BEGIN
  -- The constraint reads `kind = ANY ('{a,b}'::text[])` (or `kind in ('a', 'b')` before 0020).
  SELECT array_agg(DISTINCT trim(both '"' from k)) INTO kinds
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(trim(both '{}' from m[1]), ',')) AS k
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['deliveryUpdate']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;
