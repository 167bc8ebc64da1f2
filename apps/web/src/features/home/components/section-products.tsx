import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../../components/ui/page-status';
import type { SectionStatus } from '../hooks/use-home-products';
import { ProductSkeleton } from './product-skeleton';

interface Props {
  status: SectionStatus;
  /** How many cards the section shows when full: as many placeholders hold its place meanwhile. */
  size: number;
  emptyText: string;
  /** Grid classes of the list, shared by placeholders and cards so the layout is the same. */
  gridClass: string;
  /** Class of the placeholder at a position (the stellar grid's first card is twice as large). */
  itemClass?: (index: number) => string;
  /** An <li> tile before the products (the kids and women intro), shown in every state. */
  leading?: ReactNode;
  children: ReactNode;
}

/** A home section's loading, empty and filled states, in the same grid. */
export function SectionProducts({ status, size, emptyText, gridClass, itemClass, leading, children }: Props) {
  const { t } = useTranslation();
  if (status === 'empty') {
    if (!leading) return <PageStatus title={emptyText} />;
    return (
      <ul className={gridClass}>
        {leading}
        <li className="col-span-full md:col-span-3">
          <PageStatus title={emptyText} />
        </li>
      </ul>
    );
  }
  if (status === 'pending') {
    return (
      <div className="relative">
        <ul className={gridClass}>
          {leading}
          {Array.from({ length: size }, (_, index) => (
            <li key={index} className={itemClass?.(index)}>
              <ProductSkeleton />
            </li>
          ))}
        </ul>
        <p
          role="status"
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white/90 px-4 py-2 text-sm font-medium text-slate-700 shadow-sm dark:bg-slate-900/90 dark:text-slate-200"
        >
          {t('home.loadingProducts')}
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
