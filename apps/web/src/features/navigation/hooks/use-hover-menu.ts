import {
  useCallback, useEffect, useId, useRef,
  type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent,
} from 'react';
import { useLocation } from 'react-router';
import { closeMenu, setOpenMenu, useIsMenuOpen } from './open-menu-store';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

export interface HoverMenuOptions {
  /** How long the menu stays open after the mouse leaves it (docs/product/catalog.md: 500 ms). */
  closeDelay?: number;
  /** The trigger is a link (the cart): a click or Enter follows it, and only a tap opens the menu. */
  triggerIsLink?: boolean;
  /** Open when the trigger gets keyboard focus, so keyboard users see what hover shows. */
  openOnFocus?: boolean;
}

/**
 * A header dropdown that works for every hand: mouse (opens on hover, closes `closeDelay` ms after
 * leaving), touch (a tap toggles), keyboard (Enter/Space toggle, ArrowDown opens and moves into it,
 * Escape closes and gives focus back to the trigger, Tab out closes). Spread `rootProps` on the
 * wrapper holding trigger and panel, `triggerProps` on the trigger, `panelProps` on the panel.
 * Following a link in the panel, or pressing a button marked `data-menu-close`, closes it.
 */
export function useHoverMenu({ closeDelay = 200, triggerIsLink = false, openOnFocus = false }: HoverMenuOptions = {}) {
  const id = useId();
  const panelId = `${id}menu`;
  const open = useIsMenuOpen(id);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastInput = useRef('');
  const hovering = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const refocusing = useRef(false);

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpenMenu(id);
  }, [id]);

  const hide = useCallback(
    (returnFocus = false) => {
      clearTimeout(closeTimer.current);
      closeMenu(id);
      if (returnFocus) {
        refocusing.current = true;
        triggerRef.current?.focus();
        refocusing.current = false;
      }
    },
    [id],
  );

  const focusFirst = useCallback(() => {
    document.getElementById(panelId)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [panelId]);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      closeMenu(id);
    },
    [id],
  );

  // A new page closes the menu, even while the pointer still rests on it.
  const { pathname, search } = useLocation();
  useEffect(() => closeMenu(id), [pathname, search, id]);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusFirst();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hide(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, hide, focusFirst]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = true;
      show();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = false;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => closeMenu(id), closeDelay);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && rootRef.current?.contains(next)) return;
      // Focus going nowhere while the mouse is on the menu is a click on its background: stay open.
      if (!next && hovering.current) return;
      hide();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element;
      if (document.getElementById(panelId)?.contains(target) && target.closest('a[href], [data-menu-close]')) hide();
    },
  };

  const triggerProps = {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    'aria-expanded': open,
    // Only while the panel exists: an id reference to nothing is an accessibility error.
    'aria-controls': open ? panelId : undefined,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      lastInput.current = event.pointerType;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      lastInput.current = 'keyboard';
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (open) focusFirst();
      else {
        focusFirstOnOpen.current = true;
        show();
      }
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (openOnFocus && !refocusing.current && event.currentTarget.matches(':focus-visible')) show();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const input = lastInput.current;
      lastInput.current = '';
      const touch = input === 'touch' || input === 'pen';
      if (triggerIsLink) {
        if (!touch) return; // a mouse click or Enter follows the link
        event.preventDefault();
      } else if (input === 'mouse' && open) {
        return; // hovering opened it already; this click must not shut it again
      }
      if (open) hide();
      else show();
    },
  };

  return { open, show, hide, rootProps, triggerProps, panelProps: { id: panelId } };
}

export type TriggerProps = ReturnType<typeof useHoverMenu>['triggerProps'];
