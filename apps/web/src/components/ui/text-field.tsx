import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field and read out with it; marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

const INPUT =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-white';

/** A labelled text input (the back office's forms and search bars): a Field around an input. */
export function TextField({ label, hint, error, required, className, ref, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input ref={ref} required={required} className={INPUT} {...control} {...input} />}
    </Field>
  );
}
