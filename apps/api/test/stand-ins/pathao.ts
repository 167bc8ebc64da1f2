// A stand-in for Pathao Courier in the test process: a real HTTP server on 127.0.0.1 speaking its merchant API under
// /aladdin/api/v1 (issue-token by password and by refresh token, cities, zones, areas, stores, price plan, create
// order, order info), its failure modes switched by plain methods, and its webhook sent to the shop with the
// X-PATHAO-Signature header (docs/decisions/073).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback';
import { courierTime, postWebhook, readBody, sendJson, text, type WebhookDelivery } from './courier-http';

export interface PathaoOrder {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  recipient_area: number | null;
  delivery_type: number;
  item_type: number;
  item_quantity: number;
  item_weight: number;
  item_description: string;
  special_instruction: string;
  amount_to_collect: number;
  delivery_fee: number;
  order_status: string;
  order_status_slug: string;
}

export type PathaoRefusal = 'bad-phone' | 'area-not-served' | 'duplicate-invoice';

/** The header Pathao's webhook check wants back, and its value, as its docs give them (the stand-in's own copy). */
const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';


export interface PathaoStandIn {
  url: string;
  port: number;
  credentials: { clientId: string; clientSecret: string; username: string; password: string };
  storeId: number;
  /** The secret the shop gave Pathao's panel for its webhook; every webhook carries it in X-PATHAO-Signature. */
  webhookSecret: string;
  orders: PathaoOrder[];
  /** The life of the tokens issued next, in seconds (Pathao's is days). */
  tokenLifetime(seconds: number): void;
  /** Every access token issued so far stops being taken (401), as an ended one does. */
  expireTokens(): void;
  refuseNextBooking(reason: PathaoRefusal): void;
  /** true: every call is taken and never answered. */
  stall(stalled: boolean): void;
  /** Pathao's check of a new webhook address: { event: 'webhook_integration' }; true when it answered 202 with the header. */
  integrateWebhook(to: string): Promise<boolean>;
  /**
   * Sends Pathao's webhook for an order to `to` (order.picked, order.in-transit, order.delivered,
   * order.partial-delivery, order.returned, order.delivery-failed, …), signed with the webhook secret unless another
   * signature is given (null: none).
   */
  sendWebhook(to: string, event: { consignmentId: string; event: string; collectedAmount?: number; reason?: string }, options?: { signature?: string | null }): Promise<WebhookDelivery>;
  /** Token issues per grant_type, and other calls per path. */
  calls: Record<string, number>;
  close(): Promise<void>;
}

const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 32, city_name: 'B. Baria' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 52, zone_name: 'Dhanmondi' },
    { zone_id: 298, zone_name: 'Mirpur 10' },
  ],
  2: [{ zone_id: 1069, zone_name: 'Agrabad' }],
  32: [{ zone_id: 2001, zone_name: 'Bancharampur' }],
};
const AREAS: Record<number, { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]> = {
  52: [
    { area_id: 3069, area_name: 'Road 27', home_delivery_available: true, pickup_available: true },
    { area_id: 3070, area_name: 'Jigatola', home_delivery_available: true, pickup_available: true },
  ],
  298: [{ area_id: 4010, area_name: 'Senpara', home_delivery_available: true, pickup_available: false }],
  1069: [{ area_id: 5001, area_name: 'Agrabad C/A', home_delivery_available: true, pickup_available: true }],
  // A zone Pathao lists and does not deliver to: a booking there is refused.
  2001: [{ area_id: 6001, area_name: 'Bancharampur Sadar', home_delivery_available: false, pickup_available: false }],
};
const UNSERVED_ZONES = new Set([2001]);

const REFUSALS: Record<PathaoRefusal, Record<string, string[]>> = {
  'bad-phone': { recipient_phone: ['The recipient phone format is invalid.'] },
  'area-not-served': { recipient_zone: ['Delivery is not available in the selected zone.'] },
  'duplicate-invoice': { merchant_order_id: ['The merchant order id has already been taken.'] },
};

const refused = (res: ServerResponse, errors: Record<string, string[]>) => sendJson(res, { message: 'Please fix the given errors', type: 'error', code: 422, errors }, 422);
const listed = (res: ServerResponse, message: string, data: unknown[]) => sendJson(res, { message, type: 'success', code: 200, data: { data } });

export async function startPathaoStandIn(options: { port?: number } = {}): Promise<PathaoStandIn> {
  const credentials = { clientId: 'bazar-pathao-client', clientSecret: 'bazar-pathao-client-secret', username: 'shop@bazar.test', password: 'bazar-pathao-password' };
  const storeId = 130820;
  const webhookSecret = `pathao-hook-${randomBytes(12).toString('hex')}`;
  const orders: PathaoOrder[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const calls: Record<string, number> = {};
  let lifetime = 432_000;
  let nextRefusal: PathaoRefusal | null = null;
  let stalled = false;

  function issue(res: ServerResponse, body: Record<string, unknown>) {
    if (text(body, 'client_id') !== credentials.clientId || text(body, 'client_secret') !== credentials.clientSecret) return sendJson(res, { message: 'Client authentication failed', type: 'error', code: 401 }, 401);
    const grant = text(body, 'grant_type');
    calls[`issue-token:${grant}`] = (calls[`issue-token:${grant}`] ?? 0) + 1;
    if (grant === 'password') {
      if (text(body, 'username') !== credentials.username || text(body, 'password') !== credentials.password) return sendJson(res, { message: 'The user credentials were incorrect.', type: 'error', code: 400 }, 400);
    } else if (grant === 'refresh_token') {
      if (!refreshTokens.delete(text(body, 'refresh_token'))) return sendJson(res, { message: 'The refresh token is invalid.', type: 'error', code: 400 }, 400);
    } else return sendJson(res, { message: 'The authorization grant type is not supported.', type: 'error', code: 400 }, 400);
    const accessToken = `pathao.${randomBytes(24).toString('base64url')}`;
    const refreshToken = `refresh.${randomBytes(24).toString('base64url')}`;
    accessTokens.add(accessToken);
    refreshTokens.add(refreshToken);
    sendJson(res, { token_type: 'Bearer', expires_in: lifetime, access_token: accessToken, refresh_token: refreshToken });
  }

  /** Pathao's price: 60 taka in Dhaka, 110 elsewhere, 15 more per kg over one; 1% of the cash collected. */
  function priceOf(cityId: number, weight: number) {
    const price = (cityId === 1 ? 60 : 110) + Math.max(0, Math.ceil(weight - 1)) * 15;
    return { price, discount: 0, promo_discount: 0, plan_id: cityId === 1 ? 69 : 70, cod_enabled: 1, cod_percentage: 0.01, additional_charge: 0, final_price: price };
  }

  function create(body: Record<string, unknown>, res: ServerResponse) {
    if (nextRefusal) {
      const errors = REFUSALS[nextRefusal];
      nextRefusal = null;
      return refused(res, errors);
    }
    const errors: Record<string, string[]> = {};
    for (const field of ['store_id', 'recipient_name', 'recipient_phone', 'recipient_address', 'recipient_city', 'recipient_zone', 'delivery_type', 'item_type', 'item_quantity', 'item_weight', 'amount_to_collect']) {
      if (body[field] === undefined || body[field] === '') errors[field] = [`The ${field.replaceAll('_', ' ')} field is required.`];
    }
    if (Number(body.store_id) !== storeId) errors.store_id = ['The selected store id is invalid.'];
    if (body.recipient_phone !== undefined && !/^01\d{9}$/.test(text(body, 'recipient_phone'))) errors.recipient_phone = ['The recipient phone format is invalid.'];
    const zone = Number(body.recipient_zone);
    if (!(ZONES[Number(body.recipient_city)] ?? []).some((z) => z.zone_id === zone)) errors.recipient_zone = ['The selected recipient zone is invalid.'];
    else if (UNSERVED_ZONES.has(zone)) errors.recipient_zone = ['Delivery is not available in the selected zone.'];
    if (![12, 48].includes(Number(body.delivery_type))) errors.delivery_type = ['The selected delivery type is invalid.'];
    if (![1, 2].includes(Number(body.item_type))) errors.item_type = ['The selected item type is invalid.'];
    if (!Number.isInteger(body.amount_to_collect) || (body.amount_to_collect as number) < 0) errors.amount_to_collect = ['The amount to collect must be an integer.'];
    const weight = Number(body.item_weight);
    if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (Object.keys(errors).length) return refused(res, errors);
    const order: PathaoOrder = {
      consignment_id: `DL${courierTime().slice(2, 10).replaceAll('-', '')}${randomBytes(3).toString('hex').toUpperCase()}`,
      merchant_order_id: text(body, 'merchant_order_id'),
      store_id: storeId,
      recipient_name: text(body, 'recipient_name'),
      recipient_phone: text(body, 'recipient_phone'),
      recipient_address: text(body, 'recipient_address'),
      recipient_city: Number(body.recipient_city),
      recipient_zone: zone,
      recipient_area: body.recipient_area === undefined ? null : Number(body.recipient_area),
      delivery_type: Number(body.delivery_type),
      item_type: Number(body.item_type),
      item_quantity: Number(body.item_quantity),
      item_weight: weight,
      item_description: text(body, 'item_description'),
      special_instruction: text(body, 'special_instruction'),
      amount_to_collect: body.amount_to_collect as number,
      delivery_fee: priceOf(Number(body.recipient_city), weight).final_price,
      order_status: 'Pending',
      order_status_slug: 'Pending',
    };
    orders.push(order);
    sendJson(res, { message: 'Order Created Successfully', type: 'success', code: 200, data: { consignment_id: order.consignment_id, merchant_order_id: order.merchant_order_id, order_status: order.order_status, delivery_fee: order.delivery_fee } });
  }

  function api(req: IncomingMessage, path: string, body: Record<string, unknown>, res: ServerResponse) {
    const authorization = String(req.headers.authorization ?? '');
    if (!accessTokens.has(authorization.replace(/^Bearer /, ''))) return sendJson(res, { message: 'Unauthenticated.', type: 'error', code: 401 }, 401);
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/city-list') return listed(res, 'City successfully fetched.', CITIES);
    if (req.method === 'GET' && (match = /^\/cities\/(\d+)\/zone-list$/.exec(path))) return listed(res, 'Zone list fetched.', ZONES[Number(match[1])] ?? []);
    if (req.method === 'GET' && (match = /^\/zones\/(\d+)\/area-list$/.exec(path))) return listed(res, 'Area list fetched.', AREAS[Number(match[1])] ?? []);
    if (req.method === 'GET' && path === '/stores') {
      return sendJson(res, {
        message: 'Store list fetched.',
        type: 'success',
        code: 200,
        data: { data: [{ store_id: storeId, store_name: 'Bazar Dhanmondi', store_address: 'House 1, Road 2, Dhanmondi', is_active: 1, city_id: 1, zone_id: 52, hub_id: 7, is_default_store: true, is_default_return_store: true }], total: 1, current_page: 1, per_page: 1000 },
      });
    }
    if (req.method === 'POST' && path === '/merchant/price-plan') {
      if (Number(body.store_id) !== storeId || !(ZONES[Number(body.recipient_city)] ?? []).some((z) => z.zone_id === Number(body.recipient_zone))) return refused(res, { recipient_zone: ['The selected recipient zone is invalid.'] });
      return sendJson(res, { message: 'price', type: 'success', code: 200, data: priceOf(Number(body.recipient_city), Number(body.item_weight)) });
    }
    if (req.method === 'POST' && path === '/orders') return create(body, res);
    if (req.method === 'GET' && (match = /^\/orders\/([^/]+)\/info$/.exec(path))) {
      const order = orders.find((o) => o.consignment_id === decodeURIComponent(match?.[1] ?? ''));
      if (!order) return sendJson(res, { message: 'Order not found', type: 'error', code: 404 }, 404);
      return sendJson(res, { message: 'Order info', type: 'success', code: 200, data: { consignment_id: order.consignment_id, merchant_order_id: order.merchant_order_id, order_status: order.order_status, order_status_slug: order.order_status_slug, updated_at: courierTime(), invoice_id: null } });
    }
    sendJson(res, { message: 'no Route matched with those values' }, 404);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const path = url.pathname.replace(/^\/aladdin\/api\/v1/, '');
      if (path !== '/issue-token') calls[path] = (calls[path] ?? 0) + 1;
      if (stalled) return; // Taken, never answered.
      if (!url.pathname.startsWith('/aladdin/api/v1/')) return sendJson(res, { message: 'no Route matched with those values' }, 404);
      if (req.method === 'POST' && path === '/issue-token') return issue(res, body);
      api(req, path, body, res);
    })();
  });
  const listening = await listenOnLoopback(server, options.port);

  /** Pathao's words for where an order stands after an event. */
  const STATUS_OF: Record<string, string> = {
    'order.picked': 'Picked',
    'order.in-transit': 'In_Transit',
    'order.assigned-for-delivery': 'Assigned_for_Delivery',
    'order.delivered': 'Delivered',
    'order.partial-delivery': 'Partial_Delivery',
    'order.returned': 'Return',
    'order.delivery-failed': 'Delivery_Failed',
    'order.on-hold': 'On_Hold',
  };

  return {
    url: listening.url,
    port: listening.port,
    credentials,
    storeId,
    webhookSecret,
    orders,
    tokenLifetime(seconds) {
      lifetime = seconds;
    },
    expireTokens() {
      accessTokens.clear();
    },
    refuseNextBooking(reason) {
      nextRefusal = reason;
    },
    stall(value) {
      stalled = value;
    },
    async integrateWebhook(to) {
      const answer = await postWebhook(to, { event: 'webhook_integration' }, { 'x-pathao-signature': webhookSecret });
      return answer.status === 202 && answer.headers.get(PATHAO_INTEGRATION_HEADER) === PATHAO_INTEGRATION_SECRET;
    },
    async sendWebhook(to, event, webhookOptions = {}) {
      const order = orders.find((o) => o.consignment_id === event.consignmentId);
      if (!order) throw new Error(`no order ${event.consignmentId}`);
      const slug = STATUS_OF[event.event];
      if (slug) {
        order.order_status_slug = slug;
        order.order_status = slug.replaceAll('_', ' ');
      }
      const now = new Date();
      const body: Record<string, unknown> = {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        updated_at: courierTime(now),
        timestamp: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        store_id: order.store_id,
        event: event.event,
        delivery_fee: order.delivery_fee,
      };
      if (event.event === 'order.delivered' || event.event === 'order.partial-delivery') body.collected_amount = event.collectedAmount ?? order.amount_to_collect;
      if (event.reason) body.reason = event.reason;
      const signature = webhookOptions.signature === undefined ? webhookSecret : webhookOptions.signature;
      return postWebhook(to, body, signature === null ? {} : { 'x-pathao-signature': signature });
    },
    calls,
    close: () => listening.stop(),
  };
}
