/** One look for the payment screens' cards, controls and messages. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900';
export const headingClass = 'text-lg font-semibold text-slate-900 dark:text-white';
export const termClass = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
