-- Home delivery and delivery fees by area (docs/decisions/044, docs/product/checkout.md).
-- An order says how it is received: 'home' (a courier brings it to its shipping address) or 'pickup' (collected at a
-- pickup point, as every order before this migration was), and for home delivery the district and area its fee was
-- priced for (district null when a typed address named none).
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'pickup' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_district" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_known" CHECK ("delivery_method" in ('home', 'pickup'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_area_known" CHECK ("delivery_area" is null or "delivery_area" in ('dhaka_city', 'dhaka_surroundings', 'outside_dhaka'));
--> statement-breakpoint
-- The fee table staff edit in the back office: one row of area, pickup-point and free-delivery amounts (poisha)...
CREATE TABLE "delivery_fees" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "dhaka_city" bigint DEFAULT 15000 NOT NULL,
  "dhaka_surroundings" bigint DEFAULT 15000 NOT NULL,
  "outside_dhaka" bigint DEFAULT 15000 NOT NULL,
  "pickup_point" bigint DEFAULT 15000 NOT NULL,
  "free_over" bigint,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "delivery_fees_one_row" CHECK ("id" = 1),
  CONSTRAINT "delivery_fees_not_negative" CHECK ("dhaka_city" >= 0 AND "dhaka_surroundings" >= 0 AND "outside_dhaka" >= 0 AND "pickup_point" >= 0 AND ("free_over" is null OR "free_over" > 0))
);
--> statement-breakpoint
-- ...starting at the shop's first flat ৳150 everywhere, no free delivery.
INSERT INTO "delivery_fees" ("id") VALUES (1);
--> statement-breakpoint
-- ...and the districts that have a fee of their own (English names, as the address book stores them).
CREATE TABLE "delivery_district_fees" (
  "district" text PRIMARY KEY NOT NULL,
  "fee" bigint NOT NULL,
  CONSTRAINT "delivery_district_fees_not_negative" CHECK ("fee" >= 0)
);
