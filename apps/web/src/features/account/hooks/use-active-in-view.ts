import { useEffect, type RefObject } from 'react';

/**
 * On phones the account menu is one scrolling row: keep the current page's link in sight. Only the
 * row scrolls (never the page), and only when the link is outside it.
 */
export function useActiveInView(list: RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const start = active.offsetLeft - row.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) row.scrollLeft = start - 16;
  }, [list, key]);
}
