import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingOutcome, Parcel } from '@shop/shared';
import { adminI18n, initAdminI18n, NAMESPACE } from '../../i18n/i18n';
import { outcomeText, refusalText } from './parcel-words';

beforeAll(() => initAdminI18n('en'));
const t = () => adminI18n.getFixedT(null, NAMESPACE);

const parcel = (patch: Partial<Parcel>): Parcel => ({
  courier: 'steadfast', state: 'booked', invoice: 'BZ-2611-00000001', consignment_id: '150000001', tracking_code: 'SFR1A2B', tracking_url: null,
  cod_amount: 640, charge: null, weight_grams: 500, delivery_type: 'home', refusal: null, refusal_kind: null, booked_at: null, created_at: '2026-11-28T10:00:00.000Z', ...patch,
});
const outcome = (patch: Partial<BookingOutcome>): BookingOutcome => ({ order_number: 'BZ-2611-00000001', outcome: 'booked', parcel: parcel({}), problem: null, ...patch });

describe("a booking's result in staff's words", () => {
  it("words a refusal by its kind, then quotes the courier's own words", () => {
    const refused = parcel({ state: 'refused', refusal_kind: 'area-not-served', refusal: 'The selected recipient zone is invalid.' });
    expect(refusalText(t(), refused)).toBe('The courier does not deliver to this address. Choose another courier or another area. The courier said: The selected recipient zone is invalid.');
    expect(outcomeText(t(), outcome({ outcome: 'refused', parcel: refused }))).toMatch(/^The courier does not deliver/);
  });

  it('names the tracking code of a booking, and why an order was not sent', () => {
    expect(outcomeText(t(), outcome({}))).toBe('Booked: SFR1A2B');
    expect(outcomeText(t(), outcome({ outcome: 'refused', parcel: null, problem: 'not_confirmed' }))).toBe('Only confirmed or processing orders are sent to a courier.');
    expect(outcomeText(t(), outcome({ outcome: 'unknown', problem: 'answer_lost', parcel: parcel({ state: 'booking', tracking_code: null }) }))).toMatch(/^The courier's answer did not arrive/);
    expect(outcomeText(t(), outcome({ problem: 'not_shipped' }))).toBe('Booked: SFR1A2B Booked, but the order had changed and was not moved to shipped.');
  });
});
