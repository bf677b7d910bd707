-- Arrivals: the quantity a mandi received that day, in tonnes, where the source publishes it
-- (Agmarknet's exports have an 'Arrivals (Tonnes)' column). Null where the source has none, as in
-- every shipped file; the price list and a market's history answer it beside the price.
ALTER TABLE "market_prices" ADD COLUMN IF NOT EXISTS "arrivals_tonnes" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "market_price_latest" ADD COLUMN IF NOT EXISTS "arrivals_tonnes" numeric(12, 2);
