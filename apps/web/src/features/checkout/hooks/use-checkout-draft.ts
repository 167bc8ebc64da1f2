import { useCallback, useEffect, useState } from 'react';
import { EMPTY_DRAFT, parseDraft, type CheckoutDraft } from '../utils/checkout-draft';

/** sessionStorage: this tab only, so a shared computer does not carry one shopper's choices to the next visit. */
const DRAFT_KEY = 'checkoutDraft';

function read(userId: string): CheckoutDraft {
  try {
    return parseDraft(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'), userId);
  } catch {
    return EMPTY_DRAFT;
  }
}

function write(value: unknown) {
  try {
    if (value === null) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the choices live as long as the page.
  }
}

/**
 * Pickup point, payment method, notes and contact survive a look at /payment, a reload or a trip back
 * to the cart, until the order is placed.
 */
export function useCheckoutDraft(userId: string) {
  const [draft, setDraft] = useState(() => read(userId));
  useEffect(() => write({ ...draft, userId }), [draft, userId]);
  const update = useCallback((patch: Partial<CheckoutDraft>) => setDraft((current) => ({ ...current, ...patch })), []);
  const forget = useCallback(() => write(null), []);
  return { draft, update, forget };
}
