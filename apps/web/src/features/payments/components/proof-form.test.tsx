// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dhakaDate, type Order } from '@shop/shared';
import { initI18n } from '../../../i18n/i18n';
import { ProofForm } from './proof-form';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const order = {
  id: '7b1c1c9e-8f5f-4c7e-9a53-3c0f6f1d2a11',
  order_number: 'BZ-2611-48213907',
  payment_method: 'Bkash',
  payment_status: 'pending',
  status: 'pending',
  total: 1290,
  created_at: new Date(Date.now() - 86_400_000).toISOString(),
} as Order;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderForm() {
  localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`);
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'r@example.com', name: 'Rahima' }));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onSubmitted = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProofForm order={order} onSubmitted={onSubmitted} onOrderChanged={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  return { onSubmitted, type, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Submit payment proof' })) };
}

describe('payment-proof form', () => {
  it('shows the seven messages under their fields and sends nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const form = renderForm();
    form.type('Amount', '');
    form.type('Payment Method', '');
    form.submit();
    for (const message of [
      'Transaction ID is required',
      'Payment Method is required',
      'Amount must be greater than 0',
      'Screenshot is required',
      'Sender Number is required',
      'Sender Name is required',
      'Payment Date is required',
    ]) {
      expect(await screen.findByText(message)).toBeDefined();
    }
    expect(screen.getByLabelText('Payment Method', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Payment Method', { exact: false }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Failed to process image' when the chosen file cannot be read as an image", async () => {
    renderForm();
    const file = new File(['just text'], 'payment.png', { type: 'image/png' });
    globalThis.createImageBitmap = vi.fn().mockRejectedValue(new Error('not an image'));
    fireEvent.change(screen.getByLabelText('Screenshot', { exact: false }), { target: { files: [file] } });
    expect(await screen.findByText('Failed to process image')).toBeDefined();
  });

  it('refuses other file types and files over 5 MB before reading them', async () => {
    renderForm();
    const input = screen.getByLabelText('Screenshot', { exact: false });
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'pay.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('The screenshot must be a PNG, JPEG or WebP image.')).toBeDefined();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The screenshot must be at most 5 MB.')).toBeDefined();
  });

  it.each([
    [0, null, 'Network error: Unable to reach the server.'],
    [500, { message: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, 'Server error: Something went wrong on our side. Please try again.'],
    [409, { message: 'x', code: 'duplicate_transaction' }, 'Error: This transaction ID has already been submitted for another order.'],
  ])('after a %s answer says the catalogue text', async (status, body, text) => {
    globalThis.createImageBitmap = vi.fn().mockResolvedValue({ close: () => undefined });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (status === 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    const form = renderForm();
    form.type('Transaction ID', '9C7A1B2D3E');
    form.type('Sender Number', '01712345678');
    form.type('Sender Name', 'Rahima Khatun');
    form.type('Payment Date', dhakaDate(new Date()));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pay.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Screenshot', { exact: false }), { target: { files: [png] } });
    await screen.findByAltText('Preview of the chosen screenshot');
    form.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await waitFor(() => expect(form.onSubmitted).not.toHaveBeenCalled());
  });
});
