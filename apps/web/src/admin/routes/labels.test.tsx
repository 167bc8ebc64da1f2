// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LabelAnswer, ParcelLabel } from '@shop/shared';
import { initAdminI18n } from '../i18n/i18n';
import LabelsPage from './labels';
import { fakeApi } from '../test/fake-api';
import { showScreen, signedIn } from '../test/show-screen';

// Parcel labels (docs/product/couriers.md): one label per booked parcel with its barcode, QR code,
// recipient and the amount to collect, in the size chosen; orders with no booked parcel are named.

const label = (over: Partial<ParcelLabel> = {}): ParcelLabel => ({
  order_number: 'BZ-2611-AAAA1111',
  courier: 'steadfast',
  consignment_id: '1424107',
  tracking_code: '15BAEB8A',
  tracking_url: 'https://steadfast.com.bd/t/15BAEB8A',
  recipient_name: 'Rahima Akter',
  recipient_phone: '01712345678',
  recipient_address: 'House 12, Road 5, Dhanmondi, Dhaka',
  cod_amount: 1290.5,
  weight_grams: 500,
  note: null,
  ...over,
});

beforeAll(async () => {
  configure({ asyncUtilTimeout: 3000 });
  await initAdminI18n('en');
  vi.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.mocked(globalThis.fetch).mockRestore?.();
});

function showLabels(answer: LabelAnswer, path = '/admin/labels?orders=BZ-2611-AAAA1111,bz-2611-bbbb2222,BZ-2611-CCCC3333') {
  const asked = fakeApi(() => ({ body: answer }));
  showScreen(signedIn(['orders.view']), '/admin/labels', path, <LabelsPage />);
  return asked;
}

describe('the labels screen', () => {
  it('draws one label per booked parcel with its codes, recipient and amount, and names the orders without one', async () => {
    const asked = showLabels({
      labels: [label(), label({ order_number: 'BZ-2611-BBBB2222', courier: 'pathao', consignment_id: 'DL121224', tracking_code: null, tracking_url: null, cod_amount: 0 })],
      missing: ['BZ-2611-CCCC3333'],
    });
    const first = await screen.findByRole('article', { name: 'Label of order BZ-2611-AAAA1111' });
    expect(asked[0]?.query.get('orders')).toBe('BZ-2611-AAAA1111,BZ-2611-BBBB2222,BZ-2611-CCCC3333');
    expect(within(first).getByRole('img', { name: 'Barcode of tracking code 15BAEB8A' }).querySelector('path')?.getAttribute('d')?.split('M').length).toBeGreaterThan(20);
    expect(within(first).getByRole('img', { name: 'QR code of tracking 15BAEB8A' }).querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(first.textContent).toContain('Rahima Akter');
    expect(first.textContent).toContain('01712345678');
    expect(first.textContent).toContain('৳1,290.50');
    expect(first.textContent).toContain('Steadfast');
    const paid = screen.getByRole('article', { name: 'Label of order BZ-2611-BBBB2222' });
    expect(paid.textContent).toContain('Paid');
    expect(within(paid).getByRole('img', { name: 'Barcode of tracking code DL121224' })).toBeTruthy();
    expect(screen.getByText(/No booked parcel for BZ-2611-CCCC3333/)).toBeTruthy();
    expect(document.querySelector('style')?.textContent).toContain('size: 105mm 148mm');
  });

  it('prints 4 × 6 inch pages when that size is chosen, kept in the address', async () => {
    showLabels({ labels: [label()], missing: [] });
    fireEvent.change(await screen.findByLabelText('Label size'), { target: { value: '4x6' } });
    expect(screen.getByTestId('address').textContent).toContain('size=4x6');
    expect(document.querySelector('style')?.textContent).toContain('size: 101.6mm 152.4mm');
    expect(screen.getByRole('article', { name: 'Label of order BZ-2611-AAAA1111' }).style.width).toBe('101.6mm');
  });
});
