import { describe, expect, it } from 'vitest';
import type { CourierRecord } from '@shop/shared';
import { couriersLine, trackingLink } from './couriers.service';
import { mentionedIn, sameDistrict } from './locations.service';
import { amountToCollect, proposeCourier } from './shipments.service';

const record = (courier: CourierRecord['courier'], delivered: number, returned: number, days: number | null, charge: number | null): CourierRecord => ({
  courier, delivered, returned, average_days: days, average_charge: charge,
});

describe('the courier the shop proposes for a district', () => {
  it('is the one that delivered more of its parcels (less those returned), then the faster, then the cheaper', () => {
    expect(proposeCourier([record('steadfast', 10, 6, 2, 60), record('pathao', 7, 0, 3, 70)], ['steadfast', 'pathao', 'redx'])).toBe('pathao');
    expect(proposeCourier([record('steadfast', 5, 0, 3, 60), record('redx', 5, 0, 2, 90)], ['steadfast', 'pathao', 'redx'])).toBe('redx');
    expect(proposeCourier([record('steadfast', 5, 0, 2, 80), record('redx', 5, 0, 2, 60)], ['steadfast', 'redx'])).toBe('redx');
  });

  it('never proposes a courier that is off, and falls back to the first one on without a record', () => {
    expect(proposeCourier([record('pathao', 40, 0, 1, 50)], ['steadfast', 'redx'])).toBe('steadfast');
    expect(proposeCourier([], ['redx'])).toBe('redx');
    expect(proposeCourier([record('steadfast', 3, 0, 2, 60)], [])).toBeNull();
  });
});

describe("an order's place in the couriers' lists", () => {
  it("matches the address book's district to the couriers' spellings, old names included", () => {
    expect(sameDistrict('Chittagong', 'Chattogram')).toBe(true);
    expect(sameDistrict('B. Baria', 'Brahmanbaria')).toBe(true);
    expect(sameDistrict('Dhaka', 'dhaka')).toBe(true);
    expect(sameDistrict('Dhaka', 'Gazipur')).toBe(false);
  });

  it('finds the place the address names as whole words, the longest first, and none when it names none', () => {
    const zones = [{ id: 1, name: 'Mirpur' }, { id: 2, name: 'Mirpur 10' }, { id: 3, name: 'Dhanmondi' }];
    expect(mentionedIn('House 4, Road 2, Mirpur 10, Dhaka', zones)?.id).toBe(2);
    expect(mentionedIn('Flat 3B, Mirpur-1, Dhaka', zones)?.id).toBe(1);
    expect(mentionedIn('Mohammadpur(Dhaka) area, Dhanmondi', zones)?.id).toBe(3);
    expect(mentionedIn('Near the big mosque, our village', zones)).toBeNull();
    expect(mentionedIn('Dhanmondipara road', zones)).toBeNull();
  });
});

describe('what is collected, linked and said at start-up', () => {
  it('collects the total of an unpaid order and nothing of one paid online', () => {
    expect(amountToCollect({ total: 129_050, paymentStatus: 'pending', paymentMethod: 'Cash On Delivery' })).toBe(129_050);
    expect(amountToCollect({ total: 129_050, paymentStatus: 'paid', paymentMethod: 'Bkash' })).toBe(0);
  });

  it("links each courier's own tracking page over https, and names which couriers are on without a secret", () => {
    expect(trackingLink('steadfast', { trackingCode: 'SFR1A', consignmentId: '15' })).toBe('https://steadfast.com.bd/t/SFR1A');
    expect(trackingLink('pathao', { trackingCode: 'DA1', consignmentId: 'DA1', phone: '01712345678' })).toMatch(/^https:\/\/merchant\.pathao\.com\/tracking\?consignment_id=DA1/);
    expect(trackingLink('redx', { trackingCode: '21A', consignmentId: '21A' })).toBe('https://redx.com.bd/track-parcel/?trackingId=21A');
    expect(trackingLink('steadfast', { trackingCode: null, consignmentId: null })).toBeNull();
    expect(couriersLine({ steadfast: true, pathao: false, redx: true })).toBe('Couriers: Steadfast on, Pathao off, RedX on.');
  });
});
