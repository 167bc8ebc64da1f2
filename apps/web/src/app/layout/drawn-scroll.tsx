import { useLayoutEffect, useState } from 'react';
import { isHydrating } from '../../lib/hydration';

/**
 * Where the shopper had scrolled a page the server drew (docs/decisions/023) by the time the app takes it over.
 * The router's scroll restoration resets the scroll of every page it did not restore itself, the first one
 * included, so a shopper who had read and scrolled the drawn page was thrown back to its top the moment the app
 * arrived (and a tap on the way landed on whatever came under the finger). `NoteDrawnScroll` notes the position
 * just before the router's reset, `KeepDrawnScroll` puts it back just after, in the same commit, before the
 * browser paints: nothing moves. Place them on either side of `<ScrollRestoration />`. Later pages are the
 * router's to place, as before.
 */
let noted: number | null = null;

export function NoteDrawnScroll() {
  const [drawn] = useState(isHydrating);
  useLayoutEffect(() => {
    if (drawn) noted = window.scrollY;
  }, [drawn]);
  return null;
}

export function KeepDrawnScroll() {
  useLayoutEffect(() => {
    const y = noted;
    noted = null;
    if (y !== null && window.scrollY !== y) window.scrollTo(0, y);
  }, []);
  return null;
}
