import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderTab } from '@shop/shared';
import { SEARCH_PARAM, TAB_PARAM, tabFromParam, tabToParam } from '../utils/order-tab-param';

/**
 * The orders screen's tab and search, kept in the address. A tab change is a new history entry (Back returns
 * to the previous tab); a search adds one entry when it starts and then follows the typing in place.
 */
export function useOrdersView() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get(TAB_PARAM));
  const urlSearch = params.get(SEARCH_PARAM) ?? '';
  // The box shows what was typed at once; the address catches up a moment later. Addresses this hook
  // wrote are only echoes of the typing; any other change (Back, a link) is shown in the box.
  const [search, setSearchText] = useState(urlSearch);
  const echoes = useRef<string[]>([]);
  const last = useRef(urlSearch);
  useEffect(() => {
    const echo = echoes.current.indexOf(urlSearch);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    echoes.current = [];
    last.current = urlSearch;
    setSearchText(urlSearch);
  }, [urlSearch]);

  const update = useCallback(
    (name: string, value: string | null, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  const setTab = useCallback((next: OrderTab) => update(TAB_PARAM, next === 'all' ? null : tabToParam(next), false), [update]);
  const setSearch = useCallback(
    (text: string) => {
      const starting = last.current === '' && text !== '';
      last.current = text;
      echoes.current.push(text);
      setSearchText(text);
      update(SEARCH_PARAM, text, !starting);
    },
    [update],
  );
  return { tab, search, setTab, setSearch };
}
