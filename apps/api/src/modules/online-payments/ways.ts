import { CASH_ON_DELIVERY, PAYMENT_METHODS, type OnlineGateway, type PaymentMethod, type PaymentOptions, type PaymentWay } from '@shop/shared';
import type { BkashClient } from './gateways/bkash';
import type { SslcommerzClient } from './gateways/sslcommerz';

/** Where the checkout's wallets go when staff choose (PAY_BKASH_WITH, PAY_NAGAD_WITH); unset: the best configured. */
export interface WayWishes {
  bkash?: 'bkash' | 'sslcommerz' | 'proof';
  nagad?: 'sslcommerz' | 'proof';
}

/** The app's gateway clients (one each per app, so bKash's token is kept) and where each checkout choice goes. */
export interface OnlineGateways {
  sslcommerz?: SslcommerzClient;
  bkash?: BkashClient;
  ways: { bkash: PaymentWay; nagad: PaymentWay };
}

const CHAIN = ['bkash', 'sslcommerz', 'proof'] as const;

/**
 * The ways of the wallets (docs/decisions/068): the wish, or the best way when unset; a way whose gateway is not
 * configured falls back to the next (bkash -> sslcommerz -> proof).
 */
export function resolveWays(configured: { sslcommerz: boolean; bkash: boolean }, wishes: WayWishes = {}): OnlineGateways['ways'] {
  const on = (way: (typeof CHAIN)[number]) => (way === 'proof' ? true : configured[way]);
  const bkash = CHAIN.slice(CHAIN.indexOf(wishes.bkash ?? 'bkash')).find(on) ?? 'proof';
  const nagad = CHAIN.slice(CHAIN.indexOf(wishes.nagad ?? 'sslcommerz')).find(on) ?? 'proof';
  return { bkash, nagad };
}

/** Where one checkout choice goes now; null when it is not offered (a card while SSLCommerz is off). */
export function wayOf(gateways: OnlineGateways, method: string): PaymentWay | null {
  switch (method as PaymentMethod) {
    case CASH_ON_DELIVERY:
      return 'cash';
    case 'Credit Card':
    case 'Debit Card':
      return gateways.sslcommerz ? 'sslcommerz' : null;
    case 'Bkash':
      return gateways.ways.bkash;
    case 'Nagad':
      return gateways.ways.nagad;
    default:
      return null;
  }
}

/** GET /payments/options: the checkout's choices that work now, in the checkout's order. */
export function paymentOptions(gateways: OnlineGateways): PaymentOptions {
  return {
    options: PAYMENT_METHODS.flatMap((method) => {
      const way = wayOf(gateways, method);
      return way ? [{ method, way }] : [];
    }),
  };
}

/** The gateway of a way, when it is one. */
export const gatewayOfWay = (way: PaymentWay | null): OnlineGateway | null => (way === 'sslcommerz' || way === 'bkash' ? way : null);
