import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_FEES, type DeliveryPricing } from '@shop/shared';
import type { CartLine } from '../../../api/cart/cart-lines';
import { summarise } from './summary';

/** The default ৳150 everywhere, delivered to a Dhaka address. */
const pricing: DeliveryPricing = { fees: DEFAULT_DELIVERY_FEES, destination: { method: 'home', district: 'Dhaka', area: 'dhaka_city' } };

const line = (price: number, qty: number): CartLine => ({ id: 1, selectedSize: 'M', qty, name: 'x', price, oldPrice: null, image: '' });

describe('the order summary of the chosen lines', () => {
  it('is Σ price × quantity plus the default ৳150 delivery, in whole poisha', () => {
    expect(summarise([line(1290, 2), line(0.1, 3)], null, pricing)).toEqual({ items: 5, subtotal: 2580.3, delivery: 150, discount: 0, total: 2730.3 });
  });

  it('charges no delivery when nothing is chosen', () => {
    expect(summarise([], null, pricing)).toEqual({ items: 0, subtotal: 0, delivery: 0, discount: 0, total: 0 });
  });

  it('takes a voucher off the goods, never off the delivery', () => {
    expect(summarise([line(1000, 1)], { code: 'WELCOME10', kind: 'percent', value: 10 }, pricing).total).toBe(1050);
    expect(summarise([line(100, 1)], { code: 'FLAT200', kind: 'fixed', value: 200 }, pricing)).toMatchObject({ discount: 100, total: 150 });
  });

  it('prices delivery by the fee table: the district of the address, free from the threshold, none while it loads', () => {
    const fees = { ...DEFAULT_DELIVERY_FEES, areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 130 }, districts: [{ district: 'Sylhet', fee: 170 }], free_over: 3000 };
    const to = (district: string, area: 'dhaka_city' | 'outside_dhaka'): DeliveryPricing => ({ fees, destination: { method: 'home', district, area } });
    expect(summarise([line(1000, 1)], null, to('Dhaka', 'dhaka_city'))).toMatchObject({ delivery: 60, total: 1060 });
    expect(summarise([line(1000, 1)], null, to('Sylhet', 'outside_dhaka'))).toMatchObject({ delivery: 170, total: 1170 });
    expect(summarise([line(1000, 1)], null, to('Rangpur', 'outside_dhaka'))).toMatchObject({ delivery: 130, total: 1130 });
    expect(summarise([line(1500, 2)], null, to('Sylhet', 'outside_dhaka'))).toMatchObject({ delivery: 0, total: 3000 });
    expect(summarise([line(1000, 1)], null, null)).toMatchObject({ delivery: null, total: null, subtotal: 1000 });
  });
});
