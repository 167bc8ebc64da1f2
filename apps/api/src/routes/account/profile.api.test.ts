import { ProfileSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { signUp } from '../../../test/users';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const valid = (email: string) => ({ name: 'Sadia Islam', email, phone: '+880 1712-345678', birthday: '1994-02-21', gender: 'Female' });
const put = (auth: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: auth, payload: payload as object });

describe('GET/PUT /api/v1/profile', () => {
  it('answers a new account with its name and e-mail and nulls for the rest', async () => {
    const { auth, email } = await signUp(t.app, { name: 'Sadia' });
    const res = await t.app.inject({ url: '/api/v1/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(ProfileSchema.parse(res.json())).toEqual({ name: 'Sadia', email, phone: null, birthday: null, gender: null });
  });

  it('saves all five fields, normalising the phone, and shows them again', async () => {
    const { auth, email } = await signUp(t.app);
    const res = await put(auth, valid(email));
    expect(res.statusCode).toBe(200);
    const expected = { name: 'Sadia Islam', email, phone: '01712345678', birthday: '1994-02-21', gender: 'Female' };
    expect(res.json()).toEqual(expected);
    expect((await t.app.inject({ url: '/api/v1/profile', headers: auth })).json()).toEqual(expected);
  });

  it("changes only the caller's own profile", async () => {
    const a = await signUp(t.app, { name: 'Alpha' });
    const b = await signUp(t.app, { name: 'Beta' });
    await put(a.auth, { ...valid(a.email), name: 'Alpha Changed' });
    expect((await t.app.inject({ url: '/api/v1/profile', headers: b.auth })).json()).toMatchObject({ name: 'Beta', email: b.email });
  });

  it("refuses another account's e-mail in any letter case with 409, and keeps one's own in a new case", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const res = await put(a.auth, valid(b.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Email already exists. Please use a different email.', code: 'conflict' });
    const own = await put(a.auth, valid(a.email.toUpperCase()));
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(a.email.toUpperCase());
    // The new address signs in; the answer keeps the case typed.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: a.email, password: a.password }, remoteAddress: '10.9.9.9' });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['name', { name: '' }, 'Full Name is required', 'name_required'],
    ['email', { email: '' }, 'Email is required', 'email_required'],
    ['email', { email: 'sadia@' }, 'Please enter a valid email address.', 'email_invalid'],
    ['phone', { phone: '' }, 'Phone number is required', 'phone_required'],
    ['phone', { phone: '01212345678' }, 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).', 'phone_invalid'],
    ['phone', { phone: '+44 7700 900123' }, 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).', 'phone_invalid'],
    ['birthday', { birthday: '' }, 'Complete birthday is required', 'birthday_required'],
    ['birthday', { birthday: '1994-02-30' }, 'Please choose a real date in the last 100 years.', 'birthday_invalid'],
    ['birthday', { birthday: '1900-01-01' }, 'Please choose a real date in the last 100 years.', 'birthday_invalid'],
    ['gender', { gender: '' }, 'Gender is required', 'gender_required'],
    ['gender', { gender: 'Unknown' }, 'Gender is required', 'gender_required'],
  ])('refuses a bad %s (%o) with 400 naming it, its message and its field code', async (field, change, message, fieldCode) => {
    const { auth, email } = await signUp(t.app);
    const res = await put(auth, { ...valid(email), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: message }, fieldCodes: { [field]: fieldCode } });
  });

  it('refuses a missing field and an unknown field', async () => {
    const { auth, email } = await signUp(t.app);
    const { gender: _gender, ...withoutGender } = valid(email);
    expect((await put(auth, withoutGender)).json()).toMatchObject({ fields: { gender: 'Gender is required' } });
    const extra = await put(auth, { ...valid(email), verified_email: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ verified_email: 'Unknown field.' });
    expect(extra.json().fieldCodes).toEqual({ verified_email: 'unknown_field' });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/profile', payload: valid('a@example.com') })).statusCode).toBe(401);
  });
});
