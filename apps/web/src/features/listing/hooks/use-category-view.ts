import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { useCategories, useProducts } from '../../../api/catalogue';
import { categoryFilters, readCategoryView } from '../utils/category-params';
import { defaultSortOf, isUnknownTarget, resolveTarget, targetName, targetScope, type ListingTarget } from '../utils/listing-target';
import { useListingParams } from './use-listing-params';

/**
 * Everything the category page shows, from its address: /category/{slug}, /subcategory/{slug},
 * /category and /categories (everything), plus ?brand=&colour=&service=&from=&sort=&page=.
 */
export function useCategoryView() {
  const { slug } = useParams();
  const kind = useMatch('/subcategory/:slug') ? 'subcategory' : 'category';
  const categories = useCategories();
  const target = useMemo(() => resolveTarget(kind, slug, categories.data ?? []), [kind, slug, categories.data]);
  const { params, hrefWith, update } = useListingParams();
  const defaultSort = defaultSortOf(target);
  const view = useMemo(() => readCategoryView(params, defaultSort), [params, defaultSort]);
  // Only a list that was read can say a slug is in none of it (a failed load leaves the page as it is).
  const missing = categories.isSuccess && isUnknownTarget(target);
  // A category nobody has has no products to ask for.
  const products = useProducts(categoryFilters(targetScope(target), view), { enabled: !missing });
  const name = useTargetName(target, categories.isPending);
  return { target, name, missing, view, defaultSort, products, categories, params, hrefWith, update };
}

/** The name the banner shows; empty while the categories that name a slug are still on their way. */
function useTargetName(target: ListingTarget, categoriesPending: boolean): string {
  const { t, i18n } = useTranslation();
  return targetName(target, t, i18n.language, categoriesPending);
}
