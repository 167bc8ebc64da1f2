-- The last Idempotency-Key applied to a cart (adds and guest-cart merges): a retry after a lost answer
-- carries the same key and is answered with the cart as it is, instead of adding the lines twice.
ALTER TABLE "carts" ADD COLUMN "last_idempotency_key" text;
