import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddressInput } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { validateAddress, type AddressErrors, type AddressField, type AddressFormValues } from '../utils/address-form';
import { serverFieldErrors } from '../utils/field-errors';

/** docs/product/account.md: the form closes 1.5 s after 'Address saved successfully!'. */
const CLOSE_AFTER_SAVE_MS = 1500;

/** Why a save failed, as the detail of 'Something went wrong! {detail}'. */
type SaveFailure = 'network' | 'fields' | 'full' | 'server';

const PLACE_FIELDS: readonly AddressField[] = ['province', 'city', 'zone'];

function failureOf(error: unknown): { failure: SaveFailure; errors: AddressErrors } {
  if (!(error instanceof ApiError)) return { failure: 'server', errors: {} };
  if (error.status === 0) return { failure: 'network', errors: {} };
  // The API keeps a bounded address book per account.
  if (error.status === 409) return { failure: 'full', errors: {} };
  const errors = error.status === 400 ? serverFieldErrors<AddressField>(error) : {};
  // The server checks that province, city and zone belong together; its message names no one field.
  for (const field of PLACE_FIELDS) if (errors[field] === 'invalid') errors[field] = 'placeInvalid';
  return Object.keys(errors).length > 0 ? { failure: 'fields', errors } : { failure: 'server', errors: {} };
}

/**
 * The address form's state: dependent place choices (a new province clears city and zone, a new city
 * clears zone), 'Please fill in all required fields.', a clear phone message, then save, a success line
 * and `onDone` 1.5 s later.
 */
export function useAddressForm(initial: AddressFormValues, save: (input: AddressInput) => Promise<unknown>, onDone: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function setField<K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'province') Object.assign(next, { city: '', zone: '' });
      if (field === 'city') next.zone = '';
      return next;
    });
    setErrors(({ [field as AddressField]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || saved) return;
    setFailure(null);
    const check = validateAddress(values);
    if (!check.ok) {
      setErrors(check.errors);
      setMissing(check.missing);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setMissing(false);
    setSaving(true);
    try {
      await save(check.input);
      setSaved(true);
      timer.current = setTimeout(onDone, CLOSE_AFTER_SAVE_MS);
    } catch (error) {
      const result = failureOf(error);
      setErrors(result.errors);
      setFailure(result.failure);
      if (result.failure === 'fields') setAttempt((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return { values, setField, errors, missing, failure, saving, saved, attempt, submit };
}
