import { describe, expect, it } from 'vitest';
import { BD_DIVISIONS, findPlace } from './index';

describe('Bangladesh places', () => {
  it('lists the 8 divisions and 64 districts with Bengali names', () => {
    expect(BD_DIVISIONS).toHaveLength(8);
    expect(BD_DIVISIONS.flatMap((d) => d[2])).toHaveLength(64);
    expect(BD_DIVISIONS.find((d) => d[0] === 'Dhaka')?.[1]).toBe('ঢাকা');
  });

  it('knows Dhaka city zones as well as rural upazilas', () => {
    expect(findPlace('dhaka', 'Dhaka', 'dhanmondi')).toEqual({ province: 'Dhaka', city: 'Dhaka', zone: 'Dhanmondi' });
    expect(findPlace('Dhaka', 'Dhaka', 'Savar')).not.toBeNull();
  });

  it('refuses places that do not belong together', () => {
    expect(findPlace('Sylhet', 'Dhaka', 'Savar')).toBeNull();
    expect(findPlace('Dhaka', 'Dhaka', 'Nowhere')).toBeNull();
  });
});
