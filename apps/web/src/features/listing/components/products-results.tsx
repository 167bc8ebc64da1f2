import type { Product } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { useProducts } from '../../../api/catalogue';
import type { ParamChanges } from '../hooks/use-listing-params';
import { useHighlighted } from '../hooks/use-highlighted';
import { pageCount } from '../utils/page-links';
import { PRODUCTS_PAGE_SIZE, productsFilters, type ProductsView } from '../utils/products-params';
import { ListingGrid } from './listing-grid';
import { Pagination } from './pagination';
import { ResultRange } from './result-range';
import { SearchNotice } from './search-notice';
import { ResultsFailed } from './results-failed';

interface Props {
  view: ProductsView;
  highlight: number | null;
  hrefWith: (changes: ParamChanges) => string;
  onQuickView: (product: Product) => void;
  onBuyNow: (product: Product) => void;
}

/** The grid of the products page with its loading, empty and paging states. */
export function ProductsResults({ view, highlight, hrefWith, onQuickView, onBuyNow }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData, refetch, isFetching } = useProducts(productsFilters(view));
  const products = useHighlighted(data?.products, highlight);
  const pages = pageCount(data?.total ?? 0, PRODUCTS_PAGE_SIZE);

  if (isPending) return <PageStatus busy title={t('listing.common.loading')} />;
  if (isError) return <ResultsFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const filtered = Boolean(view.search || view.category || view.subcategory);
  return (
    <div className="flex flex-col gap-4" aria-busy={isPlaceholderData || undefined}>
      <SearchNotice search={view.search} corrected={data.correctedSearch} />
      <ResultRange page={view.page} shown={data.products.length} total={data.total} pageSize={PRODUCTS_PAGE_SIZE} />
      {!products?.length ? (
        view.page > pages && data.total > 0 ? (
          <PageStatus title={t('listing.common.pastLastPage')}>
            <Link to={hrefWith({ page: null })} className={buttonClass('secondary')}>
              {t('listing.common.firstPage')}
            </Link>
          </PageStatus>
        ) : filtered ? (
          <PageStatus title={t('listing.common.noResults')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('listing.common.noResultsHint')}</p>
            <Link to={hrefWith({ search: null, category: null, subcategory: null })} className={buttonClass('secondary')}>
              {t('listing.products.showAll')}
            </Link>
          </PageStatus>
        ) : (
          <PageStatus title={t('listing.common.empty')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('listing.common.emptyHint')}</p>
          </PageStatus>
        )
      ) : (
        <div className={`transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
          <ListingGrid products={products} highlight={highlight} onQuickView={onQuickView} onBuyNow={onBuyNow} />
        </div>
      )}
      <Pagination page={view.page} pages={pages} hrefOf={(page) => hrefWith({ page })} />
    </div>
  );
}
