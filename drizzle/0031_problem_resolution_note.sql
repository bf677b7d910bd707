-- The operator's note when resolving a problem with a delivery: read by the buyer and the farmer.
ALTER TABLE "delivery_problems" ADD COLUMN IF NOT EXISTS "resolution_note" text;
