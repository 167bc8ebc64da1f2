import type { Category } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * A category or subcategory address that names none (a renamed category, a mistyped link): said plainly, with
 * the categories there are, instead of an empty listing under a made-up name. The server answers it 404
 * (app/routes/category.tsx, `loader`).
 */
export function CategoryNotFound({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <PageStatus heading title={t('listing.category.notFound')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('listing.category.notFoundHint')}</p>
      {categories.length > 0 && (
        <ul className="flex max-w-xl flex-wrap justify-center gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.slug}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-400 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-300"
              >
                {localName(category.name, category.name_bn)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/products" className={buttonClass('primary')}>
        {t('listing.category.browseProducts')}
      </Link>
    </PageStatus>
  );
}
