import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { applyPromo, removePromo } from '../../../api/promo';
import type { AppliedPromo } from '@shop/shared';

export type PromoFailure = 'invalid' | 'error' | 'tooMany';

/**
 * 'Invalid Promo Code' for a refused code, 'Error applying promo code' for anything else (docs/product/checkout.md), and
 * a plain 'try again later' once the shopper has tried too many codes (docs/decisions/025).
 */
export function promoFailure(error: unknown): PromoFailure {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return error instanceof ApiError && (error.code === 'invalid_promo' || error.status === 400) ? 'invalid' : 'error';
}

/**
 * The checkout's voucher: APPLY checks it on the server (POST /api/apply-promo) and keeps it on the
 * cart; the order sends it again and the server checks it once more. Removing it clears the cart's.
 */
export function useCheckoutPromo() {
  const [applied, setApplied] = useState<AppliedPromo | null>(null);
  const apply = useMutation({
    mutationFn: applyPromo,
    onSuccess: (answer) => setApplied({ code: answer.code, kind: answer.kind, value: answer.value }),
  });
  const remove = useMutation({
    mutationFn: removePromo,
    onSuccess: () => {
      setApplied(null);
      apply.reset();
    },
  });
  return { applied, apply, remove, failure: apply.isError ? promoFailure(apply.error) : null };
}
