import { useState, type FormEvent } from 'react';
import type { Profile, ProfileInput } from '@shop/shared';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../utils/field-errors';
import { toProfileValues, validateProfile, type ProfileErrors, type ProfileField, type ProfileFormValues } from '../utils/profile-form';

/** Which birthday select a change came from maps to the one `birthday` message. */
const FIELD_OF: Record<keyof ProfileFormValues, ProfileField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  year: 'birthday',
  month: 'birthday',
  day: 'birthday',
  gender: 'gender',
};

/**
 * The profile form of docs/product/account.md: all five fields required, each with its own message, checked
 * by the shared schema before any call. A 409 is an e-mail another account uses; anything else that
 * goes wrong is 'Profile update failed. Please try again.'.
 */
export function useProfileForm(profile: Profile | undefined, save: (input: ProfileInput) => Promise<unknown>, onSaved: () => void) {
  const [values, setValues] = useState(() => toProfileValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  function setField<K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops shouting; the others keep their messages until the next save.
    setErrors(({ [FIELD_OF[field]]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailed(false);
    const check = validateProfile(values, profile !== undefined && profile.email === null);
    if (!check.ok) {
      setErrors(check.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(check.input);
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      const fields = error instanceof ApiError && error.status === 400 ? serverFieldErrors<ProfileField>(error) : {};
      if (error instanceof ApiError && error.status === 409) setErrors({ email: 'emailTaken' });
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else {
        setFailed(true);
        return;
      }
      setAttempt((n) => n + 1);
    }
  }

  return { values, setField, errors, failed, saving, attempt, submit };
}
