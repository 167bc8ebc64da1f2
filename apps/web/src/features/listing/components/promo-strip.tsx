import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparkIcon } from './listing-icons';

/** docs/product/catalog.md: the category page's promo strip. */
export function PromoStrip() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('listing.category.promoTitle')}
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center dark:border-amber-900/60 dark:bg-amber-950/40"
    >
      <SparkIcon className="hidden size-8 shrink-0 text-brand-600 sm:block dark:text-brand-400" />
      <div className="flex-1">
        <p className="font-bold text-slate-900 dark:text-white">{t('listing.category.promoTitle')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('listing.category.promoText')}</p>
      </div>
      <Link
        to="/products"
        className="inline-flex h-9 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('listing.category.shopNow')}
      </Link>
    </aside>
  );
}
