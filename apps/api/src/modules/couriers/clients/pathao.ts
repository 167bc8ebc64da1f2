import { z } from 'zod';
import { createOutsideCaller, OutsideServiceError, type OutsideCaller, type OutsideRequest } from '../../../lib/outside-http';
import { courierAmountToPoisha, courierAnswer, poishaToTakaNumber, recipientPhone, refusalOf, shaped, type CourierCallOptions } from './common';

/**
 * Pathao Courier's merchant API (docs/decisions/073), under PATHAO_API_URL (https://api-hermes.pathao.com), all under
 * /aladdin/api/v1:
 * - POST /issue-token ({ client_id, client_secret, grant_type: 'password', username, password }, or grant_type
 *   'refresh_token' with refresh_token) -> { token_type: 'Bearer', expires_in (s), access_token, refresh_token };
 * - with Authorization: Bearer <access_token>: GET /city-list, /cities/{id}/zone-list, /zones/{id}/area-list,
 *   /stores; POST /merchant/price-plan ({ store_id, item_type, delivery_type, item_weight, recipient_city,
 *   recipient_zone }); POST /orders (the parcel) -> { consignment_id, merchant_order_id, order_status, delivery_fee };
 *   GET /orders/{consignment_id}/info.
 * An answer is { message, type: 'success', code: 200, data }; a refusal a 4xx (422 with `errors: { field: [words] }`).
 */

export interface PathaoOptions extends CourierCallOptions {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The token's clock (tests move it past the token's life). */
  now?: () => number;
}

const BASE = '/aladdin/api/v1';

/** A token is renewed a day before Pathao says it ends (its life is days), or halfway through a shorter life. */
export const TOKEN_RENEW_BEFORE_MS = 24 * 60 * 60_000;

export interface PathaoCity {
  cityId: number;
  name: string;
}
export interface PathaoZone {
  zoneId: number;
  name: string;
}
export interface PathaoArea {
  areaId: number;
  name: string;
  homeDelivery: boolean;
  pickup: boolean;
}
export interface PathaoStore {
  storeId: number;
  name: string;
  address: string;
  active: boolean;
  cityId: number;
  zoneId: number;
  isDefault: boolean;
}

/** Pathao's delivery types: normal (48 h) or on demand (12 h); item types: a document or a parcel. */
export type PathaoDelivery = 'normal' | 'on-demand';
export type PathaoItem = 'document' | 'parcel';

export interface PathaoPriceRequest {
  storeId: number;
  cityId: number;
  zoneId: number;
  delivery?: PathaoDelivery;
  item?: PathaoItem;
  weightGrams: number;
}

export interface PathaoPrice {
  /** What Pathao charges for the parcel, discounts taken, in poisha. */
  finalPoisha: number;
  pricePoisha: number | null;
  discountPoisha: number | null;
  codEnabled: boolean;
  /** The cash-on-delivery charge as a fraction of the amount collected (0.01 for 1%), when Pathao gives it. */
  codFraction: number | null;
  planId: number | null;
}

export interface PathaoParcel {
  storeId: number;
  /** The shop's order number. */
  merchantOrderId: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  cityId: number;
  zoneId: number;
  areaId?: number;
  delivery?: PathaoDelivery;
  item?: PathaoItem;
  weightGrams: number;
  quantity: number;
  /** Cash to collect; Pathao collects whole taka, so this is a multiple of 100 poisha. */
  collectPoisha: number;
  instruction?: string;
  description?: string;
}

export interface PathaoBooking {
  consignmentId: string;
  merchantOrderId: string;
  status: string;
  deliveryFeePoisha: number | null;
}

export interface PathaoOrderInfo {
  consignmentId: string;
  merchantOrderId: string | null;
  /** Pathao's own words, e.g. Pending, Delivered; and its slug, e.g. Pickup_Requested. */
  status: string;
  statusSlug: string | null;
  updatedAt: string | null;
}

export interface PathaoClient {
  state: OutsideCaller['state'];
  /** The access token for the next call: kept, renewed before it ends, one grant at a time. */
  token(): Promise<string>;
  cities(): Promise<PathaoCity[]>;
  zones(cityId: number): Promise<PathaoZone[]>;
  areas(zoneId: number): Promise<PathaoArea[]>;
  stores(): Promise<PathaoStore[]>;
  price(request: PathaoPriceRequest): Promise<PathaoPrice>;
  createOrder(parcel: PathaoParcel): Promise<PathaoBooking>;
  orderInfo(consignmentId: string): Promise<PathaoOrderInfo>;
}

const TOKEN = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).optional(), expires_in: z.coerce.number().int().positive() });
const REFUSAL = z.object({ message: z.string().optional(), errors: z.unknown().optional() });
const list = <S extends z.ZodType>(item: S) => z.object({ data: z.object({ data: z.array(item) }) }).transform((answer) => answer.data.data);
const INT = z.coerce.number().int();
const CITIES = list(z.object({ city_id: INT, city_name: z.string() }));
const ZONES = list(z.object({ zone_id: INT, zone_name: z.string() }));
const AREAS = list(z.object({ area_id: INT, area_name: z.string(), home_delivery_available: z.boolean().optional(), pickup_available: z.boolean().optional() }));
const STORES = list(
  z.object({ store_id: INT, store_name: z.string(), store_address: z.string().default(''), is_active: z.union([z.boolean(), z.number()]).optional(), city_id: INT, zone_id: INT, is_default_store: z.boolean().optional() }),
);
const PRICE = z.object({
  data: z.object({ price: z.unknown().optional(), discount: z.unknown().optional(), promo_discount: z.unknown().optional(), plan_id: INT.optional(), cod_enabled: z.union([z.boolean(), z.number()]).optional(), cod_percentage: z.coerce.number().optional(), additional_charge: z.unknown().optional(), final_price: z.unknown() }),
});
const CREATED = z.object({ data: z.object({ consignment_id: z.string().min(1), merchant_order_id: z.string().nullish(), order_status: z.string().default('Pending'), delivery_fee: z.unknown().optional() }) });
const INFO = z.object({ data: z.object({ consignment_id: z.string().min(1), merchant_order_id: z.string().nullish(), order_status: z.string(), order_status_slug: z.string().nullish(), updated_at: z.string().nullish() }) });

const deliveryType = (delivery: PathaoDelivery | undefined) => (delivery === 'on-demand' ? 12 : 48);
const itemType = (item: PathaoItem | undefined) => (item === 'document' ? 1 : 2);
/** Pathao weighs in kg, from 0.5 to 10. */
const kilograms = (grams: number) => Math.min(10, Math.max(0.5, Math.round(grams / 100) / 10));

export function createPathaoClient(options: PathaoOptions): PathaoClient {
  const caller = createOutsideCaller({ name: 'Pathao', url: options.url, timeouts: options.timeouts, retryDelayMs: options.retryDelayMs, breakerNow: options.breakerNow });
  const now = options.now ?? Date.now;
  let kept: { accessToken: string; refreshToken: string | null; renewAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  async function tokenCall(grant: Record<string, string>): Promise<string> {
    const path = `${BASE}/issue-token`;
    const { status, body } = await courierAnswer(caller, 'Pathao', { method: 'POST', path, json: { client_id: options.clientId, client_secret: options.clientSecret, ...grant }, safeToRepeat: true });
    if (status >= 400) {
      const said = REFUSAL.safeParse(body);
      throw new OutsideServiceError('Pathao', `refused the token: ${(said.success && said.data.message) || 'no reason given'} (${path})`, 'answer', status);
    }
    const answer = shaped('Pathao', path, status, body, TOKEN);
    const lifeMs = answer.expires_in * 1000;
    kept = { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null, renewAt: now() + lifeMs - Math.min(TOKEN_RENEW_BEFORE_MS, lifeMs / 2) };
    return answer.access_token;
  }

  async function renew(): Promise<string> {
    const refreshToken = kept?.refreshToken;
    if (refreshToken) {
      try {
        return await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (error) {
        // A refresh token Pathao no longer takes: a new grant. A courier that is away stays away for the grant too.
        if (!(error instanceof OutsideServiceError) || error.stage !== 'answer') throw error;
      }
    }
    return tokenCall({ grant_type: 'password', username: options.username, password: options.password });
  }

  async function token(): Promise<string> {
    if (kept && now() < kept.renewAt) return kept.accessToken;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /**
   * A call with the token, read by `schema` or refused in Pathao's words. A 401 means the token was refused before
   * the call was looked at (it ended early, or was revoked): it is made again once with a new token.
   */
  async function call<S extends z.ZodType>(request: Omit<OutsideRequest, 'headers'>, schema: S): Promise<z.infer<S>> {
    const send = (accessToken: string) => courierAnswer(caller, 'Pathao', { ...request, headers: { authorization: `Bearer ${accessToken}` } });
    let answer: { status: number; body: unknown };
    // A token Pathao refuses to grant is not retried here: only a granted token refused by the call is.
    const accessToken = await token();
    try {
      answer = await send(accessToken);
    } catch (error) {
      if (!(error instanceof OutsideServiceError) || error.status !== 401) throw error;
      if (kept?.accessToken === accessToken) kept = null;
      answer = await send(await token());
    }
    if (answer.status >= 400) {
      const said = REFUSAL.safeParse(answer.body);
      throw refusalOf('Pathao', said.success ? said.data.message : undefined, said.success ? said.data.errors : undefined);
    }
    return shaped('Pathao', request.path, answer.status, answer.body, schema);
  }

  const money = (value: unknown) => courierAmountToPoisha(value);

  return {
    state: caller.state,
    token,

    async cities() {
      return (await call({ method: 'GET', path: `${BASE}/city-list`, safeToRepeat: true }, CITIES)).map((c) => ({ cityId: c.city_id, name: c.city_name.trim() }));
    },

    async zones(cityId) {
      return (await call({ method: 'GET', path: `${BASE}/cities/${cityId}/zone-list`, safeToRepeat: true }, ZONES)).map((z) => ({ zoneId: z.zone_id, name: z.zone_name.trim() }));
    },

    async areas(zoneId) {
      return (await call({ method: 'GET', path: `${BASE}/zones/${zoneId}/area-list`, safeToRepeat: true }, AREAS)).map((a) => ({
        areaId: a.area_id,
        name: a.area_name.trim(),
        homeDelivery: a.home_delivery_available ?? true,
        pickup: a.pickup_available ?? true,
      }));
    },

    async stores() {
      return (await call({ method: 'GET', path: `${BASE}/stores`, safeToRepeat: true }, STORES)).map((s) => ({
        storeId: s.store_id,
        name: s.store_name,
        address: s.store_address,
        active: s.is_active === undefined ? true : Boolean(s.is_active),
        cityId: s.city_id,
        zoneId: s.zone_id,
        isDefault: s.is_default_store ?? false,
      }));
    },

    async price(request) {
      const path = `${BASE}/merchant/price-plan`;
      // Asking a price changes nothing at Pathao: safe to ask again.
      const answer = await call(
        {
          method: 'POST',
          path,
          json: { store_id: request.storeId, item_type: itemType(request.item), delivery_type: deliveryType(request.delivery), item_weight: kilograms(request.weightGrams), recipient_city: request.cityId, recipient_zone: request.zoneId },
          safeToRepeat: true,
        },
        PRICE,
      );
      const finalPoisha = money(answer.data.final_price);
      if (finalPoisha === null) throw new OutsideServiceError('Pathao', `answered a price that is not a clean amount (${path})`, 'answer', 200);
      return {
        finalPoisha,
        pricePoisha: money(answer.data.price),
        discountPoisha: money(answer.data.discount),
        codEnabled: answer.data.cod_enabled === undefined ? true : Boolean(answer.data.cod_enabled),
        codFraction: answer.data.cod_percentage ?? null,
        planId: answer.data.plan_id ?? null,
      };
    },

    async createOrder(parcel) {
      if (parcel.collectPoisha % 100 !== 0) throw new RangeError(`Pathao collects whole taka, not ${parcel.collectPoisha} poisha`);
      const phone = recipientPhone('Pathao', parcel.recipientPhone);
      const answer = await call(
        {
          method: 'POST',
          path: `${BASE}/orders`,
          json: {
            store_id: parcel.storeId,
            merchant_order_id: parcel.merchantOrderId,
            recipient_name: parcel.recipientName.slice(0, 100),
            recipient_phone: phone,
            recipient_address: parcel.recipientAddress.slice(0, 220),
            recipient_city: parcel.cityId,
            recipient_zone: parcel.zoneId,
            ...(parcel.areaId === undefined ? {} : { recipient_area: parcel.areaId }),
            delivery_type: deliveryType(parcel.delivery),
            item_type: itemType(parcel.item),
            special_instruction: parcel.instruction ?? '',
            item_quantity: parcel.quantity,
            item_weight: kilograms(parcel.weightGrams),
            item_description: parcel.description ?? '',
            amount_to_collect: poishaToTakaNumber(parcel.collectPoisha),
          },
        },
        CREATED,
      );
      return { consignmentId: answer.data.consignment_id, merchantOrderId: answer.data.merchant_order_id ?? parcel.merchantOrderId, status: answer.data.order_status, deliveryFeePoisha: money(answer.data.delivery_fee) };
    },

    async orderInfo(consignmentId) {
      const answer = await call({ method: 'GET', path: `${BASE}/orders/${encodeURIComponent(consignmentId)}/info`, safeToRepeat: true }, INFO);
      return { consignmentId: answer.data.consignment_id, merchantOrderId: answer.data.merchant_order_id ?? null, status: answer.data.order_status, statusSlug: answer.data.order_status_slug ?? null, updatedAt: answer.data.updated_at ?? null };
    },
  };
}
