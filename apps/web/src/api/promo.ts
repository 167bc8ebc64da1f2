import { ApplyPromoAnswerSchema, type ApplyPromoAnswer } from '@shop/shared';
import { api } from '../lib/api-client';
import { sessionToken } from './personal';

/** The voucher on the shopper's cart (bearer), used by the cart's promotion box and the checkout alike. */

/** POST /api/apply-promo, the old site's path outside /api/v1: checks the code and keeps it on the cart. */
export async function applyPromo(promoCode: string): Promise<ApplyPromoAnswer> {
  return ApplyPromoAnswerSchema.parse(await api.post<unknown>('/apply-promo', { promoCode }, { token: sessionToken(), base: '/api' }));
}

/** DELETE /api/v1/promo: the cart carries no voucher any more. */
export async function removePromo(): Promise<void> {
  await api.delete<unknown>('/promo', { token: sessionToken() });
}
