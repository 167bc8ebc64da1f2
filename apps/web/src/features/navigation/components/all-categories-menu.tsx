import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalName } from '../../../lib/use-local-name';
import { categoryPath } from '../utils/category-links';
import { MegaMenu, useCategoriesMessage, type CategoriesState } from './mega-menu';

/** Every category as a small picture tile, and the way to the full category page. */
export function AllCategoriesMenu({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  return (
    <MegaMenu label={t('navigation.mega.allCategories')}>
      <AllCategoriesPanel categories={categories} />
    </MegaMenu>
  );
}

function AllCategoriesPanel({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  const message = useCategoriesMessage(categories);
  const localName = useLocalName();
  if (message) return <div className="mx-auto max-w-7xl">{message}</div>;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <ul className="grid grid-cols-4 gap-3 lg:grid-cols-7">
        {categories.data?.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category.slug)}
              className="group flex flex-col items-center gap-2 rounded-lg p-2 text-center text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
            >
              <img
                src={category.image || undefined}
                alt=""
                width={64}
                height={80}
                loading="lazy"
                decoding="async"
                className="h-20 w-16 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
              />
              <span className="group-hover:text-brand-600 dark:group-hover:text-brand-400">{localName(category.name, category.name_bn)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/categories" className="self-start text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400">
        {t('navigation.mega.viewAllCategories')}
      </Link>
    </div>
  );
}
