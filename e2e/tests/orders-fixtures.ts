import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
  options: { payment_method?: string; notes?: string } = {},
): Promise<PlacedOrder> {
  for (const { product, quantity } of lines) {
    const size = await sizeInStock(request, product);
    await ok(await request.post('/api/v1/cart/items', { headers: auth(token), data: { product_id: product.id, quantity, ...(size ? { size } : {}) } }), 'POST /cart/items');
  }
  const { pickup_points } = await ok<{ pickup_points: { id: number }[] }>(await request.get('/api/v1/pickup-points'), 'GET /pickup-points');
  const { order } = await ok<{ order: PlacedOrder }>(
    await request.post('/api/v1/orders', {
      headers: auth(token),
      data: { pickup_point_id: pickup_points[0]!.id, payment_method: options.payment_method ?? 'Cash On Delivery', ...(options.notes ? { notes: options.notes } : {}) },
    }),
    'POST /orders',
  );
  return order;
}

const run = promisify(execFile);
const apiDist = process.env.API_DIST_DIR ?? fileURLToPath(new URL('../../apps/api/dist', import.meta.url));

/**
 * A second shop on its own PostgreSQL database, for the one test that needs the staff tool: PGlite (the
 * test shop's database) serves one process only, while on PostgreSQL the tool runs beside the shop
 * (decision 016). Needs TEST_DATABASE_URL, as the API tests do.
 */
export class PostgresShop {
  readonly url: string;
  private readonly databaseUrl: string;
  private process: ChildProcess | null = null;
  private output = '';

  constructor(
    private readonly adminUrl: string,
    readonly port: number,
    private readonly database = `e2e_orders_${process.pid}_${Date.now().toString(36)}`,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    this.databaseUrl = url.toString();
  }

  async start(): Promise<void> {
    await run('psql', [this.adminUrl, '-qtAc', `CREATE DATABASE ${this.database}`]);
    this.process = spawn(process.execPath, [`${apiDist}/main.js`], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        JWT_SECRET: 'orders-e2e-staff-shop-secret-0123456789',
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_HOUR: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.process.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    // Migrations and the demo catalogue on a fresh database: generous on a shared, busy machine.
    for (let waited = 0; waited < 180_000; waited += 500) {
      if (this.process.exitCode !== null) throw new Error(`The PostgreSQL shop stopped:\n${this.output}`);
      const healthy = await fetch(`${this.url}/api/v1/health`).then((r) => r.ok, () => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`The PostgreSQL shop did not start in time:\n${this.output}`);
  }

  /** `npm run staff -- <args>` against this shop's database; answers what it printed. */
  async staff(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [`${apiDist}/staff.js`, ...args], { env: { ...process.env, DATABASE_URL: this.databaseUrl } });
    return stdout;
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await run('psql', [this.adminUrl, '-qtAc', `DROP DATABASE IF EXISTS ${this.database} WITH (FORCE)`]).catch(() => undefined);
  }
}
