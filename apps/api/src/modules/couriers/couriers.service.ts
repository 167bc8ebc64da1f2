import type { BookableCourier } from '@shop/shared';
import { createPathaoClient, type PathaoClient, type PathaoOptions } from './clients/pathao';
import { createRedxClient, type RedxClient, type RedxOptions } from './clients/redx';
import { createSteadfastClient, type SteadfastClient, type SteadfastOptions } from './clients/steadfast';

export { CourierRefusal } from './clients/common';
export type { SteadfastClient, SteadfastParcel } from './clients/steadfast';
export type { PathaoClient } from './clients/pathao';
export type { RedxClient } from './clients/redx';
export * as courierWebhooks from './clients/webhooks';
export type { CourierWebhookEvent } from './clients/webhooks';

/**
 * The app's courier clients (issue 25, docs/decisions/073 and 077), built once from the settings like the payment
 * gateways, so Pathao's token is kept between bookings. A courier absent is off.
 */
export interface CourierClients {
  steadfast?: SteadfastClient;
  pathao?: PathaoClient & { storeId: number };
  redx?: RedxClient;
}

export interface CourierSettings {
  steadfast?: SteadfastOptions;
  pathao?: PathaoOptions & { storeId: number };
  redx?: RedxOptions;
}

export function createCourierClients(settings: CourierSettings = {}): CourierClients {
  return {
    steadfast: settings.steadfast ? createSteadfastClient(settings.steadfast) : undefined,
    pathao: settings.pathao ? Object.assign(createPathaoClient(settings.pathao), { storeId: settings.pathao.storeId }) : undefined,
    redx: settings.redx ? createRedxClient(settings.redx) : undefined,
  };
}

/** The couriers that are on, in the shop's order. */
export function couriersOn(clients: CourierClients): BookableCourier[] {
  return (['steadfast', 'pathao', 'redx'] as const).filter((courier) => clients[courier] !== undefined);
}

/** Start-up's line: which couriers book parcels (never a key or a token). */
export function couriersLine(on: { steadfast: boolean; pathao: boolean; redx: boolean }): string {
  const word = (v: boolean) => (v ? 'on' : 'off');
  return `Couriers: Steadfast ${word(on.steadfast)}, Pathao ${word(on.pathao)}, RedX ${word(on.redx)}.`;
}

/** The courier's own page for a parcel, given to the shopper with the shipped message. */
export function trackingLink(courier: BookableCourier, ids: { trackingCode: string | null; consignmentId: string | null; phone?: string }): string | null {
  if (courier === 'steadfast' && ids.trackingCode) return `https://steadfast.com.bd/t/${encodeURIComponent(ids.trackingCode)}`;
  if (courier === 'pathao' && ids.consignmentId) return `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(ids.consignmentId)}${ids.phone ? `&phone=${encodeURIComponent(ids.phone)}` : ''}`;
  if (courier === 'redx' && ids.trackingCode) return `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(ids.trackingCode)}`;
  return null;
}
