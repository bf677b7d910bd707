-- Receipts: each farmer's part of an order gets a receipt number from the farmer's own counter
-- when it is first downloaded, and keeps it (and the seller's details as they were then) for good.
-- A farmer may give a GSTIN in their profile; a receipt prints the one given when it was issued.
CREATE TABLE IF NOT EXISTS "seller_gstins" (
	"farmer_id" text PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_gstins_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "seller_gstins_gstin_check" CHECK ("gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$')
);--> statement-breakpoint
-- The last receipt number each farmer has given: taken and raised under a row lock, so numbers
-- run 1, 2, 3… with no gaps however many first downloads race.
CREATE TABLE IF NOT EXISTS "receipt_counters" (
	"farmer_id" text PRIMARY KEY NOT NULL,
	"last_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "receipt_counters_last_count_check" CHECK ("last_count" >= 0)
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"farmer_id" text NOT NULL,
	"count" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_district" text,
	"seller_gstin" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_order_id_farmer_id_unique" UNIQUE("order_id","farmer_id"),
	CONSTRAINT "receipts_farmer_id_count_unique" UNIQUE("farmer_id","count"),
	CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "receipts_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "receipts_count_check" CHECK ("count" > 0)
);
