import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../test-orders';
import { countByTab, filterOrders, inTab, matchesSearch, totalItems } from './filter-orders';

const pending = sampleOrder({ order_number: 'BZ-2611-11111111' });
const confirmed = sampleOrder({ status: 'confirmed', payment_status: 'paid' });
const processing = sampleOrder({ status: 'processing', payment_status: 'paid' });
const shippedCod = sampleOrder({ status: 'shipped', payment_status: 'pending' });
const outForDelivery = sampleOrder({ status: 'out_for_delivery', payment_status: 'paid' });
const delivered = sampleOrder({ status: 'delivered', payment_status: 'paid' });
const completed = sampleOrder({ status: 'completed', payment_status: 'paid' });
const cancelledCod = sampleOrder({ status: 'cancelled', payment_status: 'pending', cancel_reason: 'Changed my mind' });
const all = [pending, confirmed, processing, shippedCod, outForDelivery, delivered, completed, cancelledCod];

describe('order tabs on the screen', () => {
  it('follow the tab table of docs/product/orders.md', () => {
    expect(filterOrders(all, 'all', '')).toHaveLength(8);
    expect(filterOrders(all, 'toPay', '')).toEqual([pending, shippedCod]);
    expect(filterOrders(all, 'toShip', '')).toEqual([confirmed, processing]);
    expect(filterOrders(all, 'toReceive', '')).toEqual([shippedCod, outForDelivery]);
    expect(filterOrders(all, 'cancelled', '')).toEqual([cancelledCod]);
    expect(filterOrders(all, 'completed', '')).toEqual([delivered, completed]);
  });

  it('never ask to pay for a cancelled order, even with its payment still pending', () => {
    expect(inTab(cancelledCod, 'toPay')).toBe(false);
    expect(inTab({ status: 'pending', payment_status: 'paid' }, 'toPay')).toBe(true);
  });

  it('count every tab', () => {
    expect(countByTab(all)).toEqual({ all: 8, toPay: 2, toShip: 2, toReceive: 2, cancelled: 1, completed: 2 });
    expect(countByTab([])).toEqual({ all: 0, toPay: 0, toShip: 0, toReceive: 0, cancelled: 0, completed: 0 });
  });
});

describe('order search', () => {
  const order = sampleOrder({
    order_number: 'BZ-2611-48213907',
    customer_name: 'Rahim Uddin',
    items: [
      { ...sampleOrder().items[0]!, name: 'Jamdani Saree', product_sku: 'WOM-SAR-031' },
      { ...sampleOrder().items[0]!, name: 'Leather Sandal', product_sku: 'ACC-SAN-204' },
    ],
  });

  it('matches order number, customer, item name and SKU, ignoring case and spaces around', () => {
    for (const text of ['bz-2611-4821', '48213907', 'rahim', 'UDDIN', 'jamdani', 'sandal', 'wom-sar', ' ACC-SAN-204 ', '']) {
      expect(matchesSearch(order, text), text).toBe(true);
    }
    for (const text of ['karim', 'panjabi', 'BZ-2611-9', 'MEN-']) expect(matchesSearch(order, text), text).toBe(false);
  });

  it('combines with the tab', () => {
    expect(filterOrders(all, 'toShip', 'BZ-2611-11111111')).toEqual([]);
    expect(filterOrders(all, 'toPay', 'bz-2611-11111111')).toEqual([pending]);
  });
});

it('counts units, not lines, as the total items', () => {
  const base = sampleOrder().items[0]!;
  expect(totalItems({ items: [{ ...base, quantity: 2 }, { ...base, quantity: 3 }] })).toBe(5);
  expect(totalItems({ items: [] })).toBe(0);
});
