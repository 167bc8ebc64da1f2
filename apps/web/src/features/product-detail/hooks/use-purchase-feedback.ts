import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/catalog.md: the toast closes after about 2.5 s; the purchase-success popup follows at 3 s. */
export const TOAST_MS = 2500;
export const POPUP_DELAY_MS = 3000;

/** What the shopper sees after Add to Cart: a toast at once, then the popup. A new add starts over. */
export function usePurchaseFeedback() {
  const [toast, setToast] = useState(false);
  const [popup, setPopup] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const announce = useCallback(() => {
    clearTimers();
    setToast(true);
    setPopup(false);
    timers.current.push(
      setTimeout(() => setToast(false), TOAST_MS),
      setTimeout(() => setPopup(true), POPUP_DELAY_MS),
    );
  }, [clearTimers]);

  const closePopup = useCallback(() => setPopup(false), []);
  return { toast, popup, announce, closePopup };
}
