const BASE =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

/** The back office's small outlined button: a row's actions in a table (Edit, Move up, Adjust, Hide...). */
export const SMALL_BUTTON = `h-9 ${BASE}`;

/** The same, as tall as a form's fields (h-10), for a button that stands in a row of inputs. */
export const SMALL_BUTTON_TALL = `h-10 ${BASE}`;

const SELECT_BASE =
  'rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600';

/** The back office's one native select, as tall as its fields (h-10): a filter, a form's choice. */
export const SELECT = `h-10 ${SELECT_BASE}`;

/** The same inside a table's row, as tall as SMALL_BUTTON (h-9). */
export const SELECT_SMALL = `h-9 ${SELECT_BASE}`;
