CREATE TABLE "ingest_runs" (
	"source" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_status" text NOT NULL,
	"last_message" text,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_rejected" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_price_latest" (
	"commodity" text NOT NULL,
	"market" text NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"commodity_lc" text GENERATED ALWAYS AS (lower(commodity)) STORED NOT NULL,
	"market_lc" text GENERATED ALWAYS AS (lower(market)) STORED NOT NULL,
	"arrival_date" date NOT NULL,
	"variety" text NOT NULL,
	"grade" text NOT NULL,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"modal_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "market_price_latest_pk" PRIMARY KEY("commodity","market","state","district")
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"arrival_date" date NOT NULL,
	"state" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"commodity" text NOT NULL,
	"variety" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"modal_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "market_prices_pk" PRIMARY KEY("commodity","market","state","district","arrival_date","variety","grade"),
	CONSTRAINT "market_prices_modal_positive" CHECK ("market_prices"."modal_price" > 0),
	CONSTRAINT "market_prices_min_le_max" CHECK ("market_prices"."min_price" is null or "market_prices"."max_price" is null or "market_prices"."min_price" <= "market_prices"."max_price")
);
--> statement-breakpoint
CREATE INDEX "market_price_latest_order_idx" ON "market_price_latest" USING btree ("arrival_date" DESC NULLS LAST,"commodity","market");--> statement-breakpoint
CREATE INDEX "market_prices_commodity_date_idx" ON "market_prices" USING btree ("commodity","arrival_date");