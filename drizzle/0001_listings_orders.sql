CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" text NOT NULL,
	"product_name" text NOT NULL,
	"price_paise" integer NOT NULL,
	"quantity_kg" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity_kg" >= 0),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"catalogue_id" integer,
	"product_id" uuid,
	"name" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity_kg" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	"farmer_id" text,
	"farmer_name" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"transport" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"delivery_name" text NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_phone" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_buyerId_idempotencyKey_unique" UNIQUE("buyer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "supply_chain_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"farmer_id" text NOT NULL,
	"crop" text NOT NULL,
	"buyer_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"quantity_kg" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"transport" text,
	"order_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_chain_orders_orderItemId_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD CONSTRAINT "supply_chain_orders_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD CONSTRAINT "supply_chain_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_chain_orders" ADD CONSTRAINT "supply_chain_orders_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_farmer_id_created_at_index" ON "products" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "products_live_idx" ON "products" USING btree ("created_at") WHERE "products"."deleted_at" is null and "products"."quantity_kg" > 0;--> statement-breakpoint
CREATE INDEX "order_items_order_id_index" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_created_at_index" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "supply_chain_orders_farmer_id_created_at_index" ON "supply_chain_orders" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "supply_chain_orders_buyer_id_index" ON "supply_chain_orders" USING btree ("buyer_id");