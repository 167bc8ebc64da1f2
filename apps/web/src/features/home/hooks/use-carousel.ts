import { useCallback, useEffect, useState } from 'react';

/**
 * The index of a rotating set of `count` slides. While `running`, it moves on every `intervalMs`;
 * choosing a slide by hand restarts the wait, so a shopper gets the full time to read it.
 */
export function useCarousel(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, running, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  return { index, goTo, next: () => goTo(index + 1), previous: () => goTo(index - 1) };
}
