CREATE TABLE "price_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"commodity" text NOT NULL,
	"place_kind" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"condition" text NOT NULL,
	"threshold_paise" integer,
	"percent" integer,
	"sms" boolean DEFAULT false NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'armed' NOT NULL,
	"last_price_date" date,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_place_kind_check" CHECK ("price_alerts"."place_kind" in ('district', 'market', 'state', 'india')),
	CONSTRAINT "price_alerts_condition_check" CHECK ("price_alerts"."condition" in ('above', 'below', 'forecastUp', 'forecastDown')),
	CONSTRAINT "price_alerts_status_check" CHECK ("price_alerts"."status" in ('armed', 'fired')),
	CONSTRAINT "price_alerts_rule_check" CHECK (("price_alerts"."condition" in ('above', 'below') and "price_alerts"."threshold_paise" > 0 and "price_alerts"."percent" is null)
        or ("price_alerts"."condition" in ('forecastUp', 'forecastDown') and "price_alerts"."percent" between 1 and 100
          and "price_alerts"."threshold_paise" is null))
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_scope_idx" ON "price_alerts" USING btree ("commodity","place_kind","state","district","market") WHERE not "price_alerts"."paused";--> statement-breakpoint
-- The outbox takes price alerts, besides the kinds of 0007 (orders) and 0008 (payments).
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('registration', 'login', 'orderStatus', 'newOrder', 'orderCancelled', 'orderDeclined', 'paymentExpired', 'priceAlert'));
