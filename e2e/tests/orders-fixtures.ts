import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';

/**
 * Orders for the browser tests of the orders screens, placed the way a shopper places them: lines into
 * the server cart (POST /api/v1/cart/items), then POST /api/v1/orders with a pickup point. Prices,
 * stock and order numbers come from the real API.
 */

export interface OrderLine {
  id: string;
  product_id: number;
  name: string;
  product_sku: string;
  size: string;
  price: number;
  quantity: number;
  subtotal: number;
}

/** The fields of the API's order answer (packages/shared OrderSchema) these tests read. */
export interface PlacedOrder {
  id: string;
  order_number: string;
  status: string;
  payment_status: string;
  payment_method: string;
  created_at: string;
  total: number;
  items: OrderLine[];
}

interface Product {
  id: number;
  name: string;
  sku: string;
  stock: number;
  sizes: string[];
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * `count` products with plenty of stock, none of whose name or SKU is part of another's (so a search
 * finds one order), from categories the storefront tests rarely order from.
 */
export async function pickProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const picked: Product[] = [];
  for (const category of ['Home', 'Electronics', 'Accessories']) {
    const { products } = await ok<{ products: Product[] }>(await request.get(`/api/v1/products?category=${category}&limit=40`), 'GET /products');
    for (const product of products) {
      const overlap = (a: string, b: string) => a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
      const clashes = picked.some((p) => overlap(p.name, product.name) || overlap(p.sku, product.sku));
      if (product.stock >= 20 && !clashes) picked.push(product);
      if (picked.length === count) return picked;
    }
  }
  throw new Error(`pickProducts: found only ${picked.length} of ${count} products`);
}

/** A size the product has in stock, or none for one-size goods. */
async function sizeInStock(request: APIRequestContext, product: Product): Promise<string | undefined> {
  if (product.sizes.length === 0) return undefined;
  const detail = await ok<{ stock_by_size: Record<string, number> }>(await request.get(`/api/v1/products/${product.id}`), 'GET /products/{id}');
  return product.sizes.find((size) => (detail.stock_by_size[size] ?? 0) >= 5) ?? product.sizes[0];
}

/** Puts `lines` into the shopper's server cart and orders them; answers the placed order. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  lines: { product: Product; quantity: number }[],
  options: { payment_method?: string; notes?: string; customer_phone?: string } = {},
): Promise<PlacedOrder> {
  for (const { product, quantity } of lines) {
    const size = await sizeInStock(request, product);
    await ok(await request.post('/api/v1/cart/items', { headers: auth(token), data: { product_id: product.id, quantity, ...(size ? { size } : {}) } }), 'POST /cart/items');
  }
  const { pickup_points } = await ok<{ pickup_points: { id: number }[] }>(await request.get('/api/v1/pickup-points'), 'GET /pickup-points');
  const { order } = await ok<{ order: PlacedOrder }>(
    await request.post('/api/v1/orders', {
      headers: auth(token),
      data: {
        pickup_point_id: pickup_points[0]!.id,
        payment_method: options.payment_method ?? 'Cash On Delivery',
        ...(options.notes ? { notes: options.notes } : {}),
        ...(options.customer_phone ? { customer_phone: options.customer_phone } : {}),
      },
    }),
    'POST /orders',
  );
  return order;
}

const apiDist = process.env.API_DIST_DIR ?? fileURLToPath(new URL('../../apps/api/dist', import.meta.url));
/** The test shop's DATA_DIR (start-server.mjs): the staff tool finds the running shop there (decision 016). */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../.data', import.meta.url));

/** What a move to shipped takes (docs/decisions/045): the courier and a tracking number, as options of the staff tool. */
export const SHIP_ARGS = ['--courier', 'pathao', '--tracking', 'PTH-E2E-0001'];
/** The staff tool's options of a move to `status`: the courier and tracking when it ships. */
export const shipArgs = (status: string) => (status === 'shipped' ? SHIP_ARGS : []);
/** The same for the staff API's body. */
export const SHIP_BODY = { courier: 'pathao', tracking_number: 'PTH-E2E-0001' };

export interface StaffRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- <args>` as an operator runs it on the test shop's DATA_DIR, while the shop runs. */
export function staff(...args: string[]): Promise<StaffRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [`${apiDist}/staff.js`, ...args], { env: { ...process.env, DATA_DIR: e2eDataDir }, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout: stdout.trim(), stderr: stderr.trim() });
    });
  });
}
