import type { Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import { newOrderNumber } from './order-number';

/** A cart line as the order copies it (modules/cart/cart-lines.ts reads it at the catalogue's current price). */
export interface OrderedLine {
  productId: number;
  name: string;
  nameBn: string | null;
  sku: string;
  size: string;
  images: string[];
  price: number;
  quantity: number;
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;

/**
 * The checkout's step 5, in its transaction: the order and copies of its lines, so later catalogue changes never
 * rewrite a past order. The `orders` table is written only by this module (docs/decisions/061).
 */
export async function createOrder(tx: Tx, order: NewOrder, lines: OrderedLine[]): Promise<string> {
  const id = await insertWithNumber(tx, order);
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId: id,
      productId: line.productId,
      name: line.name,
      nameBn: line.nameBn,
      sku: line.sku,
      size: line.size,
      image: line.images[0] ?? '',
      price: line.price,
      quantity: line.quantity,
    })),
  );
  return id;
}

// ON CONFLICT on the number only: a collision retries without aborting the transaction.
async function insertWithNumber(tx: Tx, order: NewOrder): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...order, orderNumber: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (row) return row.id;
  }
  throw new Error('Could not find a free order number');
}
