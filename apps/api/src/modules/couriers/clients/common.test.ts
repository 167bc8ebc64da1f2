import { describe, expect, it } from 'vitest';
import { courierAmountToPoisha, CourierRefusal, poishaToTakaNumber, recipientPhone, refusalOf } from './common';

// Money, phones and refusals at the couriers' edge (docs/decisions/073).

describe("the couriers' edge", () => {
  it('reads a courier amount into poisha only when it is a clean amount', () => {
    expect(courierAmountToPoisha(1500)).toBe(150000);
    expect(courierAmountToPoisha(83.46)).toBe(8346);
    expect(courierAmountToPoisha('1290.5')).toBe(129050);
    expect(courierAmountToPoisha('1290.00')).toBe(129000);
    for (const unclear of [-5, 12.345, Number.NaN, '1,290', '1e3', '', ' ', null, undefined, {}]) expect(courierAmountToPoisha(unclear)).toBeNull();
    expect(poishaToTakaNumber(129050)).toBe(1290.5);
    expect(() => poishaToTakaNumber(12.5)).toThrow(RangeError);
  });

  it('sends phones as 01XXXXXXXXX and refuses what is no Bangladeshi mobile', () => {
    expect(recipientPhone('RedX', '+880 1712-345678')).toBe('01712345678');
    expect(() => recipientPhone('RedX', '01212345678')).toThrow(CourierRefusal);
  });

  it("keeps a courier's words and tells a phone, an area and a taken invoice apart", () => {
    expect(refusalOf('Pathao', 'Please fix the given errors', { recipient_phone: ['The recipient phone format is invalid.'] })).toMatchObject({ kind: 'bad-phone', words: 'The recipient phone format is invalid.' });
    expect(refusalOf('Steadfast', undefined, { invoice: ['The invoice has already been taken.'] })).toMatchObject({ kind: 'duplicate-invoice' });
    expect(refusalOf('RedX', 'Delivery area is not serviceable', undefined)).toMatchObject({ kind: 'area-not-served', words: 'Delivery area is not serviceable' });
    expect(refusalOf('RedX', 'This address is out of coverage', undefined).kind).toBe('area-not-served');
    expect(refusalOf('Steadfast', undefined, { recipient_name: ['The recipient name field is required.'] })).toMatchObject({ kind: 'invalid', fields: { recipient_name: ['The recipient name field is required.'] } });
    expect(refusalOf('Steadfast', undefined, undefined).words).toBe('no reason given');
    expect(refusalOf('RedX', 'x'.repeat(1000), undefined).words).toHaveLength(400);
  });
});
