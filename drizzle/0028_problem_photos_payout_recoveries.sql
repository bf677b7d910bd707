-- A buyer's photos of a problem with a delivery (at most 3, the id listed in the problem's
-- photo_ids): each photo's WebP sizes, metadata stripped, read only by the buyer, the line's
-- farmer and operators.
CREATE TABLE IF NOT EXISTS "problem_photos" (
	"id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_photos_id_size_pk" PRIMARY KEY("id","size"),
	CONSTRAINT "problem_photos_problem_id_delivery_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."delivery_problems"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "problem_photos_size_check" CHECK ("size" in (320, 640, 1280))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "problem_photos_problem_id_index" ON "problem_photos" USING btree ("problem_id");--> statement-breakpoint
-- What a farmer owes back after a refund of a line whose payout was already released or settled:
-- a negative adjustment in the payouts ledger, taken from the farmer's next payouts as they are
-- settled (recovered_paise grows until it is the whole amount). One per problem.
CREATE TABLE IF NOT EXISTS "payout_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" text NOT NULL,
	"payout_id" uuid,
	"order_item_id" uuid,
	"problem_id" uuid,
	"refund_id" uuid,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"recovered_paise" integer DEFAULT 0 NOT NULL,
	"recovered_ref" text,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_adjustments_problem_id_unique" UNIQUE("problem_id"),
	CONSTRAINT "payout_adjustments_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "payout_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "payout_adjustments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "payout_adjustments_problem_id_delivery_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."delivery_problems"("id") ON DELETE set null ON UPDATE no action,
	CONSTRAINT "payout_adjustments_amount_negative" CHECK ("amount_paise" < 0),
	CONSTRAINT "payout_adjustments_recovered_range" CHECK ("recovered_paise" >= 0 AND "recovered_paise" <= -"amount_paise")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_adjustments_open_idx" ON "payout_adjustments" USING btree ("farmer_id","created_at") WHERE "recovered_paise" < -"amount_paise";
