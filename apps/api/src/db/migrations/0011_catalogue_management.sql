-- The catalogue managed from the back office (docs/product/back-office-catalogue.md).
-- Products: Bengali name and description (English shown where none is given), a version for optimistic locking
-- (a save based on an older version is refused), when it last changed, and the stock below which a size is "low".
ALTER TABLE "products" ADD COLUMN "name_bn" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_range" CHECK ("low_stock_threshold" >= 0 AND "low_stock_threshold" <= 100000);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sold_not_negative" CHECK ("sold" >= 0);
--> statement-breakpoint
-- Categories, subcategories and brands are never deleted while products point at them, only hidden.
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- An order line keeps the Bengali name it was placed with too.
ALTER TABLE "order_lines" ADD COLUMN "name_bn" text;
--> statement-breakpoint
-- The price (poisha) a cart line had when it was added: the cart marks a line whose price changed since.
ALTER TABLE "cart_lines" ADD COLUMN "added_price" integer;
--> statement-breakpoint
-- Every stock change staff make (or an import), with its reason: the history of a product's size.
CREATE TABLE "stock_adjustments" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "size" text NOT NULL,
  "reason" text NOT NULL,
  "change" integer NOT NULL,
  "stock_after" integer NOT NULL,
  "note" text,
  "actor_label" text NOT NULL,
  "staff_id" uuid REFERENCES "staff_accounts"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "stock_adjustments_reason" CHECK ("reason" IN ('received', 'damaged', 'counted', 'returned', 'import')),
  CONSTRAINT "stock_adjustments_stock_after" CHECK ("stock_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX "stock_adjustments_product_idx" ON "stock_adjustments" ("product_id", "size", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The low-stock list: sizes of products on sale at or under their product's threshold.
CREATE INDEX "product_stock_low_idx" ON "product_stock" ("stock", "product_id");
