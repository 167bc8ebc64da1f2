import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { applyPromo } from '../../../api/promo';
import type { AppliedPromo } from '../utils/summary';

export type PromoFailure = 'invalid' | 'error' | 'signIn' | 'tooMany';

/**
 * Why a code was not applied, in the two catalogue messages ('Invalid Promo Code', 'Error applying promo code'; docs/product/cart.md), that a sign-in is needed, or
 * that the shopper has tried too many codes for now (docs/decisions/025).
 */
export function promoFailure(error: unknown): PromoFailure {
  if (error instanceof ApiError && error.status === 401) return 'signIn';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && (error.code === 'invalid_promo' || error.status === 400 || error.status === 404)) return 'invalid';
  return 'error';
}

/** APPLY of the cart's promotion box: the server checks the code against the shopper's cart. */
export function useApplyPromo(onApplied: (promo: AppliedPromo) => void) {
  return useMutation({
    mutationFn: applyPromo,
    onSuccess: (answer) => onApplied({ code: answer.code, kind: answer.kind, value: answer.value }),
  });
}
