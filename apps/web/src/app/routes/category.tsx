import { useTranslation } from 'react-i18next';
import { brandsQuery, categoriesQuery, productsQuery } from '../../api/catalogue';
import { SelectField } from '../../components/ui/select-field';
import { ActiveFilters } from '../../features/listing/components/active-filters';
import { BrandStrip } from '../../features/listing/components/brand-strip';
import { CategoryBanner } from '../../features/listing/components/category-banner';
import { CategoryFilters } from '../../features/listing/components/category-filters';
import { CategoryNotFound } from '../../features/listing/components/category-not-found';
import { CategoryResults } from '../../features/listing/components/category-results';
import { FiltersDialogButton } from '../../features/listing/components/filters-dialog-button';
import { PromoStrip } from '../../features/listing/components/promo-strip';
import { useCategoryView } from '../../features/listing/hooks/use-category-view';
import { bannerImageOf } from '../../features/listing/utils/banner';
import { activeFilterCount, CATEGORY_SORTS, categoryFilters, readCategoryView, type CategorySort } from '../../features/listing/utils/category-params';
import { brandCategory, defaultSortOf, isUnknownTarget, resolveTarget, targetName, targetPath, targetScope, targetTrail } from '../../features/listing/utils/listing-target';
import { withChanges } from '../../features/listing/utils/url-params';
import { answerOf, landingLoader } from '../../lib/landing-loader';
import { useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';

/** The filters sit beside the grid from 1024 px; narrower, they open from the 'Filters' button. */
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * What the server draws a category page with (docs/decisions/034): its products as the address filters and sorts
 * them, and the brands of its filters and strip. An address whose slug names no category (nor subcategory) is
 * answered 404, drawn as 'Category not found.'. Its largest paint is the banner. Its head names the listing and how
 * many products it holds, with one address for every filter, sort and page of it (docs/decisions/065).
 */
export const loader = landingLoader(async (client, { params, request }, language, t) => {
  const url = new URL(request.url);
  const kind = url.pathname.startsWith('/subcategory/') ? 'subcategory' : 'category';
  const categories = await answerOf(client, categoriesQuery());
  const target = resolveTarget(kind, params.slug, categories ?? []);
  if (categories && isUnknownTarget(target)) return { missing: true };
  const view = readCategoryView(url.searchParams, defaultSortOf(target));
  const scope = targetScope(target);
  const [list] = await Promise.all([
    answerOf(client, productsQuery(categoryFilters(scope, view))),
    answerOf(client, brandsQuery()),
    answerOf(client, brandsQuery(brandCategory(target))),
  ]);
  const image = bannerImageOf(target);
  // The count is the listing's own, not its filtered page's: filters fold into the one address.
  const narrowed = view.brands.length + view.colours.length > 0;
  const all = !narrowed ? list : await answerOf(client, productsQuery(categoryFilters(scope, readCategoryView(new URLSearchParams(), defaultSortOf(target)))));
  if (!categories || !all) return { image };
  const name = targetName(target, t, language);
  return {
    image,
    head: {
      title: t('categoryTitle', { ns: 'pageHead', name }),
      description: t('categoryDescription', { ns: 'pageHead', name, count: all.total }),
      path: targetPath(target),
      ...(image ? { image } : {}),
      breadcrumbs: targetTrail(target, t, language),
    },
  };
});

/**
 * /category/{slug}, /subcategory/{slug}, /category and /categories (docs/product/catalog.md, Category page).
 * Filters, sort and page live in the address; the API filters and pages.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { target, name, missing, view, defaultSort, products, categories, params, hrefWith, update } = useCategoryView();
  const wide = useMediaQuery(WIDE_QUERY);
  usePageTitle(missing ? t('listing.category.notFound') : name || null);
  const filtered = activeFilterCount(view) > 0;
  const total = products.data?.total;
  // Another listing keeps the colour, service, shopping-from and sort choices; brands differ per category.
  const linkTo = (path: string) => {
    const next = withChanges(params, { brand: null }).toString();
    return next ? `${path}?${next}` : path;
  };

  const filters = (onNavigate?: () => void) => (
    <CategoryFilters categories={categories.data ?? []} target={target} view={view} update={update} linkTo={linkTo} onNavigate={onNavigate} />
  );

  if (missing) return <CategoryNotFound categories={categories.data ?? []} />;

  return (
    <div className="flex flex-col gap-5">
      <CategoryBanner name={name} image={bannerImageOf(target)} />
      <PromoStrip />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        {wide && (
          <aside aria-label={t('listing.common.filters')} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            {filters()}
          </aside>
        )}
        <section aria-labelledby="category-results-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="category-results-title" className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
              {total === undefined ? t('listing.common.loading') : t('listing.category.itemsFound', { count: total, name })}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {!wide && (
                <FiltersDialogButton
                  label={t('listing.common.filters')}
                  count={activeFilterCount(view)}
                  footer={(close) => (
                    <button type="button" onClick={close} className="inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
                      {t('listing.common.showResults', { count: total ?? 0 })}
                    </button>
                  )}
                >
                  {(close) => filters(close)}
                </FiltersDialogButton>
              )}
              <SelectField<CategorySort>
                tone="inline"
                label={t('listing.common.sortBy')}
                value={view.sort}
                options={CATEGORY_SORTS.map((value) => ({ value, label: t(`listing.category.sorts.${value}`) }))}
                onChange={(sort) => update({ sort: sort === defaultSort ? null : sort })}
              />
            </div>
          </div>
          <ActiveFilters view={view} brandCategory={brandCategory(target)} update={update} />
          <CategoryResults
            query={products}
            page={view.page}
            filtered={filtered}
            hrefOfPage={(page) => hrefWith({ page })}
            clearFilters={hrefWith({ brand: null, colour: null, service: null, from: null })}
          />
        </section>
      </div>
      <BrandStrip />
    </div>
  );
}
