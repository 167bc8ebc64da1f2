import { describe, expect, it } from 'vitest';
import { scoreRisk, type RiskHistory } from './risk-score';

const clean: RiskHistory = {
  blockedPhone: false, refusedParcels: 0, deliveredParcels: 0, addressRefusals: 0, cancelledOrders: 0,
  accountAgeDays: 400, recentOrders: 0, amount: 150_000, usualAmount: 150_000, phoneVerified: false,
};
const signals = (h: Partial<RiskHistory>) => scoreRisk({ ...clean, ...h }).reasons.map((r) => r.signal);

describe('scoreRisk', () => {
  it('finds nothing to say about an old account with an ordinary order', () => {
    expect(scoreRisk(clean)).toEqual({ level: 'low', score: 0, reasons: [] });
  });

  it('makes one refused parcel medium and two high, with the count as the reason', () => {
    expect(scoreRisk({ ...clean, refusedParcels: 1 })).toMatchObject({ level: 'medium', reasons: [{ signal: 'refused_parcels', count: 1 }] });
    expect(scoreRisk({ ...clean, refusedParcels: 2 })).toMatchObject({ level: 'high', reasons: [{ signal: 'refused_parcels', count: 2 }] });
  });

  it('calls a blocked phone high even when everything else speaks for it', () => {
    const risk = scoreRisk({ ...clean, blockedPhone: true, deliveredParcels: 10, phoneVerified: true });
    expect(risk.level).toBe('high');
    expect(risk.reasons[0]).toEqual({ signal: 'blocked_phone' });
  });

  it('counts refusals at the same address under another phone', () => {
    expect(scoreRisk({ ...clean, addressRefusals: 2 })).toMatchObject({ level: 'medium', reasons: [{ signal: 'address_refusals', count: 2 }] });
  });

  it('counts cancellations from the second on', () => {
    expect(signals({ cancelledOrders: 1 })).toEqual([]);
    expect(scoreRisk({ ...clean, cancelledOrders: 2 }).reasons).toEqual([{ signal: 'cancelled_orders', count: 2 }]);
  });

  it('names a new account, many orders in a day and an unusual amount, and together they are high', () => {
    expect(signals({ accountAgeDays: 0 })).toEqual(['new_account']);
    expect(signals({ recentOrders: 2 })).toEqual([]);
    expect(signals({ recentOrders: 3 })).toEqual(['many_orders']);
    expect(signals({ amount: 449_999 })).toEqual([]);
    expect(scoreRisk({ ...clean, amount: 450_000 }).reasons).toEqual([{ signal: 'unusual_amount', amount: 450_000 }]);
    expect(scoreRisk({ ...clean, accountAgeDays: 0, recentOrders: 3, amount: 900_000 }).level).toBe('high');
  });

  it('says nothing of the amount while the shop has no usual order', () => {
    expect(signals({ amount: 10_000_000, usualAmount: null })).toEqual([]);
  });

  it('lowers the risk for delivered parcels and a verified phone', () => {
    const risk = scoreRisk({ ...clean, refusedParcels: 2, deliveredParcels: 3, phoneVerified: true });
    expect(risk.level).toBe('medium');
    expect(risk.reasons.map((r) => r.signal)).toEqual(['refused_parcels', 'delivered_parcels', 'phone_verified']);
    expect(scoreRisk({ ...clean, refusedParcels: 1, deliveredParcels: 5 }).level).toBe('low');
  });
});
