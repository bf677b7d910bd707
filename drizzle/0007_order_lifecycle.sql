-- Order lines can end while Pending: the buyer cancels (Cancelled) or the farmer declines with a
-- reason (Declined). Catalogue items become listings of real farmer accounts (catalogue_id), made at
-- start from core/catalogue; public listing lists leave them out (the catalogue shows them).
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_status_check";--> statement-breakpoint
ALTER TABLE "supply_chain_orders" DROP CONSTRAINT "supply_chain_orders_status_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
DROP INDEX "products_live_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalogue_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
CREATE INDEX "supply_chain_orders_open_idx" ON "supply_chain_orders" USING btree ("farmer_id") WHERE "supply_chain_orders"."status" in ('Pending', 'In Transit');--> statement-breakpoint
CREATE INDEX "products_live_idx" ON "products" USING btree ("created_at") WHERE "products"."deleted_at" is null and "products"."quantity_kg" > 0 and "products"."catalogue_id" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_catalogueId_unique" UNIQUE("catalogue_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('Pending', 'In Transit', 'Delivered', 'Cancelled', 'Declined'));--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD CONSTRAINT "supply_chain_orders_status_check" CHECK ("supply_chain_orders"."status" in ('Pending', 'In Transit', 'Delivered', 'Cancelled', 'Declined'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('registration', 'login', 'orderStatus', 'newOrder', 'orderCancelled', 'orderDeclined'));