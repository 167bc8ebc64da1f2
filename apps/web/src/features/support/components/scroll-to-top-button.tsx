import { useTranslation } from 'react-i18next';
import { floatingButtonClass } from '../utils/floating';

/**
 * docs/product/catalog.md: appears once the page has scrolled 300 px. It takes the shopper to the top and
 * moves keyboard focus to the page's main content, so the next Tab starts there, not at the bottom.
 */
export function ScrollToTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  function toTop() {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={t('storefront.support.scrollToTop')}
      title={t('storefront.support.scrollToTop')}
      // Hidden rather than removed, so it can fade; `invisible` also takes it out of the tab order.
      className={`${floatingButtonClass} border border-slate-200 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${
        visible ? 'opacity-100' : 'invisible translate-y-2 opacity-0 motion-reduce:translate-y-0'
      }`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
