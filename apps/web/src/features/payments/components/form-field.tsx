import { useId, type ReactNode } from 'react';
import { RequiredMark } from '../../../components/ui/required-mark';
import { errorClass, hintClass, labelClass } from './styles';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required': true;
}

interface Props {
  label: string;
  hint?: string;
  /** Translated message, shown under the control; the control is marked invalid meanwhile. */
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A required field: visible label with *, the control, its hint and its error, wired for screen readers. */
export function FormField({ label, hint, error, className = '', children }: Props) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <RequiredMark />
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': true })}
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
