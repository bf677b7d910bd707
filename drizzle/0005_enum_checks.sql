-- Enum-like columns hold one of core's `as const` lists (order and line statuses, payment method and
-- status, line kind, message kind); these checks make the database refuse anything else. Every value
-- the app has written comes from those lists, which have not changed since their columns were made,
-- so existing rows pass. The outbox's channel and status checks already existed.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_kind_check" CHECK ("order_items"."kind" in ('catalogue', 'listing'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('Pending', 'In Transit', 'Delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('COD', 'UPI', 'Card'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('due_on_delivery', 'awaiting_payment'));--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD CONSTRAINT "supply_chain_orders_status_check" CHECK ("supply_chain_orders"."status" in ('Pending', 'In Transit', 'Delivered'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('registration', 'login', 'orderStatus'));