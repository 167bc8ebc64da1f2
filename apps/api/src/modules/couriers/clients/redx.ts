import { takaDecimal } from '@shop/shared';
import { z } from 'zod';
import { createOutsideCaller, OutsideServiceError, type OutsideCaller, type OutsideRequest } from '../../../lib/outside-http';
import { courierAmountToPoisha, courierAnswer, recipientPhone, refusalOf, shaped, type CourierCallOptions } from './common';

/**
 * RedX's OpenAPI (docs/decisions/073), under REDX_API_URL (https://openapi.redx.com.bd/v1.0.0-beta), every call with
 * the header API-ACCESS-TOKEN: Bearer <token>:
 * - GET /areas (all, ?post_code= or ?district_name=) -> { areas: [{ id, name, post_code, division_name, zone_id }] };
 * - GET /pickup/stores -> { pickup_stores: [{ id, name, address, area_id, area_name, phone }] };
 * - POST /parcel ({ customer_name, customer_phone, delivery_area, delivery_area_id, customer_address,
 *   merchant_invoice_id, cash_collection_amount "1290", parcel_weight (g), instruction, value, pickup_store_id? })
 *   -> { tracking_id };
 * - GET /parcel/info/{tracking_id} -> { parcel: { tracking_id, status, charge, cash_collection_amount, … } };
 * - GET /parcel/track/{tracking_id} -> { tracking: [{ message_en, message_bn, time }] };
 * - GET /charge/charge_calculator?delivery_area_id&pickup_area_id&cash_collection_amount&weight
 *   -> { deliveryCharge, codCharge }.
 * A refusal is a 4xx with a `message` (and `validation_errors` or `errors` per field).
 */

export interface RedxOptions extends CourierCallOptions {
  token: string;
}

export interface RedxArea {
  areaId: number;
  name: string;
  postCode: number | null;
  division: string | null;
  zoneId: number | null;
}

export interface RedxStore {
  storeId: number;
  name: string;
  address: string;
  areaId: number | null;
  areaName: string | null;
  phone: string | null;
}

export interface RedxParcel {
  /** The shop's order number. */
  invoice: string;
  customerName: string;
  customerPhone: string;
  customerAddress: string;
  areaId: number;
  areaName: string;
  collectPoisha: number;
  /** The parcel's worth, for RedX's cover. */
  valuePoisha: number;
  weightGrams: number;
  instruction?: string;
  pickupStoreId?: number;
}

export interface RedxParcelInfo {
  trackingId: string;
  /** RedX's status word, e.g. pickup-pending, delivered. */
  status: string;
  invoice: string | null;
  chargePoisha: number | null;
  collectPoisha: number | null;
}

export interface RedxTrackingEvent {
  en: string;
  bn: string | null;
  at: string;
}

export interface RedxCharge {
  deliveryPoisha: number;
  codPoisha: number;
}

export interface RedxClient {
  state: OutsideCaller['state'];
  areas(filter?: { postCode: string } | { district: string }): Promise<RedxArea[]>;
  pickupStores(): Promise<RedxStore[]>;
  createParcel(parcel: RedxParcel): Promise<{ trackingId: string }>;
  parcelInfo(trackingId: string): Promise<RedxParcelInfo>;
  track(trackingId: string): Promise<RedxTrackingEvent[]>;
  charge(request: { deliveryAreaId: number; pickupAreaId: number; collectPoisha: number; weightGrams: number }): Promise<RedxCharge>;
}

const INT = z.coerce.number().int();
const REFUSAL = z.object({ message: z.string().optional(), validation_errors: z.unknown().optional(), errors: z.unknown().optional() });
const AREAS = z.object({ areas: z.array(z.object({ id: INT, name: z.string(), post_code: INT.nullish(), division_name: z.string().nullish(), zone_id: INT.nullish() })) });
const STORES = z.object({ pickup_stores: z.array(z.object({ id: INT, name: z.string(), address: z.string().default(''), area_id: INT.nullish(), area_name: z.string().nullish(), phone: z.string().nullish() })) });
const CREATED = z.object({ tracking_id: z.string().min(1) });
const INFO = z.object({ parcel: z.object({ tracking_id: z.string().min(1), status: z.string(), merchant_invoice_id: z.string().nullish(), charge: z.unknown().optional(), cash_collection_amount: z.unknown().optional() }) });
const TRACK = z.object({ tracking: z.array(z.object({ message_en: z.string(), message_bn: z.string().nullish(), time: z.string() })) });
const CHARGE = z.object({ deliveryCharge: z.unknown(), codCharge: z.unknown() });

/** RedX writes taka as a string of whole taka or with decimals: "1290", "1290.50". */
const redxTaka = (poisha: number) => takaDecimal(poisha).replace(/\.00$/, '');

export function createRedxClient(options: RedxOptions): RedxClient {
  const caller = createOutsideCaller({ name: 'RedX', url: options.url, timeouts: options.timeouts, retryDelayMs: options.retryDelayMs, breakerNow: options.breakerNow });
  const headers = { 'api-access-token': `Bearer ${options.token}` };

  async function call<S extends z.ZodType>(request: Omit<OutsideRequest, 'headers'>, schema: S): Promise<z.infer<S>> {
    const { status, body } = await courierAnswer(caller, 'RedX', { ...request, headers });
    if (status >= 400) {
      const said = REFUSAL.safeParse(body);
      throw refusalOf('RedX', said.success ? said.data.message : undefined, said.success ? (said.data.validation_errors ?? said.data.errors) : undefined);
    }
    return shaped('RedX', request.path, status, body, schema);
  }

  const amount = (path: string, value: unknown) => {
    const poisha = courierAmountToPoisha(value);
    if (poisha === null) throw new OutsideServiceError('RedX', `answered an amount that is not a clean amount (${path})`, 'answer', 200);
    return poisha;
  };

  return {
    state: caller.state,

    async areas(filter) {
      const query: Record<string, string> | undefined = !filter ? undefined : 'postCode' in filter ? { post_code: filter.postCode } : { district_name: filter.district };
      const answer = await call({ method: 'GET', path: '/areas', query, safeToRepeat: true }, AREAS);
      return answer.areas.map((a) => ({ areaId: a.id, name: a.name, postCode: a.post_code ?? null, division: a.division_name ?? null, zoneId: a.zone_id ?? null }));
    },

    async pickupStores() {
      const answer = await call({ method: 'GET', path: '/pickup/stores', safeToRepeat: true }, STORES);
      return answer.pickup_stores.map((s) => ({ storeId: s.id, name: s.name, address: s.address, areaId: s.area_id ?? null, areaName: s.area_name ?? null, phone: s.phone ?? null }));
    },

    async createParcel(parcel) {
      const phone = recipientPhone('RedX', parcel.customerPhone);
      const answer = await call(
        {
          method: 'POST',
          path: '/parcel',
          json: {
            customer_name: parcel.customerName.slice(0, 100),
            customer_phone: phone,
            delivery_area: parcel.areaName,
            delivery_area_id: parcel.areaId,
            customer_address: parcel.customerAddress.slice(0, 250),
            merchant_invoice_id: parcel.invoice,
            cash_collection_amount: redxTaka(parcel.collectPoisha),
            parcel_weight: Math.max(1, Math.round(parcel.weightGrams)),
            instruction: parcel.instruction ?? '',
            value: redxTaka(parcel.valuePoisha),
            ...(parcel.pickupStoreId === undefined ? {} : { pickup_store_id: parcel.pickupStoreId }),
          },
        },
        CREATED,
      );
      return { trackingId: answer.tracking_id };
    },

    async parcelInfo(trackingId) {
      const answer = await call({ method: 'GET', path: `/parcel/info/${encodeURIComponent(trackingId)}`, safeToRepeat: true }, INFO);
      const p = answer.parcel;
      return { trackingId: p.tracking_id, status: p.status, invoice: p.merchant_invoice_id ?? null, chargePoisha: courierAmountToPoisha(p.charge), collectPoisha: courierAmountToPoisha(p.cash_collection_amount) };
    },

    async track(trackingId) {
      const answer = await call({ method: 'GET', path: `/parcel/track/${encodeURIComponent(trackingId)}`, safeToRepeat: true }, TRACK);
      return answer.tracking.map((t) => ({ en: t.message_en, bn: t.message_bn ?? null, at: t.time }));
    },

    async charge(request) {
      const path = '/charge/charge_calculator';
      const answer = await call(
        {
          method: 'GET',
          path,
          query: { delivery_area_id: String(request.deliveryAreaId), pickup_area_id: String(request.pickupAreaId), cash_collection_amount: redxTaka(request.collectPoisha), weight: String(Math.max(1, Math.round(request.weightGrams))) },
          safeToRepeat: true,
        },
        CHARGE,
      );
      return { deliveryPoisha: amount(path, answer.deliveryCharge), codPoisha: amount(path, answer.codCharge) };
    },
  };
}
