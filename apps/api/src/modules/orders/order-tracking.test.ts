import { describe, expect, it } from 'vitest';
import { orderTracking, type StatusMove } from './order-tracking';

// The shopper's timeline built from the order's status moves (docs/decisions/045).
const placed = new Date('2026-11-20T04:00:00Z');
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
const order = (status: string, extra: Partial<Parameters<typeof orderTracking>[0]> = {}) => ({
  status, createdAt: placed, deliveredAt: null, cancelledAt: null, cancelReason: null,
  courier: null, courierName: null, trackingNumber: null, trackingUrl: null, ...extra,
});
const moves = (...steps: [string, number][]): StatusMove[] => steps.map(([to, hour]) => ({ orderId: 'o', to, at: at(hour) }));

describe('orderTracking', () => {
  it('dates each step by the first move into it: processing is confirmed, completed is delivered', () => {
    const tracking = orderTracking(
      order('completed', { deliveredAt: at(9), courier: 'redx', trackingNumber: 'RX-1' }),
      moves(['processing', 5], ['shipped', 6], ['out_for_delivery', 8], ['completed', 9]),
    );
    expect(tracking.steps).toEqual([
      { step: 'placed', reached: true, at: placed.toISOString() },
      { step: 'confirmed', reached: true, at: at(5).toISOString() },
      { step: 'shipped', reached: true, at: at(6).toISOString() },
      { step: 'out_for_delivery', reached: true, at: at(8).toISOString() },
      { step: 'delivered', reached: true, at: at(9).toISOString() },
    ]);
    expect(tracking.shipment).toEqual({ courier: 'redx', courier_name: null, tracking_number: 'RX-1', tracking_url: null });
  });

  it('shows an order older than its timeline at its status, the steps it passed undated', () => {
    const tracking = orderTracking(order('out_for_delivery'), []);
    expect(tracking.steps.map((s) => [s.step, s.reached, s.at])).toEqual([
      ['placed', true, placed.toISOString()], ['confirmed', true, null], ['shipped', true, null], ['out_for_delivery', true, null], ['delivered', false, null],
    ]);
  });

  it('ends a cancelled order with the cancellation, without the steps it never reached', () => {
    const tracking = orderTracking(order('cancelled', { cancelledAt: at(7), cancelReason: 'Changed my mind' }), moves(['confirmed', 5], ['cancelled', 7]));
    expect(tracking.steps.map((s) => s.step)).toEqual(['placed', 'confirmed']);
    expect(tracking.cancelled).toEqual({ at: at(7).toISOString(), reason: 'Changed my mind' });
    expect(tracking.shipment).toBeNull();
  });
});
