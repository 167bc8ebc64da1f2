import { useEffect, useState } from 'react';

/**
 * Milliseconds left of a countdown that starts when the component mounts. It measures against a
 * deadline rather than counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(durationMs: number): number {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(durationMs);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, deadline - Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
