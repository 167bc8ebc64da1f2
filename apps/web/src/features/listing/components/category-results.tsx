import type { ProductList } from '@shop/shared';
import { CATEGORY_PAGE_SIZE } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageStatus } from '../../../components/ui/page-status';
import { ProductCard } from '../../catalog/components/product-card';
import { pageCount } from '../utils/page-links';
import { Pagination } from './pagination';
import { ResultsFailed } from './results-failed';

interface Props {
  query: UseQueryResult<ProductList>;
  page: number;
  filtered: boolean;
  hrefOfPage: (page: number) => string;
  clearFilters: string;
}

/** The first row loads at once. */
const EAGER_CARDS = 4;

/** 32 products a page (image, name, price) in 2 to 4 columns, with the pager. */
export function CategoryResults({ query, page, filtered, hrefOfPage, clearFilters }: Props) {
  const { t } = useTranslation();
  const { data, isPending, isError, isPlaceholderData, refetch, isFetching } = query;
  if (isPending) return <PageStatus busy title={t('listing.common.loading')} />;
  if (isError) return <ResultsFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const pages = pageCount(data.total, CATEGORY_PAGE_SIZE);
  if (data.products.length === 0) {
    if (page > pages && data.total > 0) {
      return (
        <PageStatus title={t('listing.common.pastLastPage')}>
          <Link to={hrefOfPage(1)} className={buttonClass('secondary')}>{t('listing.common.firstPage')}</Link>
        </PageStatus>
      );
    }
    return (
      <PageStatus title={filtered ? t('listing.common.noResults') : t('listing.common.empty')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{filtered ? t('listing.common.noResultsHint') : t('listing.common.emptyHint')}</p>
        {filtered && <Link to={clearFilters} className={buttonClass('secondary')}>{t('listing.category.clearAll')}</Link>}
      </PageStatus>
    );
  }
  return (
    <div className="flex flex-col gap-6" aria-busy={isPlaceholderData || undefined}>
      <ul className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-4 md:grid-cols-3 xl:grid-cols-4 ${isPlaceholderData ? 'opacity-60' : ''}`}>
        {data.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefOf={hrefOfPage} />
    </div>
  );
}
