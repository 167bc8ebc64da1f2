import { useTranslation } from 'react-i18next';

const block = 'animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800';

/** The page's shape while the product loads, so nothing jumps when it arrives; screen readers hear 'Loading...'. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('product.loading')}</span>
      <div aria-hidden="true" className={`h-5 w-64 ${block}`} />
      <div aria-hidden="true" className="grid gap-6 rounded-lg bg-white p-4 shadow-xs md:grid-cols-2 md:p-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_minmax(0,3.5fr)] dark:bg-slate-900">
        <div className={`aspect-[4/5] w-full ${block} lg:ml-[4.75rem] lg:w-[calc(100%-4.75rem)]`} />
        <div className="flex flex-col gap-4">
          <div className={`h-8 w-4/5 ${block}`} />
          <div className={`h-4 w-1/2 ${block}`} />
          <div className={`h-12 w-2/5 ${block}`} />
          <div className={`h-10 w-full ${block}`} />
          <div className={`h-10 w-3/5 ${block}`} />
          <div className={`h-12 w-56 ${block}`} />
        </div>
        <div className={`hidden h-80 lg:block ${block}`} />
      </div>
    </div>
  );
}
