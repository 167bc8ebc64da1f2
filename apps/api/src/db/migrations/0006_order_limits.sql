-- The unpaid-order sweep (docs/decisions/025) looks for pending, unpaid orders by age every minute: a
-- partial index keeps that to the few orders waiting, however many orders the shop has taken.
CREATE INDEX IF NOT EXISTS "orders_unpaid_pending_idx" ON "orders" ("updated_at") WHERE "status" = 'pending' AND "payment_status" IN ('pending', 'rejected');
