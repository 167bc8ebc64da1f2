import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines, products } from '../../db/schema/index';

export interface PricedLine {
  lineId: string;
  productId: number;
  size: string;
  quantity: number;
  name: string;
  sku: string;
  image: string;
  /** Poisha per unit: today's catalogue price, never a client's. */
  price: number;
  active: boolean;
}

/** Step 2: the cart's lines (or the selected ones) with the catalogue's current name, SKU, image and price. */
export function readCartLines(tx: Database, cartId: string, lineIds?: string[]): Promise<PricedLine[]> {
  return tx
    .select({
      lineId: cartLines.id,
      productId: cartLines.productId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      name: products.name,
      sku: products.sku,
      image: sql<string>`coalesce(${products.images}[1], '')`,
      price: products.price,
      active: products.active,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.cartId, cartId), lineIds ? inArray(cartLines.id, lineIds) : undefined))
    .orderBy(asc(cartLines.productId), asc(cartLines.size));
}

export function subtotalOf(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}
