import { describe, expect, it } from 'vitest';
import { canonicalPlace, cityOptions, placeLine, provinceOptions, zoneOptions } from './bd-places';

describe('Bangladesh places for the address form', () => {
  it('lists divisions, then the districts of one, then its upazilas, sending English names', () => {
    expect(provinceOptions('en').map((o) => o.value)).toContain('Dhaka');
    expect(cityOptions('Dhaka', 'en').map((o) => o.value)).toContain('Gazipur');
    expect(cityOptions('Sylhet', 'en').map((o) => o.value)).not.toContain('Gazipur');
    expect(zoneOptions('Dhaka', 'Dhaka', 'en').map((o) => o.value)).toContain('Dhanmondi');
    expect(zoneOptions('', '', 'en')).toEqual([]);
  });

  it('shows Bengali names in Bengali, with the English name as the value', () => {
    expect(zoneOptions('Dhaka', 'Dhaka', 'bn').find((o) => o.value === 'Dhanmondi')?.label).toBe('ধানমন্ডি');
    expect(placeLine('Dhaka', 'Dhaka', 'Dhanmondi', 'bn')).toBe('ধানমন্ডি, ঢাকা, ঢাকা');
    expect(placeLine('Dhaka', 'Dhaka', 'Dhanmondi', 'en')).toBe('Dhanmondi, Dhaka, Dhaka');
  });

  it('reads saved names in any case, and drops a place that is not in the list', () => {
    expect(canonicalPlace('dhaka', 'DHAKA', 'dhanmondi')).toEqual({ province: 'Dhaka', city: 'Dhaka', zone: 'Dhanmondi' });
    expect(canonicalPlace('Dhaka', 'Sylhet', 'Dhanmondi')).toEqual({ province: '', city: '', zone: '' });
  });
});
