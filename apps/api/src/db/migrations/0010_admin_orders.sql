-- The back office's order list (docs/product/back-office-orders.md): newest first, by status, and searched by
-- order number, customer name, phone, and the name or SKU of any line. Trigram indexes (pg_trgm, migration 0000)
-- serve the "contains" searches; the phone is stored in its local 11-digit form, so a whole number is a btree match.
CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" ("customer_phone");
--> statement-breakpoint
CREATE INDEX "orders_order_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_customer_phone_trgm_idx" ON "orders" USING gin ("customer_phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "order_lines_name_trgm_idx" ON "order_lines" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "order_lines_sku_trgm_idx" ON "order_lines" USING gin ("sku" gin_trgm_ops);
