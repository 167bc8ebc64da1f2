import type { ReactNode } from 'react';

const legendClass = 'mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** A group of checkboxes under its title (a fieldset, so screen readers say which group a box is in). */
export function FilterGroup({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <legend className={`${legendClass} float-left w-full`}>{title}</legend>
      {note && <p className="clear-left mb-2 text-xs text-slate-500 dark:text-slate-400">{note}</p>}
      <div className="clear-left flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  /** Right-aligned detail: a count. */
  aside?: ReactNode;
  /** A line under the label: 'Not offered yet'. */
  hint?: ReactNode;
  /** Drawn before the label (a colour swatch). */
  before?: ReactNode;
}

export function FilterCheckbox({ label, checked, onChange, disabled = false, aside, hint, before }: CheckboxProps) {
  return (
    <label
      className={`flex min-h-9 items-center gap-2.5 rounded-md px-1.5 text-sm ${
        disabled ? 'cursor-not-allowed text-slate-400 dark:text-slate-500' : 'cursor-pointer text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800/60'
      }`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4 shrink-0 rounded border-slate-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
      {before}
      <span className="min-w-0 flex-1 py-1 leading-tight">
        {label}
        {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
      {aside && <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{aside}</span>}
    </label>
  );
}
