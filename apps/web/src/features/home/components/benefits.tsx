import type { SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ReturnIcon, ShieldIcon, TruckIcon } from '../../../components/ui/icons';

/** A banknote, for cash on delivery (not in the shared icon set). */
function CashIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </svg>
  );
}

const BENEFITS = [
  { key: 'delivery', icon: TruckIcon },
  { key: 'cashOnDelivery', icon: CashIcon },
  { key: 'returns', icon: ReturnIcon },
  { key: 'authentic', icon: ShieldIcon },
] as const;

/** docs/product/catalog.md: the why-shop-with-us section under the category tiles. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="flex flex-col gap-4">
      <div>
        <h2 id="benefits-title" className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
          {t('storefront.home.benefitsTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{t('storefront.home.benefitsText')}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:gap-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex size-10 shrink-0 sm:size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-slate-900 sm:text-base dark:text-white">{t(`storefront.home.benefits.${key}.title`)}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t(`storefront.home.benefits.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
