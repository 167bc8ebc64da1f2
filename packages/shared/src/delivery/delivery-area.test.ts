import { describe, expect, it } from 'vitest';
import { areaOfPlace, BD_DISTRICTS, placeOfText } from './delivery-area';
import { DEFAULT_DELIVERY_FEES, deliveryFeeOf, homeDeliveryFeeRange } from './delivery-fees';

describe('where a typed address is (decision 044)', () => {
  it.each([
    ['House 7, Road 27, Dhanmondi, Dhaka-1209', 'Dhaka', 'dhaka_city'],
    ['Flat 4B, Gulshan Avenue', 'Dhaka', 'dhaka_city'],
    ['Plot 12, Mirpur DOHS', 'Dhaka', 'dhaka_city'],
    ['Sector 10, Uttara, Dhaka 1230', 'Dhaka', 'dhaka_city'],
    ['Motijheel C/A, ঢাকা', 'Dhaka', 'dhaka_city'],
    ['বাড়ি ৫, ধানমন্ডি, ঢাকা-১২০৯', 'Dhaka', 'dhaka_city'],
    ['Somewhere in Dhaka', 'Dhaka', 'dhaka_city'],
    ['Jamgora, Ashulia, Savar, Dhaka', 'Dhaka', 'dhaka_surroundings'],
    ['Tongi, Gazipur', 'Gazipur', 'dhaka_surroundings'],
    ['Zindabazar, Sylhet 3100', 'Sylhet', 'outside_dhaka'],
    ['আম্বরখানা, সিলেট', 'Sylhet', 'outside_dhaka'],
    ['Mirpur, Kushtia', 'Kushtia', 'outside_dhaka'],
    ["Kolatoli Road, Cox's Bazar", 'Coxsbazar', 'outside_dhaka'],
    ['Sylhet Road, Moulvibazar', 'Moulvibazar', 'outside_dhaka'],
    ['Satmatha, Bogra', 'Bogura', 'outside_dhaka'],
  ])('%s → %s, %s', (text, district, area) => {
    expect(placeOfText(text)).toEqual({ district, area });
  });

  it('places an address naming no district in the rest of the country, with no district', () => {
    expect(placeOfText('Near the old mosque, our village')).toEqual({ district: null, area: 'outside_dhaka' });
    expect(placeOfText('Road 5 House 12')).toEqual({ district: null, area: 'outside_dhaka' });
  });

  it('knows the 64 districts and prices address-book places by district and upazila', () => {
    expect(BD_DISTRICTS).toHaveLength(64);
    expect(areaOfPlace('Dhaka', 'Dhanmondi')).toBe('dhaka_city');
    expect(areaOfPlace('Dhaka', 'Keraniganj')).toBe('dhaka_surroundings');
    expect(areaOfPlace('Narayanganj', 'Bandar')).toBe('dhaka_surroundings');
    expect(areaOfPlace('Sylhet', 'Sylhet Sadar')).toBe('outside_dhaka');
  });
});

describe('the delivery fee rule', () => {
  const fees = { ...DEFAULT_DELIVERY_FEES, areas: { dhaka_city: 60, dhaka_surroundings: 100, outside_dhaka: 130 }, districts: [{ district: 'Sylhet', fee: 170 }], pickup_point: 50, free_over: 2000 };

  it("takes a district's own fee before its area's, the pickup fee at a pickup point, nothing from the threshold or without lines", () => {
    expect(deliveryFeeOf(fees, { method: 'home', district: 'Sylhet', area: 'outside_dhaka' }, 100_00, 1)).toBe(170_00);
    expect(deliveryFeeOf(fees, { method: 'home', district: 'Rangpur', area: 'outside_dhaka' }, 100_00, 1)).toBe(130_00);
    expect(deliveryFeeOf(fees, { method: 'home', district: null, area: 'outside_dhaka' }, 100_00, 1)).toBe(130_00);
    expect(deliveryFeeOf(fees, { method: 'pickup' }, 100_00, 1)).toBe(50_00);
    expect(deliveryFeeOf(fees, { method: 'home', district: 'Sylhet', area: 'outside_dhaka' }, 1999_99, 1)).toBe(170_00);
    expect(deliveryFeeOf(fees, { method: 'home', district: 'Sylhet', area: 'outside_dhaka' }, 2000_00, 1)).toBe(0);
    expect(deliveryFeeOf(fees, { method: 'pickup' }, 0, 0)).toBe(0);
  });

  it('promises the lowest and highest home-delivery fee', () => {
    expect(homeDeliveryFeeRange(fees)).toEqual({ min: 60, max: 170 });
    expect(homeDeliveryFeeRange(DEFAULT_DELIVERY_FEES)).toEqual({ min: 150, max: 150 });
  });
});
