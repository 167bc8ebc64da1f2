import { SMALL_BUTTON } from '../../kit/controls';

/** The buttons and cells of the online payments' tables (as the returns queue draws its own). */
const SMALL =
  'inline-flex h-9 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
export const ROW_PRIMARY = `${SMALL} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500`;
export const ROW_BUTTON = SMALL_BUTTON;
export const ROW_DANGER = `${SMALL} border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600`;
export const td = 'px-3 py-3 align-top';
