-- products.images, products.sizes and products.stock are read copies for listings (one row per product,
-- no subqueries). These triggers keep them equal to product_images and product_stock on every change,
-- whoever makes it: the seed, an order taking stock, or a cancellation giving it back.
CREATE FUNCTION refresh_product_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET images = coalesce((SELECT array_agg(i.url ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id), '{}')
  WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET
    sizes = coalesce((SELECT array_agg(s.size ORDER BY s.position) FROM product_stock s WHERE s.product_id = p.id), '{}'),
    stock = coalesce((SELECT sum(s.stock) FROM product_stock s WHERE s.product_id = p.id), 0)
  WHERE p.id IN (SELECT product_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_images_inserted AFTER INSERT ON product_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_images();
--> statement-breakpoint
CREATE TRIGGER product_images_updated AFTER UPDATE ON product_images REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_images();
--> statement-breakpoint
CREATE TRIGGER product_images_deleted AFTER DELETE ON product_images REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_images();
--> statement-breakpoint
CREATE TRIGGER product_stock_inserted AFTER INSERT ON product_stock REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock();
--> statement-breakpoint
CREATE TRIGGER product_stock_updated AFTER UPDATE ON product_stock REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock();
--> statement-breakpoint
CREATE TRIGGER product_stock_deleted AFTER DELETE ON product_stock REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock();
--> statement-breakpoint
-- Databases seeded before these copies existed.
UPDATE products p SET
  images = coalesce((SELECT array_agg(i.url ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id), '{}'),
  sizes = coalesce((SELECT array_agg(s.size ORDER BY s.position) FROM product_stock s WHERE s.product_id = p.id), '{}'),
  stock = coalesce((SELECT sum(s.stock) FROM product_stock s WHERE s.product_id = p.id), 0);
