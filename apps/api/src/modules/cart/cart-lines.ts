import { sql } from 'drizzle-orm';
import { DELIVERY_FEE_POISHA, toTaka, type Cart, type CartItem } from '@shop/shared';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';

interface LineRow {
  id: string;
  product_id: number;
  size: string;
  quantity: number;
  price: number;
  old_price: number | null;
  name: string;
  images: string[] | null;
  sku: string;
  colour: string;
  category: string;
  stock: number;
}

/** Prices and stock are read from the catalogue on every answer: a cart never keeps a price of its own. */
export async function readCart(db: Database, userId: string): Promise<Cart> {
  const rows = await queryRows<LineRow>(db, sql`
    SELECT l.id, l.product_id, l.size, l.quantity, p.price, p.old_price, p.name, p.images, p.sku, p.colour,
           c.name AS category, CASE WHEN p.active THEN coalesce(s.stock, 0) ELSE 0 END AS stock
    FROM carts ca
    JOIN cart_lines l ON l.cart_id = ca.id
    JOIN products p ON p.id = l.product_id
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN product_stock s ON s.product_id = l.product_id AND s.size = l.size
    WHERE ca.user_id = ${userId}
    ORDER BY l.created_at, l.product_id, l.size`);
  return toCart(rows);
}

function toItem(row: LineRow): CartItem {
  return {
    id: row.id,
    product_id: row.product_id,
    size: row.size,
    quantity: row.quantity,
    price: toTaka(row.price),
    originalPrice: row.old_price === null ? null : toTaka(row.old_price),
    stock: Number(row.stock),
    product: { name: row.name, images: row.images ?? [], sku: row.sku, colour: row.colour, category: row.category },
  };
}

/** Sums in poisha; the flat delivery fee applies once there is something to deliver. */
function toCart(rows: LineRow[]): Cart {
  const subtotal = rows.reduce((sum, row) => sum + row.price * row.quantity, 0);
  const deliveryFee = rows.length > 0 ? DELIVERY_FEE_POISHA : 0;
  return {
    items: rows.map(toItem),
    subtotal: toTaka(subtotal),
    delivery_fee: toTaka(deliveryFee),
    total: toTaka(subtotal + deliveryFee),
    count: rows.reduce((sum, row) => sum + row.quantity, 0),
  };
}
