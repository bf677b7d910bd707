-- Online payments (issue 18, docs/payments.md): payments, their events, refunds, farmers' payouts held
-- until delivery, payout details, and the gateway calls still to make. Written by hand (0007 is
-- the orders rework's); of the existing tables it only widens two checks: the orders' payment
-- status and the outbox's message kinds.
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid,
	"source" text NOT NULL,
	"provider_event_id" text,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_providerEventId_unique" UNIQUE("provider_event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_tasks_kind_check" CHECK ("payment_tasks"."kind" in ('create_order', 'refund', 'transfer', 'release')),
	CONSTRAINT "payment_tasks_status_check" CHECK ("payment_tasks"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text DEFAULT 'razorpay' NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"failure_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_providerOrderId_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payments_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_state_check" CHECK ("payments"."state" in ('awaiting', 'failed', 'paid', 'expired', 'switched')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('UPI', 'Card'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"farmer_id" text PRIMARY KEY NOT NULL,
	"linked_account_id" text,
	"upi_vpa" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"account_holder" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"farmer_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"linked_account_id" text,
	"provider_transfer_id" text,
	"provider_released_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settlement_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_orderItemId_unique" UNIQUE("order_item_id"),
	CONSTRAINT "payouts_providerTransferId_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_mode_check" CHECK ("payouts"."mode" in ('route', 'manual')),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" in ('held', 'released', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_item_id" uuid,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"reason" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_check" CHECK ("refunds"."state" in ('pending', 'requested', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_created_at_index" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tasks_once" ON "payment_tasks" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "payment_tasks_due_idx" ON "payment_tasks" USING btree ("next_attempt_at") WHERE "payment_tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_unpaid_expiry_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."state" in ('awaiting', 'failed');--> statement-breakpoint
CREATE INDEX "payments_buyer_id_created_at_index" ON "payments" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_farmer_id_created_at_index" ON "payouts" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_payment_id_index" ON "payouts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_id_index" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_line_once" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."order_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_whole_once" ON "refunds" USING btree ("payment_id") WHERE "refunds"."order_item_id" is null;--> statement-breakpoint
-- An online order's payment status follows its payment (paid, failed, not paid in time).
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('due_on_delivery', 'awaiting_payment', 'paid', 'payment_failed', 'not_paid_in_time'));
--> statement-breakpoint
-- The buyer is told by SMS when an online order was not paid in time.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('registration', 'login', 'orderStatus', 'newOrder', 'orderCancelled', 'orderDeclined', 'paymentExpired'));
