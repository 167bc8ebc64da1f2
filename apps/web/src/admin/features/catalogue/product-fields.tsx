import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { RequiredMark } from '../../../components/ui/required-mark';

const CONTROL = 'rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600';

/** A titled card of the product page. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function FieldShell({ label, hint, error, required, children }: { label: string; hint?: string; error?: string | null; required?: boolean; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">{label}{required && <RequiredMark />}</label>
      {children({ id, describedBy })}
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

export function SelectField({ label, hint, error, required, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: string; error?: string | null }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${CONTROL} h-10`} {...select}>{children}</select>
      )}
    </FieldShell>
  );
}

export function TextArea({ label, hint, error, required, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy }) => (
        <textarea id={id} rows={4} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${CONTROL} py-2`} {...area} />
      )}
    </FieldShell>
  );
}
