import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageStatus } from '../../../components/ui/page-status';
import { useLocalName } from '../../../lib/use-local-name';
import { useCategories } from '../../../api/catalogue';

export function CategoryTiles() {
  const { t } = useTranslation();
  const { data: categories, isPending, isError } = useCategories();
  const localName = useLocalName();

  if (isPending) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-7">
        {Array.from({ length: 7 }, (_, i) => (
          <li key={i} className="aspect-square animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    );
  }
  if (isError) return <PageStatus role="alert" title={t('home.categoriesError')} />;
  if (categories.length === 0) return <PageStatus title={t('home.categoriesEmpty')} />;

  return (
    <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-7">
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link
            to={`/category/${category.slug}`}
            className="group flex flex-col items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-center transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
          >
            <img
              src={category.image || undefined}
              alt=""
              width={160}
              height={160}
              // On the home page's first screen, where the first tile is usually its largest image (LCP): asked
              // for as soon as the page's markup names it, the first row first.
              fetchPriority={index < 4 ? 'high' : undefined}
              decoding="async"
              className="aspect-square w-full rounded-md bg-slate-100 object-cover object-top dark:bg-slate-800"
            />
            <span className="text-xs font-medium sm:text-sm text-slate-800 group-hover:text-brand-600 dark:text-slate-100 dark:group-hover:text-brand-400">
              {localName(category.name, category.name_bn)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
