-- The back office (docs/decisions/037): staff accounts apart from shoppers, their cookie sessions, one-time
-- links to set a password, the audit log of every staff change, and each order's timeline.
CREATE TABLE "staff_accounts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "password_hash" text,
  "role" text NOT NULL,
  "totp_required" boolean DEFAULT false NOT NULL,
  "totp_secret" text,
  "totp_last_step" bigint,
  "disabled_at" timestamp with time zone,
  "last_sign_in_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "staff_accounts_role_known" CHECK ("role" in ('owner', 'manager', 'support'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_key" ON "staff_accounts" (lower("email"));
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
  "csrf_token" text NOT NULL,
  "ip" text,
  "user_agent" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "staff_id" uuid NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_kind" text NOT NULL,
  "staff_id" uuid REFERENCES "staff_accounts"("id"),
  "actor_label" text NOT NULL,
  "action" text NOT NULL,
  "entity_type" text NOT NULL,
  "entity_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text,
  "ip" text,
  CONSTRAINT "audit_log_actor_kind_known" CHECK ("actor_kind" in ('staff', 'staff_key', 'cli'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity_type", "entity_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" ("staff_id", "at" DESC);
--> statement-breakpoint
-- The log is kept: no statement of the shop's may change or remove a row of it.
CREATE FUNCTION "audit_log_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_keep"();
--> statement-breakpoint
CREATE TABLE "order_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_kind" text NOT NULL,
  "actor_label" text,
  "kind" text NOT NULL,
  "from_value" text,
  "to_value" text,
  "reason" text,
  CONSTRAINT "order_events_actor_kind_known" CHECK ("actor_kind" in ('shopper', 'staff', 'staff_key', 'cli', 'system'))
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "at", "id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;
--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "reject_reason" text;
--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decision_reason" text;
