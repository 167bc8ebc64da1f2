import { describe, expect, it } from 'vitest';
import { matchesTab } from './order-tabs';
import { orderStatusTone as statusTone } from './status-badges';

describe('order tabs', () => {
  it('map statuses as the tab table of docs/product/orders.md says', () => {
    expect(matchesTab({ status: 'confirmed', payment_status: 'paid' }, 'toShip')).toBe(true);
    expect(matchesTab({ status: 'shipped', payment_status: 'pending' }, 'toPay')).toBe(true);
    expect(matchesTab({ status: 'out_for_delivery', payment_status: 'paid' }, 'toReceive')).toBe(true);
    expect(matchesTab({ status: 'delivered', payment_status: 'paid' }, 'completed')).toBe(true);
    expect(matchesTab({ status: 'cancelled', payment_status: 'refunded' }, 'toPay')).toBe(false);
    expect(matchesTab({ status: 'cancelled', payment_status: 'pending' }, 'toPay')).toBe(false);
    expect(matchesTab({ status: 'cancelled', payment_status: 'pending' }, 'cancelled')).toBe(true);
  });

  it('colour badges by status', () => {
    expect(['delivered', 'cancelled', 'pending', 'processing', 'shipped', 'refunded'].map(statusTone)).toEqual([
      'green', 'red', 'yellow', 'blue', 'purple', 'gray',
    ]);
  });
});
