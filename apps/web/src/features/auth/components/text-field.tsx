import type { InputHTMLAttributes, ReactNode } from 'react';
import { AlertIcon } from './auth-icons';

const inputClass =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:opacity-60 sm:text-sm dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  /** A control inside the box, on its right (the show-password button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and its error underneath, both tied to it for screen readers. */
export function TextField({ id, label, value, onValue, error, hint, trailing, className = '', ...input }: Props) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${
            error
              ? 'border-red-500 focus:outline-red-500 dark:border-red-400'
              : 'border-slate-300 focus:border-brand-500 focus:outline-brand-500 dark:border-slate-600'
          } ${trailing ? 'pr-12' : ''} ${className}`}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
