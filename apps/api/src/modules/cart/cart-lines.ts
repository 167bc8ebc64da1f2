import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { deliveryFeeOf, toTaka, type AppliedPromo, type Cart, type CartItem } from '@shop/shared';
import type { Database } from '../../db/client';
import { cartLines, carts, categories, products, productStock, promoCodes } from '../../db/schema/index';
import { defaultDestination, readDeliveryFees } from '../delivery/delivery.service';
import { appliedPromoOf } from '../promo/promo.service';

/** A cart line with the catalogue's current name, price and stock: a cart never keeps a price of its own. */
export interface CartLine {
  lineId: string;
  productId: number;
  size: string;
  quantity: number;
  name: string;
  nameBn: string | null;
  sku: string;
  colour: string;
  category: string;
  images: string[];
  /** Poisha per unit: today's catalogue price, never a client's. */
  price: number;
  oldPrice: number | null;
  /** Poisha per unit when the shopper added the line (null on lines older than this record). */
  addedPrice: number | null;
  active: boolean;
  /** Units of this size to be had now; none of a product taken off sale. */
  stock: number;
}

/**
 * Units of a line's size to be had now (with products and product_stock joined); none of a product taken off
 * sale. A SQL fragment because the builder has no CASE.
 */
export const lineStock = sql<number>`CASE WHEN ${products.active} THEN coalesce(${productStock.stock}, 0) ELSE 0 END`;

/** Whose lines: the shopper's whole cart (for answers), or a locked cart's lines, all or the selected ones (checkout). */
export type WhichLines = { userId: string } | { cartId: string; lineIds?: string[] | undefined };

/** The one reader of cart lines, in the order they were added; the cart answer and checkout both read through it. */
export async function readCartLines(db: Database, which: WhichLines): Promise<CartLine[]> {
  return (await linesAndKeptCode(db, which)).lines;
}

/** The lines, and the code of the voucher their cart keeps (one query: the cart is joined anyway). */
async function linesAndKeptCode(db: Database, which: WhichLines): Promise<{ lines: CartLine[]; keptCode: string | null }> {
  const rows = await db
    .select({
      keptCode: carts.promoCode,
      lineId: cartLines.id,
      productId: cartLines.productId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      name: products.name,
      nameBn: products.nameBn,
      sku: products.sku,
      colour: products.colour,
      category: categories.name,
      images: products.images,
      price: products.price,
      oldPrice: products.oldPrice,
      addedPrice: cartLines.addedPrice,
      active: products.active,
      stock: lineStock,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productStock, and(eq(productStock.productId, cartLines.productId), eq(productStock.size, cartLines.size)))
    .where(
      'userId' in which
        ? eq(carts.userId, which.userId)
        : and(eq(cartLines.cartId, which.cartId), which.lineIds ? inArray(cartLines.id, which.lineIds) : undefined),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size));
  // Both drivers may answer a computed column as text.
  return { lines: rows.map(({ keptCode: _kept, ...row }) => ({ ...row, stock: Number(row.stock) })), keptCode: rows[0]?.keptCode ?? null };
}

export function subtotalOf(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/**
 * The shopper's cart as the API answers it, its delivery priced for the address the checkout offers first
 * (docs/decisions/044); the checkout prices the shopper's own choice.
 */
export async function readCart(db: Database, userId: string): Promise<Cart> {
  const { lines, keptCode } = await linesAndKeptCode(db, { userId });
  const promo = keptCode ? await keptPromo(db, keptCode) : null;
  const subtotal = subtotalOf(lines);
  const deliveryFee = deliveryFeeOf(await readDeliveryFees(db), await defaultDestination(db, userId), subtotal, lines.length);
  return { ...toCart(lines, deliveryFee), promo };
}

/**
 * The voucher kept on the shopper's cart, as it was applied; an order without a code of its own uses it, so the
 * screens show it (docs/decisions/050). Whether it still holds is checked when the order is placed. Asked only of a
 * cart that keeps a code (its lines' query says so), so the usual cart read pays no query for it; a cart without
 * lines shows none, as it can order nothing.
 */
async function keptPromo(db: Database, code: string): Promise<AppliedPromo | null> {
  const [row] = await db.select({ code: promoCodes.code, kind: promoCodes.kind, value: promoCodes.value }).from(promoCodes).where(eq(promoCodes.code, code));
  return row ? appliedPromoOf(row) : null;
}

function toItem(line: CartLine): CartItem {
  return {
    id: line.lineId,
    product_id: line.productId,
    size: line.size,
    quantity: line.quantity,
    price: toTaka(line.price),
    originalPrice: line.oldPrice === null ? null : toTaka(line.oldPrice),
    stock: line.stock,
    price_changed_from: line.addedPrice !== null && line.addedPrice !== line.price ? toTaka(line.addedPrice) : null,
    product: { name: line.name, name_bn: line.nameBn, images: line.images, sku: line.sku, colour: line.colour, category: line.category },
  };
}

/** Sums in poisha. */
function toCart(lines: CartLine[], deliveryFee: number): Cart {
  const subtotal = subtotalOf(lines);
  return {
    items: lines.map(toItem),
    subtotal: toTaka(subtotal),
    delivery_fee: toTaka(deliveryFee),
    total: toTaka(subtotal + deliveryFee),
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
