-- Orders placed before order numbers get one from their own id: the month they were placed and
-- eight digits of the id's hash (unique in practice; the constraint below would refuse a clash).
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
UPDATE "orders" SET "order_number" = 'FT-' || to_char("created_at" AT TIME ZONE 'UTC', 'YYMM') || '-' || lpad((abs(('x' || substr(md5("id"::text), 1, 8))::bit(32)::int::bigint) % 100000000)::text, 8, '0');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD COLUMN "order_number" text;--> statement-breakpoint
UPDATE "supply_chain_orders" AS s SET "order_number" = o."order_number" FROM "order_items" AS i JOIN "orders" AS o ON o."id" = i."order_id" WHERE i."id" = s."order_item_id";
