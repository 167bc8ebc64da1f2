import { AddressListSchema, AddressSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import { signUp } from '../../../test/users';
import { DEFAULT_LIMITS } from '../../lib/limits';

// Enough for home, office, family and gifts (ADDRESSES_PER_ACCOUNT).
const MAX_ADDRESSES = DEFAULT_LIMITS.addressesPerAccount;

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Auth = Record<string, string>;
const home = {
  name: 'Rahim Uddin',
  phone: '01812345678',
  province: 'dhaka',
  city: 'DHAKA',
  zone: 'dhanmondi',
  address: 'House 12, Road 5',
  landmark: 'Near the lake',
  label: 'HOME',
};
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });
const create = async (auth: Auth, payload: object = home) => {
  const res = await call('POST', '/addresses', auth, payload);
  expect(res.statusCode).toBe(201);
  return AddressSchema.parse(res.json());
};
const list = async (auth: Auth) => AddressListSchema.parse((await call('GET', '/addresses', auth)).json()).addresses;

describe('addresses', () => {
  it('saves an address with canonical place names and the composed postcode', async () => {
    const { auth } = await signUp(t.app);
    const saved = await create(auth, { ...home, tag: 'HOME', postcode: 'ignored' });
    expect(saved).toEqual({
      id: expect.any(String),
      name: 'Rahim Uddin',
      phone: '01812345678',
      province: 'Dhaka',
      city: 'Dhaka',
      zone: 'Dhanmondi',
      address: 'House 12, Road 5',
      landmark: 'Near the lake',
      label: 'HOME',
      postcode: 'Dhaka - Dhaka - Dhanmondi',
    });
    expect(await list(auth)).toEqual([saved]);
    expect((await call('GET', `/addresses/${saved.id}`, auth)).json()).toEqual(saved);
  });

  it('lists newest first, defaults the label to HOME and keeps no empty landmark', async () => {
    const { auth } = await signUp(t.app);
    const first = await create(auth);
    const { label: _label, ...noLabel } = home;
    const second = await create(auth, { ...noLabel, landmark: '', province: 'chattagram', city: 'coxsbazar', zone: 'Teknaf' });
    expect(second).toMatchObject({ label: 'HOME', landmark: null, postcode: 'Chattagram - Coxsbazar - Teknaf' });
    const third = await create(auth, { ...noLabel, landmark: '   ', name: 'Office', label: 'OFFICE' });
    expect(third).toMatchObject({ landmark: null, label: 'OFFICE' });
    expect((await list(auth)).map((a) => a.id)).toEqual([third.id, second.id, first.id]);
  });

  it('accepts +880 and spaces in the phone and stores 01XXXXXXXXX', async () => {
    const { auth } = await signUp(t.app);
    expect((await create(auth, { ...home, phone: '+880 1912-345678' })).phone).toBe('01912345678');
    expect((await create(auth, { ...home, phone: '8801512345678' })).phone).toBe('01512345678');
  });

  it.each(['', '0171234567', '017123456789', '01212345678', '+8801212345678', 'phone number', '+1 202 555 0100'])('refuses the phone %j', async (phone) => {
    const { auth } = await signUp(t.app);
    const res = await call('POST', '/addresses', auth, { ...home, phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('phone');
  });

  it.each([
    [{ province: 'Atlantis' }, 'province'],
    [{ province: 'Sylhet' }, 'city'],
    [{ city: 'Cumilla' }, 'city'],
    [{ zone: 'Teknaf' }, 'zone'],
    [{ zone: 'Nowhere' }, 'zone'],
  ])('refuses places that do not belong together: %o', async (change, field) => {
    const { auth } = await signUp(t.app);
    const res = await call('POST', '/addresses', auth, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it.each([
    [{ name: '' }, 'name', 'Please fill in all required fields.', 'address_required'],
    [{ address: '  ' }, 'address', 'Please fill in all required fields.', 'address_required'],
    [{ phone: '' }, 'phone', 'Phone number is required', 'phone_required'],
    [{ phone: '12345' }, 'phone', 'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX).', 'phone_invalid'],
    [{ landmark: 'x'.repeat(201) }, 'landmark', undefined, 'too_long'],
    [{ label: 'SHOP' }, 'label', undefined, 'invalid'],
    [{ owner: 'someone' }, 'owner', 'Unknown field.', 'unknown_field'],
  ])('refuses %o naming %s with its field code', async (change, field, message, fieldCode) => {
    const { auth } = await signUp(t.app);
    const res = await call('POST', '/addresses', auth, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(res.json().fieldCodes[field]).toBe(fieldCode);
  });

  it('edits with the whole form or with only some fields, checking the place as a whole', async () => {
    const { auth } = await signUp(t.app);
    const saved = await create(auth);
    const full = await call('PATCH', `/addresses/${saved.id}`, auth, { ...home, zone: 'Gulshan', label: 'OFFICE' });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ zone: 'Gulshan', label: 'OFFICE', postcode: 'Dhaka - Dhaka - Gulshan' });
    const partial = await call('PATCH', `/addresses/${saved.id}`, auth, { phone: '+8801712000000' });
    expect(partial.json()).toMatchObject({ phone: '01712000000', zone: 'Gulshan', label: 'OFFICE', name: 'Rahim Uddin' });
    // Moving to another division without its city and zone does not fit.
    const moved = await call('PATCH', `/addresses/${saved.id}`, auth, { province: 'Sylhet' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toHaveProperty('city');
    const clear = await call('PATCH', `/addresses/${saved.id}`, auth, { landmark: null });
    expect(clear.json().landmark).toBeNull();
    expect((await call('PATCH', `/addresses/${saved.id}`, auth, { name: '' })).statusCode).toBe(400);
    expect((await call('PATCH', `/addresses/${saved.id}`, auth, { secret: 1 })).statusCode).toBe(400);
  });

  it('deletes an address, after which it is gone', async () => {
    const { auth } = await signUp(t.app);
    const saved = await create(auth);
    const res = await call('DELETE', `/addresses/${saved.id}`, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await list(auth)).toEqual([]);
    expect((await call('DELETE', `/addresses/${saved.id}`, auth)).statusCode).toBe(404);
  });

  it("treats another shopper's address as not found for reading, changing and deleting, and leaves it untouched", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const saved = await create(owner.auth);
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Stolen' }], ['DELETE']] as const) {
      const res = await call(method, `/addresses/${saved.id}`, stranger.auth, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Address not found.', code: 'not_found' });
    }
    expect(await list(stranger.auth)).toEqual([]);
    expect(await list(owner.auth)).toEqual([saved]);
  });

  it.each(['not-a-uuid', '123', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000'])('answers 404, never 500, for the id %j', async (id) => {
    const { auth } = await signUp(t.app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await call(method, `/addresses/${encodeURIComponent(id)}`, auth, method === 'PATCH' ? { name: 'X' } : undefined);
      expect(res.statusCode).toBe(404);
    }
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per shopper`, async () => {
    const { auth } = await signUp(t.app);
    for (let i = 0; i < MAX_ADDRESSES; i++) await create(auth, { ...home, name: `Person ${i}` });
    const res = await call('POST', '/addresses', auth, home);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one you no longer need.`, code: 'conflict' });
    expect(await list(auth)).toHaveLength(MAX_ADDRESSES);
  });

  it(`stores exactly ${MAX_ADDRESSES} of 40 saves sent at once; the others are refused with 409`, async () => {
    const { auth } = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call('POST', '/addresses', auth, { ...home, name: `Person ${i}` })));
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_ADDRESSES);
    expect(refused.map((res) => res.statusCode)).toEqual(Array(40 - MAX_ADDRESSES).fill(409));
    expect(refused[0]!.json()).toEqual({ message: `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one you no longer need.`, code: 'conflict' });
    expect(await list(auth)).toHaveLength(MAX_ADDRESSES);
  });

  it('needs a token for every address call', async () => {
    for (const method of ['GET', 'POST'] as const) expect((await call(method, '/addresses', {}, method === 'POST' ? home : undefined)).statusCode).toBe(401);
    expect((await call('DELETE', '/addresses/00000000-0000-0000-0000-000000000000', {})).statusCode).toBe(401);
  });
});
