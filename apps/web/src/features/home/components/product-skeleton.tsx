/**
 * A card-shaped placeholder with the product card's proportions (4:5 picture, two lines of name, a
 * price), so the grid keeps its height when the products arrive.
 */
export function ProductSkeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <div className="aspect-[4/5] w-full animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="h-3.5 w-11/12 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3.5 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-auto h-5 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
