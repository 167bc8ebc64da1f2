import { useId } from 'react';
import { ProductTile, type TileProduct } from './product-tile';

interface Props {
  title: string;
  products: readonly TileProduct[] | undefined;
  /** Tiles per row on a wide screen; phones scroll the row sideways instead of stacking it. */
  columns: 5 | 6;
  /** Used by the tests and the page's anchors. */
  testId: string;
}

// Whole class names, so Tailwind sees them.
const GRID = { 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' } as const;

/** A titled row of product tiles. It shows nothing when it has nothing: a failed or empty list is only logged. */
export function ProductRail({ title, products, columns, testId }: Props) {
  const id = useId();
  if (products === undefined) return <RailSkeleton columns={columns} />;
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold">{title}</h2>
      <ul className={`relative -mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 md:grid-cols-4 ${GRID[columns]}`}>
        {products.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-auto">
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RailSkeleton({ columns }: { columns: 5 | 6 }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-7 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className={`flex gap-3 overflow-hidden sm:grid sm:grid-cols-3 md:grid-cols-4 ${GRID[columns]}`}>
        {Array.from({ length: columns }, (_, i) => (
          <div key={i} className="aspect-[4/6] w-40 shrink-0 animate-pulse rounded-lg bg-slate-200 sm:w-auto dark:bg-slate-800" />
        ))}
      </div>
    </div>
  );
}
