import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCategories } from '../api/get-categories';

interface Props {
  /** 'bar': one scrolling row under the header; 'list': stacked, for the mobile menu. */
  layout: 'bar' | 'list';
  onNavigate?: () => void;
}

/** Links to every category from GET /api/v1/categories (the mega menus come with the storefront issue). */
export function CategoryNav({ layout, onNavigate }: Props) {
  const { t } = useTranslation();
  const { data: categories, isPending, isError } = useCategories();
  const bar = layout === 'bar';

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${bar ? 'whitespace-nowrap px-3 py-2.5' : 'block rounded-md px-3 py-2'} text-sm transition-colors hover:text-brand-600 dark:hover:text-brand-400 ${
      isActive ? 'font-semibold text-brand-600 dark:text-brand-400' : 'text-slate-700 dark:text-slate-200'
    }`;

  let message: string | null = null;
  if (isError) message = t('header.categoriesError');
  else if (!isPending && categories.length === 0) message = t('header.categoriesEmpty');

  return (
    <ul className={bar ? 'flex items-center overflow-x-auto [scrollbar-width:none]' : 'flex flex-col'}>
      <li>
        <NavLink to="/categories" className={linkClass} onClick={onNavigate}>
          {t('header.allCategories')}
        </NavLink>
      </li>
      {message && (
        <li role={isError ? 'alert' : undefined} className="px-3 py-2.5 text-sm text-slate-500 dark:text-slate-400">
          {message}
        </li>
      )}
      {categories?.map((category) => (
        <li key={category.id}>
          <NavLink to={`/category/${category.slug}`} className={linkClass} onClick={onNavigate}>
            {category.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
