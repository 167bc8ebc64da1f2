import type { ReactNode } from 'react';
import { RequiredMark } from '../../../components/ui/required-mark';
import { errorClass, labelClass } from '../../../components/ui/field-styles';

interface Props {
  /** The group's id prefix (from useId): the error is `${id}-error`. */
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}

/** A required group of controls (the birthday's selects, the gender's radios): legend with *, one error under it. */
export function RequiredFieldset({ id, legend, error, children }: Props) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1.5">
      <legend className={`${labelClass} mb-1.5`}>
        {legend}
        <RequiredMark />
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
