import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageStatus } from '../../components/ui/page-status';
import { useProduct } from '../../features/catalog/api/get-product';
import { ProductSummary } from '../../features/catalog/components/product-summary';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product, isPending, error, refetch, isFetching } = useProduct(id);
  // A malformed id (400) is as missing as an unknown one (404).
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(product?.name ?? (missing ? t('product.notFound') : null));

  if (isPending) return <PageStatus busy title={t('product.loading')} />;
  if (missing) {
    return (
      <PageStatus heading title={t('product.notFound')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('product.notFoundHint')}</p>
        <Link to="/products" className={buttonClass('primary')}>
          {t('product.browseProducts')}
        </Link>
      </PageStatus>
    );
  }
  if (error) {
    return (
      <PageStatus role="alert" title={t('errors.generic')}>
        <button type="button" onClick={() => void refetch()} disabled={isFetching} className={buttonClass('secondary')}>
          {t('errors.tryAgain')}
        </button>
      </PageStatus>
    );
  }
  return <ProductSummary product={product} />;
}
