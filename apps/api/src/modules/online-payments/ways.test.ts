import { describe, expect, it } from 'vitest';
import type { BkashClient } from './gateways/bkash';
import type { SslcommerzClient } from './gateways/sslcommerz';
import { paymentOptions, resolveWays, wayOf, type OnlineGateways } from './ways';

// Where each checkout choice goes (docs/decisions/068), with the gateways on or off.
const ssl = {} as SslcommerzClient;
const bkash = {} as BkashClient;
const shop = (on: { sslcommerz?: boolean; bkash?: boolean }, wishes = {}): OnlineGateways => ({
  sslcommerz: on.sslcommerz ? ssl : undefined,
  bkash: on.bkash ? bkash : undefined,
  ways: resolveWays({ sslcommerz: Boolean(on.sslcommerz), bkash: Boolean(on.bkash) }, wishes),
});

describe('the checkout options', () => {
  it('without any gateway: cash, and the wallets by a payment proof; no cards', () => {
    expect(paymentOptions(shop({})).options).toEqual([
      { method: 'Cash On Delivery', way: 'cash' },
      { method: 'Bkash', way: 'proof' },
      { method: 'Nagad', way: 'proof' },
    ]);
  });

  it('with SSLCommerz only: cards and both wallets through its page', () => {
    expect(paymentOptions(shop({ sslcommerz: true })).options.map((o) => o.way)).toEqual(['cash', 'sslcommerz', 'sslcommerz', 'sslcommerz', 'sslcommerz']);
  });

  it('with both and Nagad set to the proof (the browser tests): Bkash to bKash, Nagad to the proof', () => {
    const gateways = shop({ sslcommerz: true, bkash: true }, { nagad: 'proof' });
    expect(wayOf(gateways, 'Bkash')).toBe('bkash');
    expect(wayOf(gateways, 'Nagad')).toBe('proof');
    expect(wayOf(gateways, 'Credit Card')).toBe('sslcommerz');
    expect(wayOf(gateways, 'Bitcoin')).toBeNull();
  });
});
