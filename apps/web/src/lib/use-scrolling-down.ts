import { useEffect, useState } from 'react';

/** Scrolls smaller than this are a finger resting on the screen, not a direction. */
const JITTER_PX = 8;

/**
 * True while the shopper scrolls down the page, past its first `from` pixels; false again as soon as they scroll
 * up, and on a page drawn or hydrated before any scroll.
 */
export function useScrollingDown(from = 200): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < JITTER_PX) return;
      setDown(y > last && y > from);
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [from]);
  return down;
}
