import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../api/cart/cart-lines';
import { summarise } from './summary';

const line = (price: number, qty: number): CartLine => ({ id: 1, selectedSize: 'M', qty, name: 'x', price, oldPrice: null, image: '' });

describe('the order summary of the chosen lines', () => {
  it('is Σ price × quantity plus ৳150 delivery, in whole poisha', () => {
    expect(summarise([line(1290, 2), line(0.1, 3)], null)).toEqual({ items: 5, subtotal: 2580.3, delivery: 150, discount: 0, total: 2730.3 });
  });

  it('charges no delivery when nothing is chosen', () => {
    expect(summarise([], null)).toEqual({ items: 0, subtotal: 0, delivery: 0, discount: 0, total: 0 });
  });

  it('takes a voucher off the goods, never off the delivery', () => {
    expect(summarise([line(1000, 1)], { code: 'WELCOME10', kind: 'percent', value: 10 }).total).toBe(1050);
    expect(summarise([line(100, 1)], { code: 'FLAT200', kind: 'fixed', value: 200 })).toMatchObject({ discount: 100, total: 150 });
  });
});
