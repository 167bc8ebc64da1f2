// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiUrl, HTTP_ERROR, NETWORK_ERROR, request } from './api-client';
import { signIn } from './session';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status, headers: { 'content-type': contentType } }));
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('api client', () => {
  it('builds /api/v1 URLs and leaves out empty parameters', () => {
    expect(apiUrl('/products', { limit: 25, search: 'shirt dress', category: '', brand: undefined })).toBe(
      '/api/v1/products?limit=25&search=shirt+dress',
    );
  });

  it('parses JSON answers and sends JSON bodies', async () => {
    const fetch = answer(201, '{"subscribed":true}');
    await expect(api.post('/newsletter', { email: 'a@b.com' })).resolves.toEqual({ subscribed: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/newsletter');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.com"}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends a file (an upload) as it is, with its own type', async () => {
    const fetch = answer(200, '{"ok":true}');
    const file = new Blob(['sku,name\r\n'], { type: 'text/csv' });
    await request('POST', '/admin/products/import', { file });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>)['content-type']).toBe('text/csv');
  });

  it("turns the server's { message, code, fields } into an ApiError", async () => {
    answer(400, JSON.stringify({ message: 'Invalid input.', code: 'validation_error', fields: { email: 'Please enter a valid email address.' } }));
    const error = await api.post('/newsletter', { email: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input.',
      code: 'validation_error',
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('reports a 404 as not found', async () => {
    answer(404, JSON.stringify({ message: 'Product not found.', code: 'not_found' }));
    const error = (await api.get('/products/999').catch((e: unknown) => e)) as ApiError;
    expect(error.isNotFound).toBe(true);
    expect(error.message).toBe('Product not found.');
  });

  it('copes with an answer that is not the API shape (a proxy error page)', async () => {
    answer(502, '<html>Bad gateway</html>', 'text/html');
    await expect(api.get('/products')).rejects.toMatchObject({ status: 502, code: HTTP_ERROR });
  });

  it('keeps the message of an answer whose code is outside the shared list, under HTTP_ERROR', async () => {
    answer(409, JSON.stringify({ message: 'Something new.', code: 'not_a_code_of_ours' }));
    await expect(api.get('/products')).rejects.toMatchObject({ status: 409, message: 'Something new.', code: HTTP_ERROR });
  });

  it('reports a request that got no answer as a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/categories')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('reads how long to wait from a 429 answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"message":"Too many attempts.","code":"rate_limited"}', { status: 429, headers: { 'retry-after': '540' } }),
    );
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 540 });
  });

  it('ends the session once when a call sent with its token is answered 401, keeping where the shopper was going', async () => {
    const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const token = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
    signIn({ token, user: { id: 'u1', email: 'a@b.com', name: 'A', given_name: null, family_name: null, picture: null, verified_email: false } });
    localStorage.setItem('redirect_after_login', '/manageaccount/orders?tab=all');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"message":"Unauthorized","code":"unauthorized"}', { status: 401 }));
    await api.get('/cart', { token: 'another-token' }).catch(() => undefined);
    await api.post('/auth/login', { email: 'a@b.com', password: 'x' }).catch(() => undefined);
    expect(localStorage.getItem('token')).toBe(token);
    await api.get('/cart', { token }).catch(() => undefined);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('redirect_after_login')).toBe('/manageaccount/orders?tab=all');
  });

  it('sends the bearer token when given one', async () => {
    const fetch = answer(200, '{}');
    await api.get('/cart', { token: 'abc' });
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });
});
