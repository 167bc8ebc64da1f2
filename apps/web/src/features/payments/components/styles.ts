/** One look for the payment screens' cards, controls and messages. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900';
export const headingClass = 'text-lg font-semibold text-slate-900 dark:text-white';
export const termClass = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';
export const hintClass = 'text-xs text-slate-600 dark:text-slate-400';
export const errorClass = 'text-sm font-medium text-red-700 dark:text-red-300';

export const controlClass = (invalid: boolean) =>
  `h-11 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 ${
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;
