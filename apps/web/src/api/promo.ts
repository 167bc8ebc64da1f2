import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApplyPromoAnswerSchema, type AppliedPromo, type ApplyPromoAnswer } from '@shop/shared';
import { ApiError, api } from '../lib/api-client';
import { startCartSync } from './cart/cart-sync';
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

export type PromoFailure = 'invalid' | 'error' | 'signIn' | 'tooMany';

/**
 * Why a code was not applied: 'Invalid Promo Code' for a refused code, 'Error applying promo code' for anything
 * else (docs/product/cart.md), that a sign-in is needed, or that the shopper has tried too many codes for now
 * (docs/decisions/025).
 */
export function promoFailure(error: unknown): PromoFailure {
  if (error instanceof ApiError && error.status === 401) return 'signIn';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && (error.code === 'invalid_promo' || error.status === 400 || error.status === 404)) return 'invalid';
  return 'error';
}

/**
 * The voucher of the cart screen and the checkout: the one the cart keeps (`kept`, from the cart's answer, so a
 * code applied on an earlier visit is shown and counted, docs/decisions/050) until the shopper applies or removes
 * one here. Either change has the cart read again, so the other screen shows the same voucher.
 */
export function usePromo(kept: AppliedPromo | null | undefined) {
  const [chosen, setChosen] = useState<AppliedPromo | null | undefined>(undefined);
  const apply = useMutation({
    mutationFn: applyPromo,
    onSuccess: (answer) => {
      setChosen({ code: answer.code, kind: answer.kind, value: answer.value });
      startCartSync().refresh();
    },
  });
  const remove = useMutation({
    mutationFn: removePromo,
    onSuccess: () => {
      setChosen(null);
      apply.reset();
      startCartSync().refresh();
    },
  });
  const applied = chosen === undefined ? (kept ?? null) : chosen;
  return { applied, apply, remove, failure: apply.isError ? promoFailure(apply.error) : null };
}

export type PromoState = ReturnType<typeof usePromo>;
