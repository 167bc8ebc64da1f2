// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod, PaymentOptions } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { PaymentMethodField } from './payment-method-field';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderField(options: PaymentOptions['options'], initial: PaymentMethod | null = null) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ options }), { status: 200, headers: { 'content-type': 'application/json' } }));
  const seen: (PaymentMethod | null)[] = [];
  function Field() {
    const [value, setValue] = useState<PaymentMethod | null>(initial);
    seen.push(value);
    return <PaymentMethodField value={value} onChange={setValue} />;
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Field />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return seen;
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the checkout payment method', () => {
  it('offers only the methods that work now, Cash On Delivery first, and says a gateway method goes to its page', async () => {
    renderField([{ method: 'Cash On Delivery', way: 'cash' }, { method: 'Bkash', way: 'bkash' }, { method: 'Nagad', way: 'proof' }]);
    await waitFor(() => expect(optionNames()).toEqual(['Select a payment method', 'Cash On Delivery', 'Bkash', 'Nagad']));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Bkash' } });
    expect(screen.getByText('After placing the order you go to the secure payment page to pay the total.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Nagad' } });
    expect(screen.getByText('After placing the order you pay the total and send us the payment proof.')).toBeTruthy();
  });

  it('drops a remembered method the shop no longer offers', async () => {
    const seen = renderField([{ method: 'Cash On Delivery', way: 'cash' }, { method: 'Nagad', way: 'proof' }], 'Credit Card');
    await waitFor(() => expect(seen.at(-1)).toBeNull());
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('');
  });
});
