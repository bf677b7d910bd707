-- Deliveries the buyer has confirmed: a payout is released only for a line with "delivery_confirmed_at".
ALTER TABLE "order_items" ADD COLUMN IF NOT EXISTS "delivery_confirmed_at" timestamp with time zone;
