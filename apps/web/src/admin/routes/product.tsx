import { useParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { useProduct } from '../api/products';
import { PageError } from '../kit/page';
import { ProductEditor } from '../features/catalogue/product-editor';
import { ProductStock } from '../features/stock/product-stock';
import { useAdminTranslation } from '../i18n/i18n';

/** /admin/products/new and /admin/products/:id: the product form, then (once it exists) its photos and stock. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const product = useProduct(productId);
  const { t } = useAdminTranslation();
  if (productId === null) return <ProductEditor product={null} />;
  if (product.error) return <PageError error={product.error} retry={() => void product.refetch()} />;
  if (product.isPending) return <PageStatus title={t('product.loading')} busy />;
  return (
    <ProductEditor
      key={productId}
      product={product.data}
      reload={() => product.refetch().then((r) => r.data ?? null)}
      stock={<ProductStock product={product.data} />}
    />
  );
}
