// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { NewsletterForm } from './newsletter-form';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    submit: () => fireEvent.submit(screen.getByLabelText('Email address').closest('form')!),
  };
}

describe('newsletter form', () => {
  it('asks for an address when the box is empty or only spaces, without calling the API', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { input, submit } = renderForm();
    submit();
    expect(screen.getByText('Please enter a valid email address.')).toBeDefined();
    fireEvent.change(input, { target: { value: '   ' } });
    submit();
    expect(screen.getByText('Please enter a valid email address.')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes and thanks the shopper after about a second', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"subscribed":true}', { status: 201, headers: { 'content-type': 'application/json' } }));
    const { input, submit } = renderForm();
    fireEvent.change(input, { target: { value: 'rahim@example.com' } });
    submit();
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDefined();
    expect(await screen.findByText('Thanks for subscribing!', undefined, { timeout: 3000 })).toBeDefined();
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/newsletter');
    expect(input.value).toBe('');
  });

  it("shows the form's message when the server refuses the address", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid input.', code: 'validation_error', fields: { email: 'Please enter a valid email address.' } }), {
        status: 400,
      }),
    );
    const { input, submit } = renderForm();
    fireEvent.change(input, { target: { value: 'x@y' } });
    submit();
    expect(await screen.findByText('Please enter a valid email address.', undefined, { timeout: 3000 })).toBeDefined();
  });
});
