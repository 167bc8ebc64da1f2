import type { TFunction } from 'i18next';
import type { Category, Product } from '@shop/shared';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/select-field';
import { categoriesQuery, productQuery, productsQuery, useCategories } from '../../api/catalogue';
import { FiltersDialogButton } from '../../features/listing/components/filters-dialog-button';
import { FloatingActions } from '../../features/listing/components/floating-actions';
import { ProductsResults } from '../../features/listing/components/products-results';
import { ProductsSearch } from '../../features/listing/components/products-search';
import { ProductsSidebar } from '../../features/listing/components/products-sidebar';
import { ProductsTabs } from '../../features/listing/components/products-tabs';
import { QuickView, type QuickViewRequest } from '../../features/listing/components/quick-view';
import { useBuyNow } from '../../features/listing/hooks/use-buy-now';
import { productId, useProductsView } from '../../features/listing/hooks/use-products-view';
import { PRODUCTS_SORTS, productsFilters, readProductsView, type ProductsSort, type ProductsTab } from '../../features/listing/utils/products-params';
import { answerOf, landingLoader } from '../../lib/landing-loader';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { localNameOf } from '../../lib/use-local-name';

/** The sidebar sits beside the grid from 1024 px; narrower, it opens from a button. */
const WIDE_QUERY = '(min-width: 1024px)';

const SORT_KEYS = { default: 'default', 'price-asc': 'priceAsc', 'price-desc': 'priceDesc', newest: 'newest' } as const;

/**
 * What the server draws the products page with (docs/decisions/034): the list its address asks for, and the
 * highlighted product when that list does not hold it (it is shown first). Its head (docs/decisions/065): a
 * search's results are shown but not listed by search engines; a category chosen here has the category page's
 * address as its one address.
 */
export const loader = landingLoader(async (client, { request }, language, t) => {
  const params = new URL(request.url).searchParams;
  const view = readProductsView(params);
  const [list, categories] = await Promise.all([answerOf(client, productsQuery(productsFilters(view))), answerOf(client, categoriesQuery())]);
  const highlight = productId(params.get('highlight'));
  if (list && highlight !== null && !list.products.some((product) => product.id === highlight)) await answerOf(client, productQuery(String(highlight)));
  const name = pageHeading(t, language, view.search, view.category, view.subcategory, categories);
  const path = view.subcategory ? `/subcategory/${view.subcategory}` : view.category ? `/category/${view.category}` : '/products';
  return { head: { title: t('listTitle', { ns: 'pageHead', name }), description: t('siteDescription', { ns: 'pageHead' }), path, ...(view.search ? { noindex: true } : {}) } };
});

/** /products and /shop (docs/product/catalog.md, Products page). */
export default function ProductsPage() {
  const { t } = useTranslation();
  const { view, highlight, hrefWith, update } = useProductsView();
  const wide = useMediaQuery(WIDE_QUERY);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [quickView, setQuickView] = useState<QuickViewRequest | null>(null);
  const chooseSize = useCallback((product: Product) => setQuickView({ product, intent: 'buy' }), []);
  const buyNow = useBuyNow(chooseSize);
  const heading = usePageHeading(view.search, view.category, view.subcategory);
  usePageTitle(heading);
  const panelId = useId();
  const tabId = useId();
  const idOf = (tab: ProductsTab) => `${tabId}-${tab}`;

  const sidebar = <ProductsSidebar category={view.category} subcategory={view.subcategory} hrefWith={hrefWith} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <ProductsTabs value={view.tab} onChange={(tab) => update({ tab: tab === 'all' ? null : tab, sort: null })} panelId={panelId} idOf={idOf} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        {/* On a phone the header's search sits just above; a second box would only repeat it. */}
        {desktop && (
          <div className="md:max-w-md md:flex-1">
            <ProductsSearch value={view.search} onSearch={(search) => update({ search })} />
          </div>
        )}
        <div className="flex items-end gap-2 md:ml-auto">
          {!wide && (
            <FiltersDialogButton label={t('listing.products.categoriesTitle')}>
              {(close) => <ProductsSidebar category={view.category} subcategory={view.subcategory} hrefWith={hrefWith} onNavigate={close} />}
            </FiltersDialogButton>
          )}
          <div className="min-w-48 flex-1">
            <SelectField<ProductsSort>
              label={t('listing.common.sortBy')}
              value={view.sort}
              options={PRODUCTS_SORTS.map((value) => ({ value, label: t(`listing.products.sorts.${SORT_KEYS[value]}`) }))}
              onChange={(sort) => update({ sort: sort === 'default' ? null : sort, tab: null })}
            />
          </div>
        </div>
      </div>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        {wide && (
          <aside className="sticky top-20 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="mb-2 px-2 text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('listing.products.categoriesTitle')}</h2>
            {sidebar}
          </aside>
        )}
        <section id={panelId} role="tabpanel" aria-labelledby={idOf(view.tab)}>
          <ProductsResults view={view} highlight={highlight} hrefWith={hrefWith} onQuickView={(product) => setQuickView({ product, intent: 'view' })} onBuyNow={buyNow} />
        </section>
      </div>
      <QuickView request={quickView} onClose={() => setQuickView(null)} />
      <FloatingActions />
    </div>
  );
}

/** 'Results for “shirt”', the chosen category or subcategory, or 'Products'. */
function usePageHeading(search: string, category: string, subcategory: string): string {
  const { t, i18n } = useTranslation();
  const { data: categories } = useCategories();
  return pageHeading(t, i18n.language, search, category, subcategory, categories);
}

function pageHeading(t: TFunction, language: string, search: string, category: string, subcategory: string, categories: Category[] | undefined): string {
  if (search) return t('listing.products.resultsFor', { search });
  const parent = categories?.find((c) => c.slug === category);
  const sub = categories?.flatMap((c) => c.subcategories).find((s) => s.slug === subcategory);
  const named = sub ?? parent;
  return named ? localNameOf(language, named.name, named.name_bn) : t('pages.products');
}
