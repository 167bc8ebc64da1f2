import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles';
import { RequiredMark } from './required-mark';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface Props {
  /** The control's id, where a screen must reach it by id (to focus it); a generated one otherwise. */
  id?: string;
  label: string;
  required?: boolean;
  /** Shown under the control, and read with it. */
  hint?: string;
  /** Translated message, shown under the hint; the control is marked invalid while present. */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one labelled field of both apps: a visible label (with * when required), the control, its hint and its
 * error, wired together for screen readers. The control is the caller's (input, select, textarea), given the props.
 */
export function Field({ id: given, label, required = false, hint, error, className = '', children }: Props) {
  const generated = useId();
  const id = given ?? generated;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass} data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
