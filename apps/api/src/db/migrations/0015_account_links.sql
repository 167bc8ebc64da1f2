-- One-time links sent to a shopper's mailbox (docs/decisions/047): 'Forgot password?' and e-mail verification.
-- Only the SHA-256 of a link's random token is kept, so a copy of the database opens no account. A link is used
-- once (used_at set by a conditional update) and stops at expires_at. `email` is the address it was sent to: once the
-- account's address changes, a link sent to the old one opens nothing.
CREATE TABLE "account_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL,
  "email" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "account_links_purpose_known" CHECK ("purpose" in ('password_reset', 'email_verification'))
);
--> statement-breakpoint
CREATE INDEX "account_links_user_idx" ON "account_links" ("user_id", "purpose");
