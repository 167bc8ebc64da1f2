import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../../../components/ui/field';

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
  /** The input itself, for a screen that moves the focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/** The sign-in cards' input: the one labelled Field of both apps around a larger box, with room for a control inside. */
export function TextField({ id, label, value, onValue, error, hint, trailing, ref, className = '', ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={ref}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            className={`${inputClass} ${
              error
                ? 'border-red-500 focus:outline-red-500 dark:border-red-400'
                : 'border-slate-300 focus:border-brand-500 focus:outline-brand-500 dark:border-slate-600'
            } ${trailing ? 'pr-12' : ''} ${className}`}
            {...input}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
