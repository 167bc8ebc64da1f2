import { and, desc, eq } from 'drizzle-orm';
import { toTaka, type Wishlist, type WishlistItem } from '@shop/shared';
import type { Database } from '../../db/client';
import { products, wishlistItems } from '../../db/schema/index';
import { PLACEHOLDER_IMAGE } from '../catalog/catalog.service';


/**
 * The caller's saved products, newest first, with the catalogue's current name, picture and price.
 * A product taken off sale is left out while it is off sale (its page says 'Product not found.'); the
 * row stays, so it comes back if the product does.
 */
export async function readWishlist(db: Database, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({
      productId: wishlistItems.productId,
      name: products.name,
      nameBn: products.nameBn,
      images: products.images,
      price: products.price,
      oldPrice: products.oldPrice,
      stock: products.stock,
      createdAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.active, true)))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return { items: rows.map(toItem) };
}

interface Row {
  productId: number;
  name: string;
  nameBn: string | null;
  images: string[];
  price: number;
  oldPrice: number | null;
  stock: number;
  createdAt: Date;
}

function toItem(row: Row): WishlistItem {
  return {
    id: String(row.productId),
    productId: row.productId,
    productName: row.name,
    productNameBn: row.nameBn,
    productImage: row.images[0] ?? PLACEHOLDER_IMAGE,
    price: toTaka(row.price),
    oldPrice: row.oldPrice === null ? null : toTaka(row.oldPrice),
    inStock: row.stock > 0,
    addedAt: row.createdAt.toISOString(),
  };
}
