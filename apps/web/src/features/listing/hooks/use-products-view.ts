import { slugify } from '@shop/shared';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { readProductsView } from '../utils/products-params';
import { withChanges } from '../utils/url-params';
import { useListingParams } from './use-listing-params';

/** What other screens may pass when they navigate here (docs/product/catalog.md: a category name or highlightId). */
interface ProductsNavigationState {
  category?: unknown;
  subcategory?: unknown;
  highlightId?: unknown;
}

/** A product id as an address or navigation state carries it (`?highlight=`), or null. */
export function productId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The products page's state, all of it in the address: search, category, subcategory, tab, sort,
 * page and the highlighted product (?highlight=, or highlightId in navigation state). A category or
 * subcategory passed in navigation state is moved into the address at once, so the page can be
 * shared and reloaded.
 */
export function useProductsView() {
  const { params, setParams, hrefWith, update } = useListingParams();
  const location = useLocation();
  const state = (location.state ?? null) as ProductsNavigationState | null;
  const view = useMemo(() => readProductsView(params), [params]);
  const highlight = productId(params.get('highlight')) ?? productId(state?.highlightId);

  useEffect(() => {
    const category = typeof state?.category === 'string' ? slugify(state.category) : '';
    const subcategory = typeof state?.subcategory === 'string' ? slugify(state.subcategory) : '';
    if (!category && !subcategory) return;
    const next = withChanges(params, { category: category || view.category, subcategory: subcategory || view.subcategory });
    const highlightId = productId(state?.highlightId);
    if (highlightId) next.set('highlight', String(highlightId));
    setParams(next, { replace: true });
  }, [state, params, setParams, view.category, view.subcategory]);

  return { view, highlight, hrefWith, update };
}
