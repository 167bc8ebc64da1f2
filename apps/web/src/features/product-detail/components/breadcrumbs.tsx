import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { categoryPath } from '../utils/category-path';

const linkClass = 'hover:text-brand-600 hover:underline dark:hover:text-brand-400';

/** Home / Category / product name; the last is the current page. */
export function Breadcrumbs({ category, name }: { category: string; name: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li className="flex items-center gap-1">
          <Link to="/" className={linkClass}>{t('common.home')}</Link>
          <ChevronRightIcon className="size-3.5" />
        </li>
        <li className="flex items-center gap-1">
          <Link to={categoryPath(category)} className={linkClass}>{category}</Link>
          <ChevronRightIcon className="size-3.5" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900 dark:text-slate-100">
          {name}
        </li>
      </ol>
    </nav>
  );
}
