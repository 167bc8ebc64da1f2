// A stand-in for RedX in the test process: a real HTTP server on 127.0.0.1 speaking its OpenAPI (areas, pickup
// stores, create parcel, parcel info, tracking, charge calculator) with the header API-ACCESS-TOKEN: Bearer <token>,
// its failure modes switched by plain methods, and its status webhook sent to the shop (docs/decisions/073). RedX
// documents no signature on its webhook: the shop's address carries a secret of its own.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback';
import { courierTime, postWebhook, readBody, sendJson, text, type WebhookDelivery } from './courier-http';

export interface RedxParcelRecord {
  tracking_id: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  delivery_area: string;
  delivery_area_id: number;
  merchant_invoice_id: string;
  cash_collection_amount: string;
  parcel_weight: number;
  instruction: string;
  value: string;
  pickup_store_id: number | null;
  charge: number;
  status: string;
  tracking: { message_en: string; message_bn: string; time: string }[];
}

export type RedxRefusal = 'bad-phone' | 'area-not-served' | 'duplicate-invoice';

export interface RedxStandIn {
  url: string;
  port: number;
  token: string;
  parcels: RedxParcelRecord[];
  refuseNextBooking(reason: RedxRefusal): void;
  /** true: every call is taken and never answered. */
  stall(stalled: boolean): void;
  /**
   * Sends RedX's webhook for a parcel to `to` (ready-for-delivery, delivery-in-progress, delivered, agent-hold,
   * agent-returning, returned, agent-area-change), moving the parcel to that status.
   */
  sendWebhook(to: string, event: { trackingId: string; status: string; messageEn?: string; messageBn?: string }): Promise<WebhookDelivery>;
  calls: Record<string, number>;
  close(): Promise<void>;
}

const AREAS = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 1 },
  { id: 2, name: 'Dhanmondi', post_code: 1209, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 1 },
  { id: 3, name: 'Savar', post_code: 1340, division_name: 'Dhaka', district_name: 'Dhaka', zone_id: 2 },
  { id: 40, name: 'Agrabad', post_code: 4100, division_name: 'Chattogram', district_name: 'Chattogram', zone_id: 5 },
  // Listed, not served: a parcel there is refused.
  { id: 99, name: 'Sandwip', post_code: 4300, division_name: 'Chattogram', district_name: 'Chattogram', zone_id: 9 },
];
const UNSERVED = new Set([99]);
const STORES = [{ id: 7001, name: 'Bazar Mohammadpur', address: 'House 4, Road 3, Mohammadpur', area_id: 1, area_name: 'Mohammadpur(Dhaka)', phone: '01711000000', created_at: '2026-01-10T08:00:00.000Z' }];

const REFUSALS: Record<RedxRefusal, string> = {
  'bad-phone': 'Invalid customer phone number',
  'area-not-served': 'Delivery area is not serviceable',
  'duplicate-invoice': 'Parcel with this merchant invoice id already exists',
};

/** RedX's charge: 60 taka in Dhaka (zone 1), 100 elsewhere, 15 more per kg over one; 1% of the cash collected. */
function chargeOf(areaId: number, grams: number, collect: number) {
  const area = AREAS.find((a) => a.id === areaId);
  const deliveryCharge = (area?.zone_id === 1 ? 60 : 100) + Math.max(0, Math.ceil(grams / 1000 - 1)) * 15;
  return { deliveryCharge, codCharge: Math.round(collect) / 100 };
}

export async function startRedxStandIn(options: { port?: number } = {}): Promise<RedxStandIn> {
  const token = `redx.${randomBytes(24).toString('base64url')}`;
  const parcels: RedxParcelRecord[] = [];
  const calls: Record<string, number> = {};
  let nextRefusal: RedxRefusal | null = null;
  let stalled = false;

  function create(body: Record<string, unknown>, res: ServerResponse) {
    if (nextRefusal) {
      const message = REFUSALS[nextRefusal];
      nextRefusal = null;
      return sendJson(res, { message }, 400);
    }
    const errors: Record<string, string[]> = {};
    for (const field of ['customer_name', 'customer_phone', 'delivery_area', 'delivery_area_id', 'customer_address', 'merchant_invoice_id', 'cash_collection_amount', 'parcel_weight', 'value']) {
      if (body[field] === undefined || body[field] === '') errors[field] = [`${field} is required`];
    }
    if (body.customer_phone !== undefined && !/^01\d{9}$/.test(text(body, 'customer_phone'))) errors.customer_phone = ['Invalid customer phone number'];
    const areaId = Number(body.delivery_area_id);
    if (!AREAS.some((a) => a.id === areaId)) errors.delivery_area_id = ['Invalid delivery area'];
    else if (UNSERVED.has(areaId)) errors.delivery_area_id = ['Delivery area is not serviceable'];
    if (!/^\d+(\.\d{1,2})?$/.test(text(body, 'cash_collection_amount'))) errors.cash_collection_amount = ['cash_collection_amount must be a number'];
    if (parcels.some((p) => p.merchant_invoice_id === text(body, 'merchant_invoice_id'))) errors.merchant_invoice_id = ['Parcel with this merchant invoice id already exists'];
    if (Object.keys(errors).length) return sendJson(res, { message: Object.values(errors).flat()[0], validation_errors: errors }, 400);
    const tracking_id = `${courierTime().slice(2, 10).replaceAll('-', '')}A${randomBytes(3).toString('hex').toUpperCase()}`;
    const grams = Number(body.parcel_weight);
    parcels.push({
      tracking_id,
      customer_name: text(body, 'customer_name'),
      customer_phone: text(body, 'customer_phone'),
      customer_address: text(body, 'customer_address'),
      delivery_area: text(body, 'delivery_area'),
      delivery_area_id: areaId,
      merchant_invoice_id: text(body, 'merchant_invoice_id'),
      cash_collection_amount: text(body, 'cash_collection_amount'),
      parcel_weight: grams,
      instruction: text(body, 'instruction'),
      value: text(body, 'value'),
      pickup_store_id: body.pickup_store_id === undefined ? null : Number(body.pickup_store_id),
      charge: chargeOf(areaId, grams, Number(body.cash_collection_amount)).deliveryCharge,
      status: 'pickup-pending',
      tracking: [{ message_en: 'Package is created successfully', message_bn: 'পার্সেল সফলভাবে তৈরি হয়েছে', time: new Date().toISOString() }],
    });
    sendJson(res, { tracking_id });
  }

  function api(req: IncomingMessage, url: URL, path: string, body: Record<string, unknown>, res: ServerResponse) {
    if (String(req.headers['api-access-token'] ?? '') !== `Bearer ${token}`) return sendJson(res, { message: 'Unauthorized' }, 401);
    let match: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/areas') {
      const postCode = url.searchParams.get('post_code');
      const district = url.searchParams.get('district_name');
      const areas = AREAS.filter((a) => (postCode === null || String(a.post_code) === postCode) && (district === null || a.district_name.toLowerCase() === district.toLowerCase()));
      return sendJson(res, { areas: areas.map(({ district_name: _district, ...area }) => area) });
    }
    if (req.method === 'GET' && path === '/pickup/stores') return sendJson(res, { pickup_stores: STORES });
    if (req.method === 'POST' && path === '/parcel') return create(body, res);
    if (req.method === 'GET' && (match = /^\/parcel\/(info|track)\/([^/]+)$/.exec(path))) {
      const parcel = parcels.find((p) => p.tracking_id === decodeURIComponent(match?.[2] ?? ''));
      if (!parcel) return sendJson(res, { message: 'Parcel not found' }, 404);
      if (match[1] === 'track') return sendJson(res, { tracking: parcel.tracking });
      const { tracking: _tracking, ...info } = parcel;
      return sendJson(res, { parcel: { ...info, created_at: parcel.tracking[0]?.time } });
    }
    if (req.method === 'GET' && path === '/charge/charge_calculator') {
      const areaId = Number(url.searchParams.get('delivery_area_id'));
      if (!AREAS.some((a) => a.id === areaId) || !AREAS.some((a) => a.id === Number(url.searchParams.get('pickup_area_id')))) return sendJson(res, { message: 'Invalid area' }, 400);
      return sendJson(res, chargeOf(areaId, Number(url.searchParams.get('weight')), Number(url.searchParams.get('cash_collection_amount'))));
    }
    sendJson(res, { message: 'Not Found' }, 404);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const path = url.pathname.replace(/^\/v1\.0\.0-beta/, '');
      calls[path] = (calls[path] ?? 0) + 1;
      if (stalled) return; // Taken, never answered.
      api(req, url, path, body, res);
    })();
  });
  const listening = await listenOnLoopback(server, options.port);

  return {
    url: `${listening.url}/v1.0.0-beta`,
    port: listening.port,
    token,
    parcels,
    refuseNextBooking(reason) {
      nextRefusal = reason;
    },
    stall(value) {
      stalled = value;
    },
    async sendWebhook(to, event) {
      const parcel = parcels.find((p) => p.tracking_id === event.trackingId);
      if (!parcel) throw new Error(`no parcel ${event.trackingId}`);
      const messageEn = event.messageEn ?? `Parcel is ${event.status.replaceAll('-', ' ')}`;
      const messageBn = event.messageBn ?? 'পার্সেলের অবস্থা বদলেছে';
      parcel.status = event.status;
      parcel.tracking.push({ message_en: messageEn, message_bn: messageBn, time: new Date().toISOString() });
      return postWebhook(to, { tracking_number: parcel.tracking_id, timestamp: new Date().toISOString(), status: event.status, message_en: messageEn, message_bn: messageBn, invoice_number: parcel.merchant_invoice_id });
    },
    calls,
    close: () => listening.stop(),
  };
}
