-- Money FarmTrek owes a buyer and pays back by hand (UPI or bank transfer): a reported problem
-- with a Cash-on-Delivery line resolved with a refund (no online payment to refund). Once per line
-- and per problem; 'due' until an operator marks it paid with the bank's reference (UTR).
CREATE TABLE IF NOT EXISTS "manual_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"farmer_id" text,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"utr" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_refunds_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "manual_refunds_problem_id_unique" UNIQUE("problem_id"),
	CONSTRAINT "manual_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "manual_refunds_problem_id_delivery_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."delivery_problems"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "manual_refunds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "manual_refunds_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "manual_refunds_amount_positive" CHECK ("amount_paise" > 0),
	CONSTRAINT "manual_refunds_state_check" CHECK ("state" in ('due', 'paid')),
	CONSTRAINT "manual_refunds_paid_has_utr" CHECK ("state" <> 'paid' OR ("utr" IS NOT NULL AND "paid_at" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "manual_refunds_state_created_at_index" ON "manual_refunds" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "manual_refunds_buyer_id_index" ON "manual_refunds" USING btree ("buyer_id");
