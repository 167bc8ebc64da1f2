-- Online payments (issue 24): the attempts at paying an order through SSLCommerz or bKash
-- (paid once: a unique index on the paid attempt of an order), the refunds that follow them back, and the money
-- that reached the shop's own wallet numbers, once per wallet and TrxID.
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"tran_id" text NOT NULL,
	"gateway_payment_id" text,
	"val_id" text,
	"gateway_trx_id" text,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"instrument" text,
	"note" text,
	"checked_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_tran_id_unique" UNIQUE("tran_id"),
	CONSTRAINT "payment_attempts_gateway_known" CHECK ("payment_attempts"."gateway" in ('sslcommerz', 'bkash')),
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" in ('started', 'paid', 'held', 'failed', 'cancelled', 'refused')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid,
	"return_id" uuid,
	"channel" text NOT NULL,
	"cause" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"note" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_key_unique" UNIQUE("key"),
	CONSTRAINT "payment_refunds_channel_known" CHECK ("payment_refunds"."channel" in ('sslcommerz', 'bkash', 'hand')),
	CONSTRAINT "payment_refunds_gateway_has_attempt" CHECK (("payment_refunds"."channel" = 'hand') = ("payment_refunds"."attempt_id" is null)),
	CONSTRAINT "payment_refunds_cause_known" CHECK ("payment_refunds"."cause" in ('cancelled', 'return', 'late_payment', 'refused')),
	CONSTRAINT "payment_refunds_state_known" CHECK ("payment_refunds"."state" in ('requested', 'pending', 'done', 'failed')),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"trx_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"sender" text,
	"received_at" timestamp with time zone,
	"source" text NOT NULL,
	"match" text DEFAULT 'unmatched' NOT NULL,
	"proof_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_wallet_known" CHECK ("wallet_transactions"."wallet" in ('bkash', 'nagad', 'rocket')),
	CONSTRAINT "wallet_transactions_source_known" CHECK ("wallet_transactions"."source" in ('sms', 'webhook')),
	CONSTRAINT "wallet_transactions_match_known" CHECK ("wallet_transactions"."match" in ('unmatched', 'settled', 'near', 'resolved')),
	CONSTRAINT "wallet_transactions_amount_positive" CHECK ("wallet_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_proof_id_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."payment_proofs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_user_created_idx" ON "payment_attempts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" = 'started';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid" ON "payment_attempts" USING btree ("order_id") WHERE "payment_attempts"."state" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_check_at") WHERE "payment_refunds"."state" in ('requested', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_trx" ON "wallet_transactions" USING btree ("wallet","trx_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_proof_idx" ON "wallet_transactions" USING btree ("proof_id");