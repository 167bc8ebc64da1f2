import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema/index';
import type { CartLine } from '../../modules/cart/cart-lines';
import { newOrderNumber } from '../../modules/orders/order-number';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;

/** Step 5: the order and copies of its lines, so later catalogue changes never rewrite a past order. */
export async function createOrder(tx: Database, order: NewOrder, lines: CartLine[]): Promise<string> {
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
async function insertWithNumber(tx: Database, order: NewOrder): Promise<string> {
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
