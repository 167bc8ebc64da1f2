import type { Subcategory } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalName } from '../../../lib/use-local-name';
import { useSubcategories } from '../../../api/catalogue';
import {
  categoryPath, MEGA_MENU_CATEGORIES, MEGA_MENU_SUBCATEGORIES, subcategoryProductsPath,
} from '../utils/category-links';
import { MegaMenu, MenuMessage, useCategoriesMessage, type CategoriesState } from './mega-menu';

/** The Shop mega-menu: up to 6 categories, each with up to 6 subcategories opening the filtered list. */
export function ShopMenu({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  return (
    <MegaMenu label={t('navigation.mega.shop')}>
      <ShopPanel categories={categories} />
    </MegaMenu>
  );
}

function groupByCategory(subcategories: Subcategory[] | undefined): Map<number, Subcategory[]> {
  const groups = new Map<number, Subcategory[]>();
  for (const sub of subcategories ?? []) groups.set(sub.category_id, [...(groups.get(sub.category_id) ?? []), sub]);
  return groups;
}

function ShopPanel({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  const message = useCategoriesMessage(categories);
  const subcategories = useSubcategories();
  const localName = useLocalName();
  if (message) return <div className="mx-auto max-w-7xl">{message}</div>;

  const byCategory = groupByCategory(subcategories.data);
  const shown = (categories.data ?? []).slice(0, MEGA_MENU_CATEGORIES);
  return (
    <div className="mx-auto max-w-7xl">
      {subcategories.isError && <MenuMessage alert>{t('navigation.mega.subcategoriesError')}</MenuMessage>}
      <div className="grid grid-cols-3 gap-6 px-4 py-6 lg:grid-cols-6">
        {shown.map((category) => (
          <section key={category.id} aria-labelledby={`shop-menu-${category.id}`}>
            <h3
              id={`shop-menu-${category.id}`}
              className="mb-2 border-b border-slate-200 pb-2 text-sm font-bold dark:border-slate-700"
            >
              <Link to={categoryPath(category.slug)} className="hover:text-brand-600 dark:hover:text-brand-400">
                {localName(category.name, category.name_bn)}
              </Link>
            </h3>
            {subcategories.isPending ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('navigation.mega.loading')}</p>
            ) : (
              <ul className="flex flex-col gap-1.5">
                {(byCategory.get(category.id) ?? []).slice(0, MEGA_MENU_SUBCATEGORIES).map((sub) => (
                  <li key={sub.id}>
                    <Link
                      to={subcategoryProductsPath(sub.slug)}
                      className="text-sm text-slate-600 hover:text-brand-600 hover:underline dark:text-slate-300 dark:hover:text-brand-400"
                    >
                      {localName(sub.name, sub.name_bn)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
