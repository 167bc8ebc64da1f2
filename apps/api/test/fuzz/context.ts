import type { FastifyInstance } from 'fastify';
import { createRandom, type Random } from '../../src/db/seed/random';

/** What the fuzz knows of the shop it shakes: a shopper, the staff key, and ids that exist, so some requests go deep. */
export interface FuzzContext extends Random {
  shopperAuth: string;
  /** A second shopper's session, for the routes that end sessions: sent with shopperAuth, one early 'sign out
   * everywhere' would turn every later personal request of the run into a 401 that tests nothing deeper. */
  spareAuth: string;
  staffAuth: string;
  /** Owners' back-office sessions (cookie and CSRF token); the spare one for the routes that end sessions. */
  admin: { cookie: string; csrf: string };
  spareAdmin: { cookie: string; csrf: string };
  email: string;
  ids: { product: number[]; order: string[]; orderNumber: string[]; orderLine: string[]; address: string[]; cartLine: string[] };
  /** A fresh number for unique names. */
  serial(): number;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, auth: string, payload?: object) {
  const res = await app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`fuzz set-up: ${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An owner made with the staff key, signed in to the back office. */
async function staffSession(app: FastifyInstance, staffKey: string, email: string) {
  const password = 'Kathal-gach-42-Bazar';
  const made = await app.inject({ method: 'POST', url: '/api/v1/staff/staff-accounts', headers: { authorization: `Staff ${staffKey}` }, payload: { email, name: 'Fuzz Owner', role: 'owner', password } });
  if (made.statusCode !== 201) throw new Error(`fuzz set-up: staff account answered ${made.statusCode} ${made.body}`);
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/admin/session', payload: { email, password }, remoteAddress: '10.77.0.3' });
  const cookie = signIn.cookies.find((c) => c.name === 'bazar_staff');
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`fuzz set-up: staff sign-in answered ${signIn.statusCode}`);
  return { cookie: `bazar_staff=${cookie.value}`, csrf: signIn.json().me.csrf_token as string };
}

/** Signs a shopper up through the API and gives them an address, an order and a cart line to aim at. */
export async function prepareContext(app: FastifyInstance, staffKey: string, seed: number): Promise<FuzzContext> {
  const email = `fuzz-shopper-${seed}@example.com`;
  const signUp = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'Fuzz Shopper', email, password: 'Kathal-gach-42-Bazar' }, remoteAddress: '10.77.0.1' });
  if (signUp.statusCode !== 201) throw new Error(`fuzz set-up: sign-up answered ${signUp.statusCode}`);
  const auth = `Bearer ${signUp.json().token}`;
  const spare = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'Fuzz Spare', email: `fuzz-spare-${seed}@example.com`, password: 'Kathal-gach-42-Bazar' }, remoteAddress: '10.77.0.2' });
  if (spare.statusCode !== 201) throw new Error(`fuzz set-up: sign-up answered ${spare.statusCode}`);
  const { products } = await call(app, 'GET', '/api/v1/products?limit=20', auth);
  const productIds: number[] = products.map((p: { id: number }) => p.id);
  const address = await call(app, 'POST', '/api/v1/addresses', auth, { name: 'Fuzz', phone: '01712345678', province: 'Dhaka', city: 'Dhaka', zone: 'Savar', address: 'House 1' });
  await call(app, 'POST', '/api/v1/cart/items', auth, { product_id: productIds[0], quantity: 1 });
  const { order } = await call(app, 'POST', '/api/v1/orders', auth, { pickup_point_id: 1, payment_method: 'Bkash' });
  const { cart } = await call(app, 'POST', '/api/v1/cart/items', auth, { product_id: productIds[1], quantity: 1 });
  const admin = await staffSession(app, staffKey, `fuzz-owner-${seed}@bazar.test`);
  const spareAdmin = await staffSession(app, staffKey, `fuzz-spare-owner-${seed}@bazar.test`);
  let counter = 0;
  return {
    admin,
    spareAdmin,
    ...createRandom(seed),
    shopperAuth: auth,
    spareAuth: `Bearer ${spare.json().token}`,
    staffAuth: `Staff ${staffKey}`,
    email,
    ids: {
      product: [...productIds, 1, 2_147_483_647],
      order: [order.id],
      orderNumber: [order.order_number],
      orderLine: order.items.map((i: { id: string }) => i.id),
      address: [address.id],
      cartLine: cart.items.map((i: { id: string }) => i.id),
    },
    serial: () => (counter += 1),
  };
}
