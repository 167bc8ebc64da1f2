import { useId, type ReactNode } from 'react';
import { RequiredMark } from '../../../components/ui/required-mark';
import { errorClass, hintClass, labelClass } from './field-styles';

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface Props {
  label: string;
  required?: boolean;
  /** Shown under the control, and read with it. */
  hint?: string;
  /** Translated message; the control is marked invalid while present. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A visible label, the control, its hint and its error, wired together for screen readers. */
export function Field({ label, required = false, hint, error, className = '', children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
