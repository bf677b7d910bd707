-- Buyers rate farmers after a confirmed delivery: one rating per order line (1-5 stars, an optional
-- comment), changeable for 7 days. The farmer may answer a comment once; anyone signed in may
-- report one, which hides it until an operator restores or hides it for good.
CREATE TABLE IF NOT EXISTS "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"farmer_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"comment_state" text DEFAULT 'visible' NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "ratings_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "ratings_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action,
	CONSTRAINT "ratings_stars_check" CHECK ("stars" BETWEEN 1 AND 5),
	CONSTRAINT "ratings_comment_state_check" CHECK ("comment_state" IN ('visible', 'reported', 'hidden'))
);--> statement-breakpoint
-- The farmer page's recent comments, newest first.
CREATE INDEX IF NOT EXISTS "ratings_farmer_id_created_at_index" ON "ratings" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ratings_buyer_id_index" ON "ratings" USING btree ("buyer_id");--> statement-breakpoint
-- The operators' queue of reported comments.
CREATE INDEX IF NOT EXISTS "ratings_reported_idx" ON "ratings" USING btree ("reported_at") WHERE "comment_state" = 'reported';--> statement-breakpoint
-- Each farmer's count and sum of stars, changed in the transaction of every rating, so a listing
-- card reads one row by key instead of aggregating ratings.
CREATE TABLE IF NOT EXISTS "farmer_rating_summaries" (
	"farmer_id" text PRIMARY KEY NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmer_rating_summaries_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
-- Browse answers carry the farmer's average: the nodes drop their cached answers when it changes,
-- as for any other change of a listing (0013).
DROP TRIGGER IF EXISTS "farmer_rating_summaries_changed" ON "farmer_rating_summaries";--> statement-breakpoint
CREATE TRIGGER "farmer_rating_summaries_changed" AFTER INSERT OR UPDATE OR DELETE ON "farmer_rating_summaries" FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_notify"();
