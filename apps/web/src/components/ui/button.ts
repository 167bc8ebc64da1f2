/** Class names of the shop's buttons, for <button> and <Link> alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  light: 'bg-white text-slate-900 hover:bg-brand-50',
} as const;

const sizes = { md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const;

export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
