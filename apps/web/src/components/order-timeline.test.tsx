// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderTracking } from '@shop/shared';
import { initI18n } from '../i18n/i18n';
import { OrderTimeline } from './order-timeline';

const tracking: OrderTracking = {
  steps: [
    { step: 'placed', reached: true, at: '2026-11-26T04:00:00.000Z' },
    { step: 'confirmed', reached: true, at: '2026-11-26T05:00:00.000Z' },
    { step: 'shipped', reached: true, at: '2026-11-26T06:00:00.000Z' },
    { step: 'out_for_delivery', reached: false, at: null },
    { step: 'delivered', reached: false, at: null },
  ],
  cancelled: null,
  shipment: { courier: 'steadfast', courier_name: null, tracking_number: 'SF123', tracking_url: null },
  parcel_steps: [
    { state: 'picked_up', at: '2026-11-26T08:00:00.000Z' },
    { state: 'in_transit', at: '2026-11-27T02:00:00.000Z' },
  ],
};

afterEach(cleanup);

describe("the courier's steps on the shopper's timeline", () => {
  it('lists each step the courier reported under shipped, in English and Bengali', async () => {
    await initI18n('en');
    render(<OrderTimeline tracking={tracking} orderNumber="BZ-2611-00000001" />);
    const steps = [...screen.getByTestId('parcel-steps').querySelectorAll('p')];
    expect(steps.map((line) => line.textContent)).toEqual([expect.stringContaining('Picked up by the courier'), expect.stringContaining('On the way to your area')]);
    cleanup();
    await initI18n('bn');
    render(<OrderTimeline tracking={tracking} orderNumber="BZ-2611-00000001" />);
    expect(screen.getByText('কুরিয়ার পার্সেল তুলে নিয়েছে')).toBeTruthy();
    // The timeline's five steps stay its only list items.
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    await initI18n('en');
  });

  it('shows nothing of a parcel when the order was not booked with a courier', async () => {
    await initI18n('en');
    render(<OrderTimeline tracking={{ ...tracking, parcel_steps: undefined }} orderNumber="BZ-2611-00000001" />);
    expect(screen.queryByTestId('parcel-steps')).toBeNull();
  });
});
