-- Operators and the audit trail. Operators sign in with a password and a TOTP code (better-auth's
-- two-factor plugin: "users"."two_factor_enabled" and "two_factors", its secret and backup codes
-- encrypted with the session secret). An operator can suspend an account: "suspended_at" set, its
-- sessions gone, its listings out of browse, no new session until it is lifted.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "suspended_reason" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factors_user_id_index" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "two_factors_secret_index" ON "two_factors" USING btree ("secret");--> statement-breakpoint
-- A suspension or its end changes what browse shows (the account's listings leave or come back):
-- the nodes drop their cached answers, as for any other change of a listing (0013).
DROP TRIGGER IF EXISTS "users_suspension_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_suspension_changed" AFTER UPDATE OF "suspended_at" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "listings_changed_notify"();--> statement-breakpoint
-- Who did what to what, when: one row per operator action (and any other change a feature records
-- with recordAudit), written in the transaction of the change. No foreign keys: a row outlives the
-- account it names, and nothing may rewrite it.
CREATE TABLE IF NOT EXISTS "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_created_at_index" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_target_index" ON "audit_events" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_action_index" ON "audit_events" USING btree ("action","created_at");--> statement-breakpoint
-- Append-only, whoever connects: UPDATE, DELETE and TRUNCATE are refused by the database itself.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_events_no_change" ON "audit_events";--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_events_no_truncate" ON "audit_events";--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();;--> statement-breakpoint
-- The outbox takes the two messages of a suspension (suspended, lifted). The kinds already allowed
-- are kept as they are, read from the constraint, whichever form it has: a list of quoted kinds
-- (`kind in ('a', 'b')`) or one array literal (`kind = ANY ('{a,b}'::text[])`).
DO $$
DECLARE kinds text[];
BEGIN
  SELECT array_agg(DISTINCT trim(both '"' from k)) INTO kinds
    FROM pg_constraint c,
         regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m,
         unnest(string_to_array(trim(both '{}' from m[1]), ',')) AS k
   WHERE c.conname = 'outbox_kind_check' AND c.conrelid = '"outbox"'::regclass;
  kinds := array(SELECT DISTINCT unnest(coalesce(kinds, '{}'::text[]) || ARRAY['accountSuspended', 'accountRestored']) ORDER BY 1);
  ALTER TABLE "outbox" DROP CONSTRAINT IF EXISTS "outbox_kind_check";
  EXECUTE format('ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("kind" = ANY (%L::text[]))', kinds);
END
$$;
