import { useEffect, useState } from 'react';

/** docs/product/checkout.md: the checkout's loading screen gives way to a message after 5 s. */
const SLOW_AFTER_MS = 5000;

/** True once `loading` has lasted `ms` without a break; false again as soon as it ends. */
export function useSlowGuard(loading: boolean, ms = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading, ms]);
  return loading && slow;
}
