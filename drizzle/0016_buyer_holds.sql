-- What one buyer holds at once, read by every checkout under the buyer's lock: their online
-- orders awaiting payment, and their Pending lines per farmer (the Cash on Delivery cap).
CREATE INDEX IF NOT EXISTS "payments_unpaid_buyer_idx" ON "payments" USING btree ("buyer_id") WHERE "state" in ('awaiting', 'failed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "supply_chain_orders_pending_buyer_idx" ON "supply_chain_orders" USING btree ("buyer_id", "farmer_id") WHERE "status" = 'Pending';
