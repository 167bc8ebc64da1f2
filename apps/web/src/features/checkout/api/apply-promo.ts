import type { ApplyPromoAnswer } from '@shop/shared';
import { api } from '../../../lib/api-client';

/** POST /api/apply-promo (bearer), the old site's path: checks the code and keeps it on the shopper's cart. */
export function applyPromo(token: string, promoCode: string): Promise<ApplyPromoAnswer> {
  return api.post<ApplyPromoAnswer>('/apply-promo', { promoCode }, { token, base: '/api' });
}
