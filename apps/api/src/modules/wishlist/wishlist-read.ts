import { sql } from 'drizzle-orm';
import { toTaka, type Wishlist, type WishlistItem } from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { PLACEHOLDER_IMAGE } from '../catalog/catalog.service';

interface Row {
  product_id: number;
  name: string;
  images: string[] | null;
  price: number;
  old_price: number | null;
  stock: number;
  created_at: Date | string;
}

/**
 * The caller's saved products, newest first, with the catalogue's current name, picture and price.
 * A product taken off sale is left out while it is off sale (its page says 'Product not found.'); the
 * row stays, so it comes back if the product does.
 */
export async function readWishlist(db: Database, userId: string): Promise<Wishlist> {
  const rows = await queryRows<Row>(db, sql`
    SELECT w.product_id, p.name, p.images, p.price, p.old_price, p.stock, w.created_at
    FROM wishlist_items w
    JOIN products p ON p.id = w.product_id AND p.active
    WHERE w.user_id = ${userId}
    ORDER BY w.created_at DESC, w.product_id DESC`);
  return { items: rows.map(toItem) };
}

function toItem(row: Row): WishlistItem {
  return {
    id: String(row.product_id),
    productId: row.product_id,
    productName: row.name,
    productImage: row.images?.[0] ?? PLACEHOLDER_IMAGE,
    price: toTaka(row.price),
    oldPrice: row.old_price === null ? null : toTaka(row.old_price),
    inStock: Number(row.stock) > 0,
    addedAt: new Date(row.created_at).toISOString(),
  };
}
