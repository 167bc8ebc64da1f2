-- Issue 25: parcels booked with the couriers and their updates (shipments, shipment_events), the couriers' location
-- lists, their payouts, the shop's delivery settings, SMS codes, blocked phones, the cash-on-delivery risk of orders and
-- accounts' verified phones (docs/decisions/074, 075). Issue 24: the audit log takes a 'system' actor, the shop acting
-- by itself (a late gateway payment refunded, a wallet SMS settling a proof).
CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_locations" (
	"courier" text NOT NULL,
	"kind" text NOT NULL,
	"outside_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"district" text,
	"post_code" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_locations_courier_kind_outside_id_pk" PRIMARY KEY("courier","kind","outside_id"),
	CONSTRAINT "courier_locations_courier_known" CHECK ("courier_locations"."courier" in ('steadfast', 'pathao', 'redx')),
	CONSTRAINT "courier_locations_kind_known" CHECK ("courier_locations"."kind" in ('city', 'zone', 'area'))
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_courier_known" CHECK ("courier_payouts"."courier" in ('steadfast', 'pathao', 'redx')),
	CONSTRAINT "courier_payouts_source_known" CHECK ("courier_payouts"."source" in ('report', 'csv', 'hand')),
	CONSTRAINT "courier_payouts_amount_not_negative" CHECK ("courier_payouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_risks" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"policy" text DEFAULT 'none' NOT NULL,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_risks_level_known" CHECK ("order_risks"."level" in ('low', 'medium', 'high')),
	CONSTRAINT "order_risks_policy_known" CHECK ("order_risks"."policy" in ('none', 'confirm_code', 'advance_fee'))
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"order_id" uuid,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_purpose_known" CHECK ("phone_codes"."purpose" in ('sign_in', 'order')),
	CONSTRAINT "phone_codes_order_named" CHECK (("phone_codes"."purpose" = 'order') = ("phone_codes"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"event_key" text NOT NULL,
	"source" text NOT NULL,
	"courier_status" text NOT NULL,
	"state" text,
	"message" text,
	"collected_amount" bigint,
	"charge" bigint,
	"happened_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_source_known" CHECK ("shipment_events"."source" in ('webhook', 'poll'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"invoice" text NOT NULL,
	"state" text DEFAULT 'booking' NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"tracking_url" text,
	"cod_amount" bigint NOT NULL,
	"collected_amount" bigint,
	"charge" bigint,
	"weight_grams" integer NOT NULL,
	"delivery_type" text,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_address" text NOT NULL,
	"note" text,
	"item_description" text,
	"location" jsonb,
	"refusal" text,
	"refusal_kind" text,
	"courier_status" text,
	"return_reason" text,
	"booked_at" timestamp with time zone,
	"last_news_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_courier_known" CHECK ("shipments"."courier" in ('steadfast', 'pathao', 'redx')),
	CONSTRAINT "shipments_state_known" CHECK ("shipments"."state" in ('booking', 'booked', 'refused', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'partly_delivered', 'returned', 'cancelled')),
	CONSTRAINT "shipments_amounts_not_negative" CHECK ("shipments"."cod_amount" >= 0 and ("shipments"."collected_amount" is null or "shipments"."collected_amount" >= 0) and ("shipments"."charge" is null or "shipments"."charge" >= 0)),
	CONSTRAINT "shipments_weight_positive" CHECK ("shipments"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_weight_grams" integer DEFAULT 500 NOT NULL,
	"steadfast_delivery_type" text DEFAULT 'home' NOT NULL,
	"high_risk_policy" text DEFAULT 'none' NOT NULL,
	"confirm_minutes" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_delivery_settings_one_row" CHECK ("shop_delivery_settings"."id" = 1),
	CONSTRAINT "shop_delivery_settings_weight_positive" CHECK ("shop_delivery_settings"."default_weight_grams" > 0),
	CONSTRAINT "shop_delivery_settings_steadfast_type_known" CHECK ("shop_delivery_settings"."steadfast_delivery_type" in ('home', 'hub')),
	CONSTRAINT "shop_delivery_settings_policy_known" CHECK ("shop_delivery_settings"."high_risk_policy" in ('none', 'confirm_code', 'advance_fee', 'no_cod')),
	CONSTRAINT "shop_delivery_settings_confirm_minutes" CHECK ("shop_delivery_settings"."confirm_minutes" between 5 and 1440)
);
--> statement-breakpoint
CREATE TABLE "user_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "differences" jsonb;--> statement-breakpoint
ALTER TABLE "order_risks" ADD CONSTRAINT "order_risks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_payout_id_courier_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."courier_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_locations_parent_idx" ON "courier_locations" USING btree ("courier","kind","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_reference_key" ON "courier_payouts" USING btree ("courier","reference");--> statement-breakpoint
CREATE INDEX "order_risks_level_idx" ON "order_risks" USING btree ("level");--> statement-breakpoint
CREATE INDEX "order_risks_waiting_idx" ON "order_risks" USING btree ("confirm_by") WHERE "order_risks"."confirm_by" is not null and "order_risks"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "phone_codes_order_idx" ON "phone_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "phone_codes_ip_idx" ON "phone_codes" USING btree ("ip","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_key" ON "shipment_events" USING btree ("courier","event_key");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","received_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_invoice_key" ON "shipments" USING btree ("courier","invoice");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_consignment_key" ON "shipments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" not in ('refused', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_poll_idx" ON "shipments" USING btree ("next_poll_at") WHERE "shipments"."state" in ('booking', 'booked', 'picked_up', 'in_transit', 'out_for_delivery');--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_phones_user_key" ON "user_phones" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "shop_delivery_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_kind_known";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_known" CHECK ("actor_kind" in ('staff', 'staff_key', 'cli', 'system'));
