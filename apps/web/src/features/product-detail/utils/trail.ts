import type { TFunction } from 'i18next';
import { slugify, type Product } from '@shop/shared';
import { localNameOf } from '../../../lib/use-local-name';

type Named = Pick<Product, 'name' | 'name_bn' | 'category' | 'category_bn' | 'subcategory' | 'subcategory_bn'>;

/**
 * The way to a product from the home page, in `language`: Home, its category, its subcategory (the addresses stay
 * English: docs/product/catalog.md). The breadcrumbs on the page show it; its JSON-LD `BreadcrumbList` says it
 * to search engines, with the product itself last.
 */
export function productTrail(product: Named, t: TFunction, language: string): { name: string; path: string }[] {
  return [
    { name: t('common.home'), path: '/' },
    { name: localNameOf(language, product.category, product.category_bn), path: `/category/${slugify(product.category)}` },
    ...(product.subcategory
      ? [{ name: localNameOf(language, product.subcategory, product.subcategory_bn), path: `/subcategory/${slugify(product.subcategory)}` }]
      : []),
  ];
}
