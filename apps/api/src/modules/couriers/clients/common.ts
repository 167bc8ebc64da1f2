import { normaliseBdPhone, takaDecimal } from '@shop/shared';
import type { z } from 'zod';
import { answerBody, OutsideServiceError, parseAnswer, type OutsideCaller, type OutsideRequest, type OutsideTimeouts } from '../../../lib/outside-http';

/**
 * What the three courier clients share (docs/decisions/073): their options, the refusal a courier gives in its own
 * words, and money and phone numbers at the edge. Money is integer poisha in and out; a courier sees taka.
 */

export type CourierName = 'Steadfast' | 'Pathao' | 'RedX';

/** The options every client takes besides its credentials; tests pass shorter waits and a moved clock. */
export interface CourierCallOptions {
  /** The base address: the live API's, a sandbox's, or a stand-in's. */
  url: string;
  timeouts?: Partial<OutsideTimeouts>;
  retryDelayMs?: number;
  breakerNow?: () => number;
}

/**
 * Why a courier said no, as far as the shop can tell from its words: the recipient's phone, an area it does not
 * serve, an invoice (our order number) it already has, anything else it found wrong with the request.
 */
export type RefusalKind = 'bad-phone' | 'area-not-served' | 'duplicate-invoice' | 'invalid';

/**
 * The courier answered and refused the request: nothing was booked. Not a fault (the courier is there and the
 * breaker does not count it); `words` are the courier's own, for staff, and `fields` its complaints per field.
 */
export class CourierRefusal extends Error {
  constructor(
    readonly courier: CourierName,
    readonly kind: RefusalKind,
    readonly words: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(`${courier} refused: ${words}`);
    this.name = 'CourierRefusal';
  }
}

/** A courier's complaints per field (Laravel's `errors: { field: [message] }`, or a lone message) as words and a kind. */
export function refusalOf(courier: CourierName, message: string | undefined, errors: unknown): CourierRefusal {
  const fields: Record<string, string[]> = {};
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, said] of Object.entries(errors as Record<string, unknown>)) {
      const list = (Array.isArray(said) ? said : [said]).filter((s): s is string => typeof s === 'string').map((s) => s.slice(0, 200));
      if (list.length) fields[field.slice(0, 60)] = list;
    }
  }
  const said = Object.values(fields).flat();
  const words = (said.length ? said.join(' ') : (message ?? '').trim() || 'no reason given').slice(0, 400);
  return new CourierRefusal(courier, kindOf(Object.keys(fields), `${message ?? ''} ${words}`), words, fields);
}

function kindOf(fields: string[], words: string): RefusalKind {
  const text = words.toLowerCase();
  const named = (pattern: RegExp) => fields.some((field) => pattern.test(field)) || pattern.test(text);
  if (named(/phone|mobile/)) return 'bad-phone';
  if (named(/invoice|merchant_order_id/) && /taken|already|duplicate|exists/.test(text)) return 'duplicate-invoice';
  if (named(/area|zone|city|district|post_?code/) || /not (serv|cover|available)|out of (service|coverage)/.test(text)) return 'area-not-served';
  return 'invalid';
}

/** 01XXXXXXXXX from any way a shopper wrote a Bangladeshi mobile, or a refusal before anything is sent. */
export function recipientPhone(courier: CourierName, phone: string): string {
  const local = normaliseBdPhone(phone);
  if (!local) throw new CourierRefusal(courier, 'bad-phone', 'not a Bangladeshi mobile number (01XXXXXXXXX)', { recipient_phone: ['not a Bangladeshi mobile number'] });
  return local;
}

/** 129050 -> 1290.5: the taka a courier's JSON number carries, from takaDecimal's digits (never poisha / 100). */
export function poishaToTakaNumber(poisha: number): number {
  return Number(takaDecimal(poisha));
}

const TAKA = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * A courier's amount (a JSON number 1500 or 1500.5, or a string "1500.00") in poisha; null for anything that is not a
 * clean non-negative amount of at most two decimals: a caller treats null as an amount it cannot trust.
 */
export function courierAmountToPoisha(amount: unknown): number | null {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount) || amount < 0) return null;
    const poisha = Math.round(amount * 100);
    if (Math.abs(amount * 100 - poisha) > 1e-6 || !Number.isSafeInteger(poisha)) return null;
    return poisha;
  } else if (typeof amount === 'string') text = amount.trim();
  else return null;
  const match = TAKA.exec(text);
  if (!match) return null;
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(poisha) ? poisha : null;
}

/**
 * A call whose answer the client reads itself, whatever its status below 500 (a 5xx or no answer is a fault, thrown
 * by the caller): a courier's refusal is a 4xx, or a 200 whose body says no, with its words in the body. A 401 or
 * 403 is the courier refusing the shop's credentials: a setting to fix, not a refusal of this parcel.
 */
export async function courierAnswer(caller: OutsideCaller, courier: CourierName, request: OutsideRequest): Promise<{ status: number; body: unknown }> {
  const answer = await caller.send(request);
  const path = request.path.split('?')[0] ?? request.path;
  if (answer.status === 401 || answer.status === 403) throw new OutsideServiceError(courier, `refused the shop's credentials (${answer.status}) (${path})`, 'answer', answer.status);
  return { status: answer.status, body: answerBody(courier, path, answer) };
}

/** `body` read by `schema` (an OutsideServiceError at stage 'answer' when it is of another shape). */
export function shaped<S extends z.ZodType>(courier: CourierName, path: string, status: number, body: unknown, schema: S): z.infer<S> {
  return parseAnswer(courier, path, status, body, schema);
}
