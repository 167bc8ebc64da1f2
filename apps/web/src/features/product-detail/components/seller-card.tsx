import { useTranslation } from 'react-i18next';

/**
 * The seller: the shop's own store 'Elite'. The old site showed made-up ratings (84 %, 94 %); until
 * there is data behind such numbers we show only facts that hold for every order.
 */
export function SellerCard() {
  const { t } = useTranslation();
  const facts = [t('productPage.seller.shipsFrom'), t('productPage.seller.cashOnDelivery'), t('productPage.seller.checked')];
  return (
    <section aria-labelledby="seller-title" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="seller-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('productPage.seller.title')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">E</span>
        <div>
          <p className="font-semibold text-slate-900 dark:text-slate-100">{t('productPage.seller.name')}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('productPage.seller.official')}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        {facts.map((fact) => (
          <li key={fact} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-green-600 dark:text-green-400">✓</span>
            {fact}
          </li>
        ))}
      </ul>
    </section>
  );
}
