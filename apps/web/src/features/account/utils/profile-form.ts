import { GENDERS, ProfileInputSchema, type Gender, type Profile, type ProfileInput } from '@shop/shared';
import { fieldErrors, type ErrorKey } from './field-errors';

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  year: string;
  month: string;
  day: string;
  gender: Gender | '';
}
export type ProfileField = 'name' | 'email' | 'phone' | 'birthday' | 'gender';
export type ProfileErrors = Partial<Record<ProfileField, ErrorKey>>;

/** The form starts from the saved profile; unset fields are empty. */
export function toProfileValues(profile: Profile | undefined): ProfileFormValues {
  const [year = '', month = '', day = ''] = profile?.birthday?.split('-') ?? [];
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    year,
    month: month && String(Number(month)),
    day: day && String(Number(day)),
    gender: profile?.gender && GENDERS.includes(profile.gender) ? profile.gender : '',
  };
}

/** YYYY-MM-DD from the three selects, or '' until all three are chosen. */
export function composeBirthday({ year, month, day }: Pick<ProfileFormValues, 'year' | 'month' | 'day'>): string {
  if (!year || !month || !day) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The year select: this year and the 99 before it, newest first (docs/product/account.md: the last 100 years). */
export function birthdayYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 100 }, (_, i) => current - i);
}

export const BIRTHDAY_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

type ProfileCheck = { ok: true; input: ProfileInput } | { ok: false; errors: ProfileErrors };

/**
 * The shared schema decides, so the form and the API agree; 31 February is caught, not sent. An account made by
 * phone with no e-mail yet (`emailOptional`) may leave it empty: it is left out and stays unset (docs/decisions/076).
 */
export function validateProfile(values: ProfileFormValues, emailOptional = false): ProfileCheck {
  const result = ProfileInputSchema.safeParse({
    name: values.name,
    email: emailOptional && values.email.trim() === '' ? undefined : values.email,
    phone: values.phone,
    birthday: composeBirthday(values),
    gender: values.gender,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: fieldErrors<ProfileField>(result.error.issues) };
}
