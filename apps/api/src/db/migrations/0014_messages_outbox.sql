-- Messages to shoppers through a transactional outbox (docs/decisions/046, docs/product/messages.md): a row is
-- written in the transaction of the change that causes it, and the worker in the shop process sends it.
-- The account's language, for its messages: set at sign-up and when a signed-in shopper switches language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" in ('en', 'bn'));
--> statement-breakpoint
-- One row per message and channel. The recipient (address or phone) is read from the account when the message is
-- sent and kept here for staff; `secret_sealed` holds what must not lie in the clear (a one-time link), sealed with
-- AES-256-GCM, and is erased once sent. A message that waits has `next_attempt_at`; one being sent holds a lease
-- (`lease_until`) that another worker may take over once it has passed.
CREATE TABLE "outbox_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "kind" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "channel" text NOT NULL,
  "dedupe_key" text NOT NULL,
  "recipient" text,
  "language" text,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "secret_sealed" text,
  "status" text DEFAULT 'queued' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "lease_until" timestamp with time zone,
  "last_error" text,
  "provider_message_id" text,
  "resend_of" uuid REFERENCES "outbox_messages"("id") ON DELETE SET NULL,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "outbox_messages_channel_known" CHECK ("channel" in ('email', 'sms')),
  CONSTRAINT "outbox_messages_status_known" CHECK ("status" in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped')),
  CONSTRAINT "outbox_messages_attempts_not_negative" CHECK ("attempts" >= 0)
);
--> statement-breakpoint
-- Queueing the same change twice (a replayed order, a repeated call) is a no-op.
CREATE UNIQUE INDEX "outbox_messages_channel_dedupe_key" ON "outbox_messages" ("channel", "dedupe_key");
--> statement-breakpoint
-- The worker's claim: messages due, and sends whose lease has passed.
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" ("next_attempt_at") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX "outbox_messages_lease_idx" ON "outbox_messages" ("lease_until") WHERE "status" = 'sending';
--> statement-breakpoint
-- The back office's list: newest first, by status.
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "outbox_messages_user_idx" ON "outbox_messages" ("user_id");
