import { useTranslation } from 'react-i18next';
import { AllCategoriesMenu } from './all-categories-menu';
import { CategoryMenu } from './category-menu';
import { FeaturedMenu, HelpMenu, SellerMenu } from './info-menus';
import type { CategoriesState } from './mega-menu';
import { ShopMenu } from './shop-menu';

/** The bar under the header on wide screens: the CATEGORY button and the mega-menus. */
export function MainNav({ categories }: { categories: CategoriesState }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('header.categoriesNav')}
      className="relative z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4">
        <CategoryMenu categories={categories} />
        <AllCategoriesMenu categories={categories} />
        <FeaturedMenu />
        <ShopMenu categories={categories} />
        <HelpMenu />
        <SellerMenu />
      </div>
    </nav>
  );
}
