import { z } from 'zod';
import { createOutsideCaller, OutsideServiceError, type OutsideCaller } from '../../../lib/outside-http';
import { courierAmountToPoisha, courierAnswer, CourierRefusal, poishaToTakaNumber, recipientPhone, refusalOf, shaped, type CourierCallOptions } from './common';

/**
 * Steadfast Courier's merchant API (docs/decisions/073), under STEADFAST_API_URL (https://portal.packzy.com/api/v1),
 * every call with the headers Api-Key and Secret-Key:
 * - POST /create_order ({ invoice, recipient_name, recipient_phone, recipient_address, cod_amount, note,
 *   item_description, delivery_type 0 home / 1 hub }) -> { status: 200, message, consignment: { consignment_id,
 *   invoice, tracking_code, cod_amount, status } };
 * - POST /create_order/bulk-order ({ data: [the same, up to 500] }) -> one { invoice, consignment_id, tracking_code,
 *   status: 'success' | 'error', error? } per order;
 * - GET /status_by_cid/{id}, /status_by_invoice/{invoice}, /status_by_trackingcode/{code} -> { status: 200,
 *   delivery_status };
 * - GET /get_balance -> { status: 200, current_balance }.
 * A refusal is a 4xx, or a body whose status is not 200, with `errors: { field: [words] }` or a `message`.
 */

export interface SteadfastOptions extends CourierCallOptions {
  apiKey: string;
  secretKey: string;
}

/** One parcel to book. `invoice` is the shop's order number: Steadfast takes each only once. */
export interface SteadfastParcel {
  invoice: string;
  recipientName: string;
  /** Any way a Bangladeshi mobile is written; sent as 01XXXXXXXXX. */
  recipientPhone: string;
  recipientAddress: string;
  /** The cash to collect at the door, 0 for a paid order. */
  codPoisha: number;
  note?: string;
  itemDescription?: string;
  /** Home delivery (the default) or collection at a Steadfast hub. */
  delivery?: 'home' | 'hub';
}

export interface SteadfastBooking {
  consignmentId: string;
  trackingCode: string;
  invoice: string;
  /** Steadfast's own status word, e.g. in_review. */
  status: string;
  codPoisha: number | null;
}

export type SteadfastBulkResult = { invoice: string; booked: SteadfastBooking; refused?: undefined } | { invoice: string; booked?: undefined; refused: CourierRefusal };

/** Where a status query looks a parcel up. */
export type SteadfastLookup = { consignmentId: string } | { invoice: string } | { trackingCode: string };

export interface SteadfastClient {
  state: OutsideCaller['state'];
  createOrder(parcel: SteadfastParcel): Promise<SteadfastBooking>;
  /** Many parcels at once: each is booked or refused on its own, in the order given. */
  bulkCreate(parcels: SteadfastParcel[]): Promise<SteadfastBulkResult[]>;
  /** Steadfast's delivery_status word: pending, in_review, hold, delivered, partial_delivered, cancelled, … */
  status(lookup: SteadfastLookup): Promise<string>;
  /** What Steadfast holds for the shop, in poisha. */
  balance(): Promise<number>;
}

const REFUSAL = z.object({ status: z.coerce.number().optional(), message: z.string().optional(), errors: z.unknown().optional() });
const ID = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

const CONSIGNMENT = z.object({ consignment_id: ID, invoice: z.string(), tracking_code: z.string().min(1), cod_amount: z.unknown().optional(), status: z.string().default('in_review') });
const CREATED = z.object({ status: z.literal(200).or(z.literal('200')), message: z.string().optional(), consignment: CONSIGNMENT });
const BULK_ITEM = z.object({ invoice: z.string(), consignment_id: ID.nullish(), tracking_code: z.string().nullish(), cod_amount: z.unknown().optional(), status: z.string(), error: z.string().nullish(), message: z.string().nullish() });
const BULK = z.union([z.array(BULK_ITEM), z.object({ data: z.array(BULK_ITEM) }).transform((answer) => answer.data)]);
const STATUS = z.object({ status: z.coerce.number(), delivery_status: z.string().min(1) });
const BALANCE = z.object({ status: z.coerce.number(), current_balance: z.unknown() });

function orderBody(parcel: SteadfastParcel) {
  return {
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName.slice(0, 100),
    recipient_phone: recipientPhone('Steadfast', parcel.recipientPhone),
    recipient_address: parcel.recipientAddress.slice(0, 250),
    cod_amount: poishaToTakaNumber(parcel.codPoisha),
    note: parcel.note ?? '',
    item_description: parcel.itemDescription ?? '',
    delivery_type: parcel.delivery === 'hub' ? 1 : 0,
  };
}

function bookingOf(consignment: z.infer<typeof CONSIGNMENT>): SteadfastBooking {
  return { consignmentId: consignment.consignment_id, trackingCode: consignment.tracking_code, invoice: consignment.invoice, status: consignment.status, codPoisha: courierAmountToPoisha(consignment.cod_amount) };
}

export function createSteadfastClient(options: SteadfastOptions): SteadfastClient {
  const caller = createOutsideCaller({ name: 'Steadfast', url: options.url, timeouts: options.timeouts, retryDelayMs: options.retryDelayMs, breakerNow: options.breakerNow });
  const headers = { 'api-key': options.apiKey, 'secret-key': options.secretKey };

  /** A 2xx answer whose status says 200, read by `schema`; a refusal in Steadfast's words otherwise. */
  async function call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: S, json?: unknown): Promise<z.infer<S>> {
    const { status, body } = await courierAnswer(caller, 'Steadfast', { method, path, headers, json, safeToRepeat: method === 'GET' });
    const said = REFUSAL.safeParse(body);
    const bodyStatus = said.success ? said.data.status : undefined;
    if (status >= 400 || (bodyStatus !== undefined && bodyStatus !== 200)) {
      throw refusalOf('Steadfast', said.success ? said.data.message : undefined, said.success ? said.data.errors : undefined);
    }
    return shaped('Steadfast', path, status, body, schema);
  }

  return {
    state: caller.state,

    async createOrder(parcel) {
      const answer = await call('POST', '/create_order', CREATED, orderBody(parcel));
      return bookingOf(answer.consignment);
    },

    async bulkCreate(parcels) {
      // A parcel refused here (its phone) never reaches Steadfast; the others go in one call, tried once.
      const results: (SteadfastBulkResult | null)[] = [];
      const sent: ReturnType<typeof orderBody>[] = [];
      for (const parcel of parcels) {
        try {
          sent.push(orderBody(parcel));
          results.push(null);
        } catch (error) {
          if (!(error instanceof CourierRefusal)) throw error;
          results.push({ invoice: parcel.invoice, refused: error });
        }
      }
      const answered = sent.length ? await call('POST', '/create_order/bulk-order', BULK, { data: sent }) : [];
      const byInvoice = new Map(answered.map((item) => [item.invoice, item]));
      return results.map((result, index) => {
        if (result) return result;
        const invoice = parcels[index]?.invoice ?? '';
        const item = byInvoice.get(invoice);
        if (item?.status === 'success' && item.consignment_id && item.tracking_code) {
          return { invoice, booked: { consignmentId: item.consignment_id, trackingCode: item.tracking_code, invoice, status: 'in_review', codPoisha: courierAmountToPoisha(item.cod_amount) } };
        }
        return { invoice, refused: refusalOf('Steadfast', item?.error ?? item?.message ?? 'not in the answer', undefined) };
      });
    },

    async status(lookup) {
      const path =
        'consignmentId' in lookup
          ? `/status_by_cid/${encodeURIComponent(lookup.consignmentId)}`
          : 'invoice' in lookup
            ? `/status_by_invoice/${encodeURIComponent(lookup.invoice)}`
            : `/status_by_trackingcode/${encodeURIComponent(lookup.trackingCode)}`;
      return (await call('GET', path, STATUS)).delivery_status;
    },

    async balance() {
      const answer = await call('GET', '/get_balance', BALANCE);
      const poisha = courierAmountToPoisha(answer.current_balance);
      if (poisha === null) throw new OutsideServiceError('Steadfast', 'answered a balance that is not a clean amount (/get_balance)', 'answer', 200);
      return poisha;
    },
  };
}
