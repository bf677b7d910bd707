-- Accounts people can keep: a phone is verified by a code before any other SMS goes to it, people
-- sign in with a code to their verified phone, and a forgotten password is reset by an emailed
-- link or a code. Codes and links are stored as keyed hashes, never as sent.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- A verified number belongs to one account: signing in with it must find exactly one.
CREATE UNIQUE INDEX IF NOT EXISTS "users_verified_phone_idx" ON "users" USING btree ("phone") WHERE "phone_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "phone_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "phone_codes_purpose_check" CHECK ("phone_codes"."purpose" in ('verify', 'signIn', 'reset')),
	CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "phone_codes_ip_idx" ON "phone_codes" USING btree ("ip", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id", "created_at");--> statement-breakpoint
-- The outbox takes the two new kinds of message: phone codes and password-reset links. The kinds
-- already allowed are kept as they are (read from the constraint), whatever earlier migrations added.
DO $$
DECLARE kinds text[];
BEGIN
  SELECT array_agg(DISTINCT m[1]) INTO kinds
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['phoneCode', 'passwordReset']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;--> statement-breakpoint
-- No SMS but a code reaches an account's number until the number is verified, whatever writes
-- it (enqueue, a batch statement, a command): an SMS row to a number some account holds and no
-- account has verified is written as 'suppressed'. Accounts from before this migration start
-- unverified; their owners verify the number from their profile page.
CREATE OR REPLACE FUNCTION "outbox_unverified_phone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."channel" = 'sms' AND NEW."status" = 'pending' AND NEW."kind" <> 'phoneCode'
     AND EXISTS (SELECT 1 FROM "users" WHERE "phone" = NEW."recipient")
     AND NOT EXISTS (SELECT 1 FROM "users" WHERE "phone" = NEW."recipient" AND "phone_verified_at" IS NOT NULL) THEN
    NEW."status" := 'suppressed';
    NEW."last_error" := 'Suppressed: the number is not verified yet.';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "outbox_unverified_phone" ON "outbox";--> statement-breakpoint
CREATE TRIGGER "outbox_unverified_phone" BEFORE INSERT ON "outbox" FOR EACH ROW EXECUTE FUNCTION "outbox_unverified_phone"();
