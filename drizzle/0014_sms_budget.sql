-- Every SMS is held to a budget per number when the worker claims it, and what the budget (or the
-- made-up account rule) stops is kept as 'suppressed'; `admitted_at` is when a message got through,
-- what the budget counts. Accounts made by the migration or the seed are marked and get numbers
-- from the made-up range (+91 then 0: no phone answers it). Logins notify only from a new device,
-- at most once per interval. A server records its public address for the commands beside it.
ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'skipped', 'suppressed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "admitted_at" timestamp with time zone;--> statement-breakpoint
-- SMS already sent count against the budget from when they went.
UPDATE "outbox" SET "admitted_at" = coalesce("sent_at", "created_at") WHERE "channel" = 'sms' AND "status" = 'sent' AND "admitted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_sms_admitted_idx" ON "outbox" USING btree ("recipient", "admitted_at") WHERE "outbox"."channel" = 'sms' and "outbox"."admitted_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "seeded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The catalogue's farmers (made after every migration run) and the seed's demo accounts. The
-- catalogue's numbers are rewritten by the catalogue sync; the demo accounts' here.
UPDATE "users" SET "seeded" = true WHERE "id" LIKE 'catalogue-farmer-%' OR "email" IN ('farmer@farmtrek.demo', 'farmer2@farmtrek.demo', 'buyer@farmtrek.demo');--> statement-breakpoint
UPDATE "users" SET "phone" = CASE "email" WHEN 'farmer@farmtrek.demo' THEN '+910000090001' WHEN 'farmer2@farmtrek.demo' THEN '+910000090002' ELSE '+910000090003' END WHERE "email" IN ('farmer@farmtrek.demo', 'farmer2@farmtrek.demo', 'buyer@farmtrek.demo');--> statement-breakpoint
-- Nothing still waiting may reach a made-up account.
UPDATE "outbox" SET "status" = 'suppressed', "last_error" = 'Suppressed: the account was made by the migration or the seed.' WHERE "status" = 'pending' AND "user_id" IN (SELECT "id" FROM "users" WHERE "seeded");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "known_devices" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash"),
	CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "login_notices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
