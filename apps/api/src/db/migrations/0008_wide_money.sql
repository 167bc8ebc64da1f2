-- Money sums in poisha outgrow a 32-bit integer at ৳21,474,836: a larger order failed to insert. Every
-- column holding poisha of an order, its lines, its payment proofs and promo codes becomes bigint
-- (docs/decisions/029); the application reads them as JavaScript numbers, exact far past any order.
ALTER TABLE "orders"
  ALTER COLUMN "subtotal" TYPE bigint,
  ALTER COLUMN "delivery_fee" TYPE bigint,
  ALTER COLUMN "discount" TYPE bigint,
  ALTER COLUMN "total" TYPE bigint,
  ALTER COLUMN "refund_amount" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "price" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "payment_proofs" ALTER COLUMN "amount" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "promo_codes"
  ALTER COLUMN "value" TYPE bigint,
  ALTER COLUMN "min_order" TYPE bigint;
