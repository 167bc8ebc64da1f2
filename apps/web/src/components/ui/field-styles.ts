/** One look for the labelled fields of both apps' forms; the control's border turns red while it is wrong. */
export const controlClass = (invalid: boolean) =>
  `h-11 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-500 disabled:bg-slate-100 disabled:text-slate-500 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60 ${
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;

export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';
export const errorClass = 'text-sm text-red-700 dark:text-red-300';
export const hintClass = 'text-xs text-slate-600 dark:text-slate-400';
