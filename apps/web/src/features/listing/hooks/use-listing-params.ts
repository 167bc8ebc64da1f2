import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { withChanges } from '../utils/url-params';

export type ParamChanges = Parameters<typeof withChanges>[1];

/**
 * The listing's address: read it, link to a changed copy of it, or change it in place.
 * A change shows at once (the ticked box stays ticked, the query starts) while the router
 * commits the new address a moment later.
 */
export function useListingParams() {
  const [committed, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  useEffect(() => setPending(null), [committed]);
  const params = pending ?? committed;

  /** This page's address with some parameters changed (back to page 1 unless the page is one of them). */
  const hrefWith = useCallback(
    (changes: ParamChanges) => {
      const next = withChanges(params, changes).toString();
      return next ? `${pathname}?${next}` : pathname;
    },
    [params, pathname],
  );

  /**
   * A filter or sort change: a new history entry (Back undoes it) that keeps the scroll position,
   * so ticking a box low in the sidebar does not throw the shopper to the top.
   */
  const update = useCallback(
    (changes: ParamChanges) => {
      const next = withChanges(params, changes);
      setPending(next);
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );

  return { params, setParams, hrefWith, update };
}
