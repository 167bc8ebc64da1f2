import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrands } from '../../../api/catalogue';

/** How many brands the strip shows: the ones with the most products. */
const STRIP_BRANDS = 12;

/** 'Trusted by Top Brands': the shop's brands as wordmarks, each opening its products. */
export function BrandStrip() {
  const { t } = useTranslation();
  const { data: brands } = useBrands();
  if (!brands?.length) return null;
  const top = [...brands].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, STRIP_BRANDS);
  return (
    <section aria-labelledby="brand-strip-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="brand-strip-title" className="text-center text-lg font-bold sm:text-xl">
        {t('listing.category.brandStripTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {top.map((brand) => (
          <li key={brand.id}>
            <Link
              to={`/categories?brand=${encodeURIComponent(brand.slug)}`}
              className="flex h-14 items-center justify-center rounded-lg border border-slate-200 px-2 text-center font-serif text-sm font-bold tracking-wide text-slate-700 uppercase transition hover:border-brand-400 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-200 dark:hover:text-brand-400"
            >
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
