// A stand-in for Steadfast Courier in the test process: a real HTTP server on 127.0.0.1 speaking its merchant API
// (create order, bulk create, status by consignment id, invoice or tracking code, balance) with the headers Api-Key
// and Secret-Key, its failure modes switched by plain methods, and its status webhook sent to the shop
// (docs/decisions/073).
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../loopback';
import { courierTime, postWebhook, readBody, sendJson, text, type WebhookDelivery } from './courier-http';

export interface SteadfastConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string;
  item_description: string;
  delivery_type: number;
  status: string;
}

export type SteadfastRefusal = 'bad-phone' | 'area-not-served' | 'duplicate-invoice';

/** Steadfast's words for a delivery_status webhook's status. */
export type SteadfastWebhookStatus = 'Pending' | 'Delivered' | 'Partial Delivered' | 'Cancelled' | 'Hold' | 'Unknown';

export interface SteadfastStandIn {
  url: string;
  port: number;
  credentials: { apiKey: string; secretKey: string };
  /** The Bearer token the shop gave Steadfast's panel for its webhook; every webhook carries it. */
  webhookToken: string;
  /** Every consignment booked, in order. */
  consignments: SteadfastConsignment[];
  /** The next booking (or the next parcel of a bulk booking) is refused for this reason. */
  refuseNextBooking(reason: SteadfastRefusal): void;
  /** true: every call is taken and never answered. */
  stall(stalled: boolean): void;
  /** The next booking (single or bulk) is made but its answer never sent: a timeout while booking. */
  loseNextAnswer(): void;
  /** Moves a consignment to a delivery_status (delivered, partial_delivered, cancelled, hold, …). */
  setStatus(consignmentId: number | string, status: string): void;
  setBalance(taka: number): void;
  /**
   * Sends Steadfast's webhook for a consignment to `to`: a delivery_status update (with the amount collected and the
   * charge) or a tracking_update, with `Authorization: Bearer <webhookToken>` unless another token is given.
   */
  sendWebhook(
    to: string,
    event: { consignmentId: number | string; kind?: 'delivery_status' | 'tracking_update'; status?: SteadfastWebhookStatus; codAmount?: number; deliveryCharge?: number; message?: string },
    options?: { token?: string | null },
  ): Promise<WebhookDelivery>;
  calls: Record<string, number>;
  close(): Promise<void>;
}

const REFUSALS: Record<SteadfastRefusal, Record<string, unknown>> = {
  'bad-phone': { status: 400, errors: { recipient_phone: ['The recipient phone must be 11 digits.'] } },
  'area-not-served': { status: 400, message: 'Delivery is not available in this area.' },
  'duplicate-invoice': { status: 400, errors: { invoice: ['The invoice has already been taken.'] } },
};

export async function startSteadfastStandIn(options: { port?: number; webhookToken?: string } = {}): Promise<SteadfastStandIn> {
  const credentials = { apiKey: 'bazar-steadfast-api-key', secretKey: 'bazar-steadfast-secret-key' };
  // The browser tests give the token the shop is configured with; the API tests let it be made.
  const webhookToken = options.webhookToken ?? `sf-hook-${randomBytes(12).toString('hex')}`;
  const consignments: SteadfastConsignment[] = [];
  const calls: Record<string, number> = {};
  let nextRefusal: SteadfastRefusal | null = null;
  let stalled = false;
  let loseNext = false;
  let balance = 0;
  let nextId = 150_000_000;

  /** One order checked and booked, or Steadfast's refusal of it. */
  function book(body: Record<string, unknown>): { consignment: SteadfastConsignment } | { refusal: Record<string, unknown> } {
    if (nextRefusal) {
      const refusal = REFUSALS[nextRefusal];
      nextRefusal = null;
      return { refusal };
    }
    const errors: Record<string, string[]> = {};
    for (const field of ['invoice', 'recipient_name', 'recipient_phone', 'recipient_address']) if (!text(body, field)) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
    if (text(body, 'recipient_phone') && !/^01\d{9}$/.test(text(body, 'recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    if (typeof body.cod_amount !== 'number' || body.cod_amount < 0) errors.cod_amount = ['The cod amount must be a number and at least 0.'];
    if (consignments.some((c) => c.invoice === text(body, 'invoice'))) errors.invoice = ['The invoice has already been taken.'];
    if (Object.keys(errors).length) return { refusal: { status: 400, errors } };
    nextId += 1;
    const consignment: SteadfastConsignment = {
      consignment_id: nextId,
      invoice: text(body, 'invoice'),
      tracking_code: `SFR${randomBytes(5).toString('hex').toUpperCase()}`,
      recipient_name: text(body, 'recipient_name'),
      recipient_phone: text(body, 'recipient_phone'),
      recipient_address: text(body, 'recipient_address'),
      cod_amount: body.cod_amount as number,
      note: text(body, 'note'),
      item_description: text(body, 'item_description'),
      delivery_type: Number(body.delivery_type ?? 0),
      status: 'in_review',
    };
    consignments.push(consignment);
    return { consignment };
  }

  function answer(path: string, method: string, body: Record<string, unknown>, res: ServerResponse) {
    if (method === 'POST' && path === '/create_order') {
      const booked = book(body);
      if ('refusal' in booked) return sendJson(res, booked.refusal);
      const c = booked.consignment;
      return sendJson(res, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: { ...c, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
      });
    }
    if (method === 'POST' && path === '/create_order/bulk-order') {
      const orders = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      if (!orders.length || orders.length > 500) return sendJson(res, { status: 400, message: 'Between 1 and 500 orders at a time.' });
      return sendJson(
        res,
        orders.map((order) => {
          const booked = book(order);
          const base = { invoice: text(order, 'invoice'), recipient_name: text(order, 'recipient_name'), recipient_address: text(order, 'recipient_address'), recipient_phone: text(order, 'recipient_phone'), cod_amount: order.cod_amount, note: text(order, 'note') };
          if ('refusal' in booked) {
            const errors = booked.refusal.errors as Record<string, string[]> | undefined;
            return { ...base, consignment_id: null, tracking_code: null, status: 'error', error: errors ? Object.values(errors).flat().join(' ') : String(booked.refusal.message) };
          }
          return { ...base, consignment_id: booked.consignment.consignment_id, tracking_code: booked.consignment.tracking_code, status: 'success' };
        }),
      );
    }
    if (method === 'GET') {
      const [, kind, key] = /^\/(status_by_cid|status_by_invoice|status_by_trackingcode)\/([^/]+)$/.exec(path) ?? [];
      if (kind && key) {
        const wanted = decodeURIComponent(key);
        const found = consignments.find((c) => (kind === 'status_by_cid' ? String(c.consignment_id) : kind === 'status_by_invoice' ? c.invoice : c.tracking_code) === wanted);
        if (!found) return sendJson(res, { status: 404, message: 'Consignment not found.' }, 404);
        return sendJson(res, { status: 200, delivery_status: found.status });
      }
      if (path === '/get_balance') return sendJson(res, { status: 200, current_balance: balance });
    }
    sendJson(res, { status: 404, message: 'Not Found' }, 404);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = await readBody(req);
      const path = url.pathname.replace(/^\/api\/v1/, '');
      calls[path] = (calls[path] ?? 0) + 1;
      if (stalled) return; // Taken, never answered.
      if (req.headers['api-key'] !== credentials.apiKey || req.headers['secret-key'] !== credentials.secretKey) return sendJson(res, { status: 401, message: 'Unauthorized.' }, 401);
      if (loseNext && req.method === 'POST' && path.startsWith('/create_order')) {
        // Booked here, the answer lost on the way back.
        loseNext = false;
        for (const order of path === '/create_order' ? [body] : ((body.data as Record<string, unknown>[] | undefined) ?? [])) book(order);
        return;
      }
      answer(path, req.method ?? 'GET', body, res);
    })();
  });
  const listening = await listenOnLoopback(server, options.port);

  const consignment = (id: number | string) => {
    const found = consignments.find((c) => String(c.consignment_id) === String(id));
    if (!found) throw new Error(`no consignment ${id}`);
    return found;
  };

  return {
    url: `${listening.url}/api/v1`,
    port: listening.port,
    credentials,
    webhookToken,
    consignments,
    refuseNextBooking(reason) {
      nextRefusal = reason;
    },
    stall(value) {
      stalled = value;
    },
    loseNextAnswer() {
      loseNext = true;
    },
    setStatus(id, status) {
      consignment(id).status = status;
    },
    setBalance(taka) {
      balance = taka;
    },
    async sendWebhook(to, event, webhookOptions = {}) {
      const c = consignment(event.consignmentId);
      const token = webhookOptions.token === undefined ? webhookToken : webhookOptions.token;
      const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      const updatedAt = courierTime();
      // Steadfast tells the shop of a move it has made: the status queries say the same from now on.
      if (event.kind !== 'tracking_update') c.status = (event.status ?? 'Delivered').toLowerCase().replace(' ', '_');
      const body =
        event.kind === 'tracking_update'
          ? { notification_type: 'tracking_update', consignment_id: c.consignment_id, invoice: c.invoice, tracking_message: event.message ?? 'Parcel is in transit.', updated_at: updatedAt }
          : {
              notification_type: 'delivery_status',
              consignment_id: c.consignment_id,
              invoice: c.invoice,
              cod_amount: event.codAmount ?? (event.status === 'Delivered' ? c.cod_amount : 0),
              status: event.status ?? 'Delivered',
              delivery_charge: event.deliveryCharge ?? 60,
              tracking_message: event.message ?? `Consignment is ${(event.status ?? 'Delivered').toLowerCase()}.`,
              updated_at: updatedAt,
            };
      return postWebhook(to, body, headers);
    },
    calls,
    close: () => listening.stop(),
  };
}
