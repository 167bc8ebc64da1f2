import {
  OrderListSchema, ReturnListSchema, StaffOrderAnswerSchema, StaffOrderStatusChangeSchema, StaffPaymentChangeSchema,
  StaffPaymentProofListSchema, StaffAccountAnswerSchema, StaffPromoAnswerSchema, StaffPromoListSchema, StaffReturnChangeSchema,
  type Shipment,
} from '@shop/shared';
import type { z } from 'zod';
import { promoToInput } from '../modules/promo/promo-admin.service';
import type { Outcome, ShopCommand } from './outcome';
import { printable } from './printable';

/** The shop refused a command, or could not be asked: its message is printed as it is. */
export class RemoteError extends Error {}
/** Nothing answers where the shop said it listens. */
export class ShopUnreachableError extends RemoteError {}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  answer: z.ZodType;
}

const order = (n: string) => `/api/v1/staff/orders/${encodeURIComponent(n)}`;
const list = (path: string, { status, limit }: { status?: string; limit: number }) =>
  `/api/v1/staff/${path}?${new URLSearchParams({ limit: String(limit), ...(status ? { status } : {}) })}`;

/** The staff route of each command (apps/api/src/routes/staff/staff.routes.ts). */
function callFor(command: ShopCommand): Call {
  switch (command.kind) {
    case 'orders list':
      return { method: 'GET', path: list('orders', command), answer: OrderListSchema };
    case 'orders show':
      return { method: 'GET', path: order(command.orderNumber), answer: StaffOrderAnswerSchema };
    case 'orders status':
      return { method: 'POST', path: `${order(command.orderNumber)}/status`, body: { status: command.status, ...(command.reason ? { reason: command.reason } : {}), ...(command.shipment ? shipmentBody(command.shipment) : {}) }, answer: StaffOrderStatusChangeSchema };
    case 'payments list':
      return { method: 'GET', path: list('payment-proofs', command), answer: StaffPaymentProofListSchema };
    case 'payments mark':
      return { method: 'POST', path: `${order(command.orderNumber)}/payment`, body: { status: command.decision }, answer: StaffPaymentChangeSchema };
    case 'returns list':
      return { method: 'GET', path: list('returns', command), answer: ReturnListSchema };
    case 'returns':
      return { method: 'POST', path: `/api/v1/staff/returns/${encodeURIComponent(command.returnId)}`, body: { action: command.action }, answer: StaffReturnChangeSchema };
    case 'promo create':
      return { method: 'POST', path: '/api/v1/staff/promo-codes', body: promoToInput(command.promo), answer: StaffPromoAnswerSchema };
    case 'promo list':
      return { method: 'GET', path: '/api/v1/staff/promo-codes', answer: StaffPromoListSchema };
    case 'staff add':
      return {
        method: 'POST',
        path: '/api/v1/staff/staff-accounts',
        body: { email: command.email, name: command.name, role: command.role, ...(command.password !== undefined ? { password: command.password } : {}) },
        answer: StaffAccountAnswerSchema,
      };
  }
}

/** Sends a command to the running shop at `origin` with the staff key; answers what it answered. */
export async function sendCommand(origin: string, key: string, command: ShopCommand): Promise<Outcome> {
  const call = callFor(command);
  let response: Response;
  try {
    response = await fetch(`${origin}${call.path}`, {
      method: call.method,
      headers: { authorization: `Staff ${key}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new ShopUnreachableError(`The shop does not answer at ${origin} (${cause?.code ?? cause?.message ?? (error as Error).message}).`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new RemoteError(refusal(origin, response.status, body));
  const parsed = call.answer.safeParse(body);
  if (!parsed.success) throw new RemoteError(`The shop at ${origin} gave an answer the staff tool does not understand (status ${response.status}).`);
  return { kind: command.kind, answer: parsed.data } as Outcome;
}

/** The shop's own message (the same the direct mode prints), with the fields of a refused body. */
function refusal(origin: string, status: number, body: unknown): string {
  const { message, fields } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; fields?: Record<string, string> };
  if (typeof message !== 'string') return `The shop at ${origin} answered ${status}.`;
  // The message may quote what was sent (an order number): escaped like everything the tool prints.
  const details = fields ? Object.entries(fields).map(([field, text]) => `\n  ${printable(field)}: ${printable(String(text))}`).join('') : '';
  return status === 401 ? `The shop at ${origin} refused the staff key. ${printable(message)}` : `${printable(message)}${details}`;
}

/** A shipment as the status route takes it: only the fields given (docs/decisions/045). */
function shipmentBody(shipment: Shipment) {
  return Object.fromEntries(Object.entries(shipment).filter(([, value]) => value !== null));
}
