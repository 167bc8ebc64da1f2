import { useRef, type PointerEvent } from 'react';

/** A horizontal move of at least this many CSS pixels is a swipe; less is a tap. */
const MIN_SWIPE_PX = 40;

/**
 * Pointer handlers that turn a horizontal swipe (finger, pen or mouse drag) into 'next' or 'prev'.
 * The element needs `touch-action: pan-y` so the browser leaves horizontal moves to us and still
 * scrolls the page vertically. `wasSwipe()` lets a click handler ignore the click that ends a swipe.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'prev') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
        swiped.current = true;
        onSwipe(dx < 0 ? 'next' : 'prev');
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
    wasSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
