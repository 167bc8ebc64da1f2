import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import type { CategoriesState } from '../../features/navigation/components/mega-menu';

// Phones only: fetched when the browser is idle after the first paint, so a tap opens it at once.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

/**
 * The phone menu (below 768 px): a button that opens a panel sliding in from the left. Focus moves
 * into the panel and stays there; Escape, the backdrop or a link closes it and focus returns.
 */
export function MobileMenu({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const prefetch = () => void loadPanel();
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 1500);
  }, []);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    const button = buttonRef.current;
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.openMenu')}
        onClick={() => setOpen(true)}
        className="flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <MenuIcon className="size-6" />
      </button>
      {open && (
        <div className="fixed inset-0 z-50">
          <div
            aria-hidden="true"
            onClick={() => setOpen(false)}
            className="absolute inset-0 bg-slate-950/50 transition-opacity duration-200 starting:opacity-0"
          />
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-label={t('header.menu')}
            className="absolute inset-y-0 left-0 flex w-[85%] max-w-sm flex-col bg-white shadow-xl transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none dark:bg-slate-900"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
              <span className="text-lg font-bold text-brand-600 dark:text-brand-400">Bazar</span>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={t('header.closeMenu')}
                className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
            <Suspense fallback={<div aria-busy="true" className="flex-1" />}>
              <MobileMenuPanel categories={categories} onNavigate={() => setOpen(false)} />
            </Suspense>
          </div>
        </div>
      )}
    </>
  );
}

/** Tab and Shift+Tab wrap around inside the open panel instead of reaching the page behind it. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), select, input');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
