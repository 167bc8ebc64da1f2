import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long page that is usually below its first screen (docs/decisions/023). The browser lays it out
 * and paints it only as the shopper scrolls near (index.css, `below-fold`), and on a page drawn by the server
 * React hydrates it after the first screen: a Suspense boundary the server drew is hydrated at React's lowest
 * priority, in slices the browser interleaves with input and paint, instead of inside the one long task that
 * hydrates the first screen. A click in it before then hydrates it first, so nothing is lost.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return (
    <div className="below-fold">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
