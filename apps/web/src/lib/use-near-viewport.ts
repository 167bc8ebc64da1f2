import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Calls `onNear` once, when the element first comes within `margin` of the viewport (a CSS margin such as
 * '600px 0px'). Pass null not to watch at all. The callback runs outside React's render, so it can change
 * the page without redrawing the component that asked.
 */
export function useWhenNear<T extends Element>(margin: string, onNear: (() => void) | null): RefObject<T | null> {
  const ref = useRef<T>(null);
  // The latest callback, without watching afresh on each render.
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  const watching = onNear !== null;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    const near = () => latest.current?.();
    if (typeof IntersectionObserver === 'undefined') return near();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, margin]);
  return ref;
}

/**
 * True once the element has come within `margin` of the viewport, and from then on. Sections below
 * the fold wait for it before asking for their products, so the first screen's requests go first.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const [near, setNear] = useState(false);
  const ref = useWhenNear<T>(`${margin} 0px`, near ? null : () => setNear(true));
  return [ref, near] as const;
}
