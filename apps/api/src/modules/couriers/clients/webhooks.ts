import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { courierAmountToPoisha, type CourierName } from './common';

/**
 * The couriers' status webhooks as their documentation gives them (docs/decisions/073), read for the routes the next
 * session adds: who sent it (each courier's own way), and what it says, in the courier's own words. Mapping those
 * words to the shop's parcel states, and taking each event once, is the routes' and the workflow's job.
 * - Steadfast: `Authorization: Bearer <the token set in its panel>`; `{ notification_type: 'delivery_status',
 *   consignment_id, invoice, cod_amount, status, delivery_charge, tracking_message, updated_at }` or
 *   `{ notification_type: 'tracking_update', consignment_id, invoice, tracking_message, updated_at }`.
 * - Pathao: `X-PATHAO-Signature: <the webhook secret>`; `{ consignment_id, merchant_order_id, updated_at, timestamp,
 *   store_id, event: 'order.delivered' | …, delivery_fee, collected_amount? }`. Its check of a new address is
 *   `{ event: 'webhook_integration' }`, answered 202 with PATHAO_INTEGRATION_HEADER.
 * - RedX: `{ tracking_number, timestamp, status, message_en, message_bn, invoice_number }`, unsigned: the address the
 *   shop gives RedX carries a secret of its own.
 */

export interface CourierWebhookEvent {
  courier: CourierName;
  /** Steadfast's consignment id, Pathao's consignment id, RedX's tracking id. */
  parcelId: string;
  /** Our order number as the courier repeats it. */
  invoice: string | null;
  /** The courier's own status word or event ('Delivered', 'order.returned', 'agent-returning'); null for a tracking note. */
  status: string | null;
  message: string | null;
  /** The cash the courier says it collected, and its charge, in poisha, when it says so in a clean amount. */
  collectedPoisha: number | null;
  chargePoisha: number | null;
  /** When the courier says the change happened, as it wrote it. */
  at: string | null;
}

/** What Pathao's check of a webhook address wants back: 202 and this header. */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** Two secrets compared in constant time (over their digests, so their lengths do not show). */
export function sameSecret(given: string | undefined | null, expected: string): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether a Steadfast webhook carries the shop's token: `Authorization: Bearer <token>`. */
export function fromSteadfast(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return sameSecret(match?.[1], token);
}

/** Whether a Pathao webhook carries the shop's webhook secret in X-PATHAO-Signature. */
export function fromPathao(signature: string | undefined, secret: string): boolean {
  return sameSecret(signature, secret);
}

const ID = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);
const words = z.string().max(500).nullish();

const STEADFAST = z.discriminatedUnion('notification_type', [
  z.object({ notification_type: z.literal('delivery_status'), consignment_id: ID, invoice: z.string().nullish(), cod_amount: z.unknown().optional(), status: z.string().min(1), delivery_charge: z.unknown().optional(), tracking_message: words, updated_at: z.string().nullish() }),
  z.object({ notification_type: z.literal('tracking_update'), consignment_id: ID, invoice: z.string().nullish(), tracking_message: words, updated_at: z.string().nullish() }),
]);

const PATHAO = z.object({ consignment_id: z.string().min(1), merchant_order_id: z.string().nullish(), event: z.string().startsWith('order.'), updated_at: z.string().nullish(), timestamp: z.string().nullish(), delivery_fee: z.unknown().optional(), collected_amount: z.unknown().optional(), reason: words });

const REDX = z.object({ tracking_number: ID, status: z.string().min(1), message_en: words, message_bn: words, invoice_number: z.string().nullish(), timestamp: z.string().nullish() });

const amount = (value: unknown) => (value === undefined || value === null ? null : courierAmountToPoisha(value));

/** A Steadfast webhook's event, or null when the body is not one. */
export function readSteadfastWebhook(body: unknown): CourierWebhookEvent | null {
  const parsed = STEADFAST.safeParse(body);
  if (!parsed.success) return null;
  const hook = parsed.data;
  const base = { courier: 'Steadfast' as const, parcelId: hook.consignment_id, invoice: hook.invoice ?? null, message: hook.tracking_message ?? null, at: hook.updated_at ?? null };
  if (hook.notification_type === 'tracking_update') return { ...base, status: null, collectedPoisha: null, chargePoisha: null };
  return { ...base, status: hook.status, collectedPoisha: amount(hook.cod_amount), chargePoisha: amount(hook.delivery_charge) };
}

/** A Pathao webhook's event, 'integration' for its check of a new address, or null when the body is neither. */
export function readPathaoWebhook(body: unknown): CourierWebhookEvent | 'integration' | null {
  if (body && typeof body === 'object' && (body as { event?: unknown }).event === 'webhook_integration') return 'integration';
  const parsed = PATHAO.safeParse(body);
  if (!parsed.success) return null;
  const hook = parsed.data;
  return { courier: 'Pathao', parcelId: hook.consignment_id, invoice: hook.merchant_order_id ?? null, status: hook.event, message: hook.reason ?? null, collectedPoisha: amount(hook.collected_amount), chargePoisha: amount(hook.delivery_fee), at: hook.timestamp ?? hook.updated_at ?? null };
}

/** A RedX webhook's event, or null when the body is not one. */
export function readRedxWebhook(body: unknown): CourierWebhookEvent | null {
  const parsed = REDX.safeParse(body);
  if (!parsed.success) return null;
  const hook = parsed.data;
  return { courier: 'RedX', parcelId: hook.tracking_number, invoice: hook.invoice_number ?? null, status: hook.status, message: hook.message_en ?? hook.message_bn ?? null, collectedPoisha: null, chargePoisha: null, at: hook.timestamp ?? null };
}
