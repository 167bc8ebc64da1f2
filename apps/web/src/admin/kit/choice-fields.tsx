import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field } from '../../components/ui/field';
import { SELECT } from './controls';

type Labelled = { label: string; hint?: string; error?: string | null };

/** A labelled choice of a back-office form or filter: the one Field around the back office's select. */
export function SelectField({ label, hint, error, required, className, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & Labelled) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <select required={required} className={SELECT} {...control} {...select}>{children}</select>}
    </Field>
  );
}

/** A labelled text of several lines: the one Field around a textarea. */
export function TextArea({ label, hint, error, required, className, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <textarea
          rows={4}
          required={required}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600"
          {...control}
          {...area}
        />
      )}
    </Field>
  );
}
