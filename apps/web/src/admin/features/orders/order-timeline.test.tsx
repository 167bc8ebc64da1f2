// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@shop/shared';
import { adminI18n, initAdminI18n } from '../../i18n/i18n';
import { OrderTimeline } from './order-timeline';

// A courier's news on the order's timeline (issue 25): the parcel's step in the staff's language, by the courier.

const returned: OrderEvent = {
  at: '2026-11-28T07:00:00.000Z', actor_kind: 'system', actor: 'Steadfast', kind: 'parcel', from: 'booked', to: 'returned',
  reason: 'Customer refused the parcel.', shipment: null,
};

const show = () =>
  render(
    <I18nextProvider i18n={adminI18n}>
      <OrderTimeline timeline={[returned]} />
    </I18nextProvider>,
  );

beforeAll(() => initAdminI18n('en'));
afterEach(cleanup);
afterAll(() => initAdminI18n('en'));

describe('the order timeline', () => {
  it("words a courier's parcel step in English and Bengali, with the courier's own words", async () => {
    show();
    expect(await screen.findByText(/Parcel: Returned/)).toBeDefined();
    expect(screen.getByText(/Customer refused the parcel\./)).toBeDefined();
    expect(screen.getByText(/Steadfast/)).toBeDefined();
    cleanup();
    await initAdminI18n('bn');
    show();
    expect(await screen.findByText(/পার্সেল:/)).toBeDefined();
    expect(screen.queryByText(/Parcel: Returned/)).toBeNull();
  });
});
