import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/shared';
import { useRelatedProducts } from '../hooks/use-related-products';
import { useSuggestedProducts } from '../hooks/use-suggested-products';
import { useTopProducts } from '../hooks/use-top-products';
import { ProductRail } from './product-rail';

// A failed list is left out of the page (docs/product/catalog.md: product list failures are only logged).

export function RelatedProducts({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const { t } = useTranslation();
  const { data, isError } = useRelatedProducts(product);
  return <ProductRail title={t('productPage.rails.related')} products={isError ? [] : data} columns={5} testId="related-products" />;
}

export function SuggestedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { data, isError } = useSuggestedProducts(productId);
  return <ProductRail title={t('productPage.rails.suggested')} products={isError ? [] : data} columns={5} testId="suggested-products" />;
}

export function TopProducts() {
  const { t } = useTranslation();
  const { data, isError } = useTopProducts();
  return <ProductRail title={t('productPage.rails.top')} products={isError ? [] : data?.products} columns={6} testId="top-products" />;
}
