/**
 * What a returned line gives back, in poisha: its price times quantity less its share of the order's
 * promo discount (rounded down, so the refunds of every line together never exceed what was paid for
 * the goods). Delivery is not refunded. BigInt because price × quantity × subtotal can pass 2^53.
 */
export function lineRefund(lineTotal: number, orderSubtotal: number, orderDiscount: number): number {
  if (orderSubtotal <= 0) return 0;
  const paidForGoods = BigInt(Math.max(0, orderSubtotal - orderDiscount));
  return Number((BigInt(lineTotal) * paidForGoods) / BigInt(orderSubtotal));
}
