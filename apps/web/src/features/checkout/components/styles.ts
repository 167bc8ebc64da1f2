/** The checkout's card and field looks, shared by both checkouts. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900';
export const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';
export const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';
export const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-400';
