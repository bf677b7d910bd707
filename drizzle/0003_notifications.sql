CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('sms', 'email')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "outbox_attempts_outcome_check" CHECK ("outbox_attempts"."outcome" in ('sent', 'retry', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_user_id_created_at_index" ON "outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox_id_at_index" ON "outbox_attempts" USING btree ("outbox_id","at");