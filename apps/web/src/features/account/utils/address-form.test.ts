import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, toAddressValues, validateAddress } from './address-form';

const filled = {
  ...EMPTY_ADDRESS,
  name: 'Rahim Uddin',
  phone: '+8801812345678',
  province: 'Dhaka',
  city: 'Dhaka',
  zone: 'Dhanmondi',
  address: 'House 12, Road 7',
};

describe('address form', () => {
  it('marks every empty required field and asks to fill them in', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      ok: false,
      missing: true,
      errors: { name: 'fieldRequired', phone: 'fieldRequired', province: 'fieldRequired', city: 'fieldRequired', zone: 'fieldRequired', address: 'fieldRequired' },
    });
  });

  it('leaves the landmark optional and the label HOME by default', () => {
    const check = validateAddress(filled);
    expect(check).toEqual({
      ok: true,
      input: { name: 'Rahim Uddin', phone: '01812345678', province: 'Dhaka', city: 'Dhaka', zone: 'Dhanmondi', address: 'House 12, Road 7', landmark: null, label: 'HOME' },
    });
  });

  it('says the phone is wrong, not missing, when it is not a Bangladeshi mobile number', () => {
    expect(validateAddress({ ...filled, phone: '0171234567' })).toEqual({ ok: false, missing: false, errors: { phone: 'phoneInvalid' } });
    expect(validateAddress({ ...filled, phone: '   ' })).toMatchObject({ ok: false, missing: true, errors: { phone: 'fieldRequired' } });
  });

  it('treats spaces as empty', () => {
    expect(validateAddress({ ...filled, address: '   ' })).toEqual({ ok: false, missing: true, errors: { address: 'fieldRequired' } });
  });

  it('edits start from the saved address', () => {
    const saved = { id: 'a1', postcode: 'Dhaka - Dhaka - Dhanmondi', ...filled, phone: '01812345678', landmark: null, label: 'OFFICE' as const };
    expect(toAddressValues(saved)).toEqual({ ...filled, phone: '01812345678', landmark: '', label: 'OFFICE' });
  });
});
