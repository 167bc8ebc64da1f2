import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryTiles } from '../../features/catalog/components/category-tiles';
import { ProductGrid } from '../../features/catalog/components/product-grid';
import { Hero } from '../../features/home/components/hero';
import { usePageTitle } from '../../lib/use-page-title';

/** storefront.md: 'all collection' shows the first 25 products. */
const ALL_COLLECTION_SIZE = 25;

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <div className="flex flex-col gap-10">
      <Hero />
      <section aria-labelledby="categories-title" className="flex flex-col gap-4">
        <h2 id="categories-title" className="text-xl font-bold sm:text-2xl">
          {t('home.categoriesTitle')}
        </h2>
        <CategoryTiles />
      </section>
      <AllCollection />
    </div>
  );
}

function AllCollection() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useProducts({ limit: ALL_COLLECTION_SIZE });
  // The spec shows the empty text for a failed load too: no products to show either way.
  const products = data?.products ?? [];
  return (
    <section aria-labelledby="collection-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="collection-title" className="text-xl font-bold sm:text-2xl">
            {t('home.collectionTitle')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('home.collectionText')}</p>
        </div>
        <Link
          to="/products"
          className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          {t('home.exploreAll')}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <PageStatus busy title={t('home.loadingProducts')} />
      ) : isError || products.length === 0 ? (
        <PageStatus title={t('home.noProducts')} />
      ) : (
        <ProductGrid products={products} />
      )}
    </section>
  );
}
