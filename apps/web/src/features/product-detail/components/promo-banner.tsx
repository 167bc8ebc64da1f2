import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useFormatPrice } from '../../../components/ui/price';
import { useExpired } from '../hooks/use-expired';

/** docs/product/catalog.md: the promo banner on product pages hides after 15 seconds. */
const PROMO_BANNER_MS = 15_000;

/** The demo promo code FLAT200: ৳200 off orders from ৳2,000. */
const PROMO = { code: 'FLAT200', offTaka: 200, minimumTaka: 2000 };

/**
 * A strip fixed to the bottom of the window, so its leaving moves nothing on the page.
 * It names a real promo code of the shop (docs/decisions/004-demo-catalogue.md) rather than a made-up sale.
 */
export function PromoBanner() {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const expired = useExpired(PROMO_BANNER_MS);
  const [closed, setClosed] = useState(false);
  if (expired || closed) return null;
  return (
    <aside
      aria-label={t('productPage.promo.label')}
      // The right padding keeps clear of the chat button in the corner.
      className="fixed inset-x-0 bottom-0 z-30 flex justify-center p-2 pr-[4.75rem] sm:pb-4"
    >
      <div className="flex w-full max-w-2xl items-center gap-3 rounded-lg bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg dark:bg-slate-800 dark:ring-1 dark:ring-slate-700">
        <span aria-hidden="true" className="rounded bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">%</span>
        <p className="flex-1">{t('productPage.promo.text', { code: PROMO.code, off: format(PROMO.offTaka), minimum: format(PROMO.minimumTaka) })}</p>
        <button type="button" onClick={() => setClosed(true)} aria-label={t('productPage.close')} className="flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white">
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
