-- Payout details are changed safely: the bank account number is kept encrypted (AES-256-GCM, the
-- key outside the database; the server encrypts any clear-text number left in
-- "bank_account_number" when it starts, since SQL cannot), its last 4 digits in clear for display;
-- "changed_at" is when the farmer last changed the details (their payouts wait
-- PAYOUT_HOLD_AFTER_CHANGE after it), and every change is recorded, in its transaction, in
-- "payout_details_events". A payment's gateway order is made by one caller at a time: the one whose
-- claim ("gateway_order_claimed_until") holds.
ALTER TABLE "payout_accounts" ADD COLUMN IF NOT EXISTS "bank_account_ciphertext" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN IF NOT EXISTS "bank_account_last4" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN IF NOT EXISTS "changed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_details_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"farmer_id" text NOT NULL,
	"type" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_details_events_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_details_events_farmer_id_created_at_index" ON "payout_details_events" USING btree ("farmer_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "gateway_order_claimed_until" timestamp with time zone;--> statement-breakpoint
-- The farmer is told by SMS and email when their payout details change.
ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('registration', 'login', 'orderStatus', 'newOrder', 'orderCancelled', 'orderDeclined', 'paymentExpired', 'priceAlert', 'payoutDetailsChanged'));
