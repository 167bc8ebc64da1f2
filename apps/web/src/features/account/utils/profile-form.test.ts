import { describe, expect, it } from 'vitest';
import { birthdayYears, composeBirthday, toProfileValues, validateProfile, type ProfileFormValues } from './profile-form';

const filled: ProfileFormValues = {
  name: 'Rahima Khatun',
  email: 'rahima@example.com',
  phone: '+880 1712-345678',
  year: '1995',
  month: '3',
  day: '7',
  gender: 'Female',
};

describe('profile form', () => {
  it('names each of the five missing fields with its own message', () => {
    const empty = toProfileValues(undefined);
    expect(validateProfile(empty)).toEqual({
      ok: false,
      errors: {
        name: 'nameRequired',
        email: 'emailRequired',
        phone: 'phoneRequired',
        birthday: 'birthdayRequired',
        gender: 'genderRequired',
      },
    });
  });

  it('counts a birthday with any select left empty as incomplete', () => {
    expect(validateProfile({ ...filled, day: '' })).toEqual({ ok: false, errors: { birthday: 'birthdayRequired' } });
    expect(composeBirthday({ year: '1995', month: '', day: '7' })).toBe('');
  });

  it('refuses days that do not exist and dates in the future', () => {
    expect(validateProfile({ ...filled, month: '2', day: '31' })).toEqual({ ok: false, errors: { birthday: 'birthdayInvalid' } });
    expect(validateProfile({ ...filled, year: '2001', month: '2', day: '29' })).toMatchObject({ ok: false });
    expect(validateProfile({ ...filled, year: '2000', month: '2', day: '29' })).toMatchObject({ ok: true });
    const nextYear = String(new Date().getFullYear() + 1);
    expect(validateProfile({ ...filled, year: nextYear })).toMatchObject({ ok: false, errors: { birthday: 'birthdayInvalid' } });
  });

  it('tells a wrong phone or e-mail apart from a missing one', () => {
    expect(validateProfile({ ...filled, phone: '01212345678', email: 'rahima@' })).toEqual({
      ok: false,
      errors: { phone: 'phoneInvalid', email: 'emailInvalid' },
    });
  });

  it('sends the five fields with the phone in its local form and the birthday as YYYY-MM-DD', () => {
    expect(validateProfile(filled)).toEqual({
      ok: true,
      input: { name: 'Rahima Khatun', email: 'rahima@example.com', phone: '01712345678', birthday: '1995-03-07', gender: 'Female' },
    });
  });

  it('leaves out an empty e-mail of an account made by phone, and still checks one typed in (docs/decisions/076)', () => {
    expect(validateProfile({ ...filled, email: '' }, true)).toEqual({
      ok: true,
      input: { name: 'Rahima Khatun', phone: '01712345678', birthday: '1995-03-07', gender: 'Female' },
    });
    expect(validateProfile({ ...filled, email: 'rahima@' }, true)).toEqual({ ok: false, errors: { email: 'emailInvalid' } });
    // An account with an e-mail cannot save without one.
    expect(validateProfile({ ...filled, email: '' })).toEqual({ ok: false, errors: { email: 'emailRequired' } });
  });

  it('starts from the saved profile, unset fields empty', () => {
    expect(toProfileValues({ name: 'Karim', email: 'k@example.com', phone: null, birthday: '1990-12-05', gender: null })).toEqual({
      name: 'Karim',
      email: 'k@example.com',
      phone: '',
      year: '1990',
      month: '12',
      day: '5',
      gender: '',
    });
  });

  it('offers the last 100 years, newest first', () => {
    const years = birthdayYears(new Date('2026-11-22T00:00:00Z'));
    expect(years).toHaveLength(100);
    expect([years[0], years[99]]).toEqual([2026, 1927]);
  });
});
