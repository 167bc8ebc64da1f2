import { useId } from 'react';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /**
   * 'bar': small, light-on-dark, for the header's top bar; 'panel': label above, for menus and forms;
   * 'inline': label beside the field, for a toolbar (the sort of a list).
   */
  tone?: 'bar' | 'panel' | 'inline';
}

/** A native select with a real label: keyboard, screen readers and phones all handle it well. */
export function SelectField<T extends string>({ label, value, options, onChange, tone = 'panel' }: Props<T>) {
  const id = useId();
  const bar = tone === 'bar';
  return (
    <div className={bar ? 'flex items-center gap-1.5' : tone === 'inline' ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={bar ? 'text-slate-400' : 'text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={
          bar
            ? 'cursor-pointer rounded border-0 bg-transparent py-0.5 pr-1 text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400 [&>option]:text-slate-900'
            : 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white'
        }
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
