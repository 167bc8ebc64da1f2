-- Tracking (docs/decisions/045): the courier and tracking number or link staff give when an order ships, kept on
-- the order (as last corrected) and on the timeline event of the move or the correction (order_events.shipment).
ALTER TABLE "orders" ADD COLUMN "courier" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_known" CHECK ("courier" is null or "courier" in ('pathao', 'steadfast', 'redx', 'sundarban', 'ecourier', 'paperfly', 'other'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_complete" CHECK (
  "courier" is null
  or (("tracking_number" is not null or "tracking_url" is not null) and (("courier" = 'other') = ("courier_name" is not null)))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_https" CHECK ("tracking_url" is null or "tracking_url" like 'https://%');
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "shipment" jsonb;
