import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into `container` (to `initialFocus` or its first control), Tab and
 * Shift+Tab wrap inside it, Escape calls `onEscape`; afterwards focus returns to where it was, or to
 * `fallbackFocus` when that control is gone (the row a confirm dialog just deleted) or there was none (a dialog
 * opened on arrival).
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  fallbackFocus?: RefObject<HTMLElement | null>,
) {
  // The latest callback, without re-running the effect (which would move focus again) on each render.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    if (!active) return;
    // Nothing had focus (the page itself, as when a dialog opens on arrival): the fallback takes its place.
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const focusables = () => [...(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (initialFocus?.current ?? focusables()[0] ?? container.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = container.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the control that opened the dialog, if it is still on the page.
      if (previous?.isConnected) previous.focus();
      // Read as the dialog closes, on purpose: the fallback is whatever stands there then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      else fallbackFocus?.current?.focus();
    };
  }, [active, container, initialFocus, fallbackFocus]);
}
