import { parseArgs } from 'node:util';
import {
  EmailSchema, NameSchema, STAFF_ROLES, type StaffRole,
  ORDER_STATUSES, PROOF_STATUSES, RETURN_STATUSES, toPoisha, type OrderStatus, type ProofStatus, type ReturnStatus,
  SHIPMENT_MESSAGES, ShipmentFieldsSchema, shipmentOf, shipmentProblems, type Shipment,
} from '@shop/shared';
import { PAYMENT_DECISIONS, type PaymentDecision } from '../workflows/decide-payment';
import { RETURN_ACTIONS, type ReturnAction } from '../workflows/decide-return';
import type { NewPromo } from '../modules/promo/promo-admin.service';
import { bdDayEnd, bdDayStart } from '../lib/bangladesh-days';

export type Command =
  | { kind: 'help' }
  | { kind: 'orders list'; status?: OrderStatus; limit: number }
  | { kind: 'orders show'; orderNumber: string }
  | { kind: 'orders status'; orderNumber: string; status: OrderStatus; reason?: string; shipment?: Shipment }
  | { kind: 'payments list'; status?: ProofStatus; limit: number }
  | { kind: 'payments mark'; orderNumber: string; decision: PaymentDecision }
  | { kind: 'returns list'; status?: ReturnStatus; limit: number }
  | { kind: 'returns'; action: ReturnAction; returnId: string }
  | { kind: 'promo create'; promo: NewPromo }
  | { kind: 'promo list' }
  /** The password is read from standard input after parsing, unless `link` asks for a one-time link instead. */
  | { kind: 'staff add'; email: string; name: string; role: StaffRole; link: boolean; password?: string };

/** A mistake in the command line: printed with the usage text, never with a stack. */
export class UsageError extends Error {}

const OPTIONS = {
  status: { type: 'string' }, limit: { type: 'string' }, reason: { type: 'string' },
  percent: { type: 'string' }, fixed: { type: 'string' }, min: { type: 'string' }, starts: { type: 'string' },
  expires: { type: 'string' }, 'max-uses': { type: 'string' }, 'per-user': { type: 'string' },
  role: { type: 'string' }, name: { type: 'string' }, link: { type: 'boolean' },
  force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
  courier: { type: 'string' }, 'courier-name': { type: 'string' }, tracking: { type: 'string' }, 'tracking-url': { type: 'string' },
} as const;

export function parseCommand(argv: string[]): Command & { force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const option = /option '([^']+)'/i.exec(message)?.[1];
    throw new UsageError(option ? `Unknown option ${option.split(' ')[0]}.` : message);
  }
  const { values, positionals } = parsed;
  const force = values.force ?? false;
  const [group, action, ...rest] = positionals;
  if (values.help || !group || group === 'help') return { kind: 'help', force };
  const arg = (index: number, name: string) => {
    const value = rest[index];
    if (!value) throw new UsageError(`Missing ${name}.`);
    return value;
  };
  const noMore = (count: number) => {
    if (rest.length > count) throw new UsageError(`Unexpected argument: ${rest[count]}.`);
  };
  const command = ((): Command => {
    switch (`${group} ${action ?? ''}`) {
      case 'orders list':
        noMore(0);
        return { kind: 'orders list', status: oneOf(values.status, ORDER_STATUSES), limit: whole(values.limit ?? '20', '--limit', 1, 1000) };
      case 'orders show':
        noMore(1);
        return { kind: 'orders show', orderNumber: arg(0, 'order number') };
      case 'orders status': {
        noMore(2);
        const status = oneOf(arg(1, 'new status'), ORDER_STATUSES);
        const reason = values.reason?.trim();
        if (status === 'cancelled' && (!reason || reason.length < 3 || reason.length > 500)) throw new UsageError('Cancelling needs --reason "…" (3 to 500 characters); the shopper sees it.');
        const shipment = shipmentOption(values, status);
        return { kind: 'orders status', orderNumber: arg(0, 'order number'), status, reason, ...(shipment ? { shipment } : {}) };
      }
      case 'payments list':
        noMore(0);
        return { kind: 'payments list', status: oneOf(values.status, PROOF_STATUSES), limit: whole(values.limit ?? '20', '--limit', 1, 1000) };
      case 'returns list':
        noMore(0);
        return { kind: 'returns list', status: oneOf(values.status, RETURN_STATUSES), limit: whole(values.limit ?? '20', '--limit', 1, 1000) };
      case 'payments mark': {
        noMore(2);
        const decision = arg(1, 'paid or rejected');
        if (!(PAYMENT_DECISIONS as readonly string[]).includes(decision)) throw new UsageError(`Payments can be marked ${PAYMENT_DECISIONS.join(' or ')}, not ${decision}.`);
        return { kind: 'payments mark', orderNumber: arg(0, 'order number'), decision: decision as PaymentDecision };
      }
      case 'promo create':
        noMore(1);
        return { kind: 'promo create', promo: promoOptions(arg(0, 'promo code'), values) };
      case 'promo list':
        noMore(0);
        return { kind: 'promo list' };
      case 'staff add': {
        noMore(1);
        const email = EmailSchema.safeParse(arg(0, 'e-mail address'));
        if (!email.success) throw new UsageError(`Not an e-mail address: ${rest[0]}.`);
        if (!values.role) throw new UsageError(`Give the role: --role ${STAFF_ROLES.join(' | ')}.`);
        const name = NameSchema.safeParse(values.name ?? email.data.split('@')[0]);
        if (!name.success) throw new UsageError('--name must be one line of at most 100 characters.');
        return { kind: 'staff add', email: email.data, name: name.data, role: oneOf(values.role, STAFF_ROLES, 'role'), link: values.link ?? false };
      }
      default:
        if (group === 'returns' && action && action in RETURN_ACTIONS) {
          noMore(1);
          return { kind: 'returns', action: action as ReturnAction, returnId: arg(0, 'return id') };
        }
        throw new UsageError(`Unknown command: ${positionals.join(' ')}.`);
    }
  })();
  return { ...command, force };
}

/** `value` if it is one of `statuses` (of an order, a payment proof or a return); an option not given stays undefined. */
function oneOf<S extends string>(value: string, statuses: readonly S[], what?: string): S;
function oneOf<S extends string>(value: string | undefined, statuses: readonly S[], what?: string): S | undefined;
function oneOf<S extends string>(value: string | undefined, statuses: readonly S[], what = 'status'): S | undefined {
  if (value === undefined) return undefined;
  if (!(statuses as readonly string[]).includes(value)) throw new UsageError(`Unknown ${what} ${value}; one of ${statuses.join(', ')}.`);
  return value as S;
}

function whole(value: string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max} (got ${value}).`);
  return n;
}

function taka(value: string, name: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new UsageError(`${name} must be an amount in taka such as 200 or 99.50 (got ${value}).`);
  // As the staff API allows; more would not fit the database's whole-poisha column anyway.
  if (Number(value) > 10_000_000) throw new UsageError(`${name} must be at most 10000000 taka (got ${value}).`);
  return toPoisha(Number(value));
}

/** A calendar day in Bangladesh time: its first moment, or (for expiry) the first moment of the next day. */
function day(value: string, name: string, endOfDay: boolean): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) throw new UsageError(`${name} must be a date as YYYY-MM-DD (got ${value}).`);
  return endOfDay ? bdDayEnd(value) : bdDayStart(value);
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function promoOptions(code: string, values: Values): NewPromo {
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(code)) throw new UsageError('A promo code is 3 to 40 letters, digits, - or _.');
  if ((values.percent === undefined) === (values.fixed === undefined)) throw new UsageError('Give exactly one of --percent N or --fixed TAKA.');
  const promo: NewPromo = values.percent !== undefined
    ? { code, kind: 'percent', value: whole(values.percent, '--percent', 1, 100) }
    : { code, kind: 'fixed', value: taka(values.fixed!, '--fixed') };
  if (promo.value <= 0) throw new UsageError('--fixed must be more than 0.');
  if (values.min !== undefined) promo.minOrder = taka(values.min, '--min');
  if (values.starts !== undefined) promo.startsAt = day(values.starts, '--starts', false);
  if (values.expires !== undefined) promo.expiresAt = day(values.expires, '--expires', true);
  if (promo.startsAt && promo.expiresAt && promo.expiresAt <= promo.startsAt) throw new UsageError('--expires must be after --starts.');
  if (values['max-uses'] !== undefined) promo.maxUses = whole(values['max-uses'], '--max-uses', 1, 10_000_000);
  if (values['per-user'] !== undefined) promo.maxUsesPerUser = whole(values['per-user'], '--per-user', 1, 1000);
  return promo;
}

/**
 * `--courier pathao --tracking PTH123 [--tracking-url https://…] [--courier-name …]`: what shipping takes
 * (docs/decisions/045), checked by the schema the routes use; refused with any other status.
 */
function shipmentOption(
  values: { courier?: string; 'courier-name'?: string; tracking?: string; 'tracking-url'?: string },
  status: OrderStatus,
): Shipment | undefined {
  const given = { courier: values.courier, courier_name: values['courier-name'], tracking_number: values.tracking, tracking_url: values['tracking-url'] };
  const any = Object.values(given).some((value) => value !== undefined);
  if (status !== 'shipped') {
    if (any) throw new UsageError(SHIPMENT_MESSAGES.shipmentOnlyShipped);
    return undefined;
  }
  if (!any) throw new UsageError(`${SHIPMENT_MESSAGES.shipmentNeeded} Add --courier NAME and --tracking NUMBER (or --tracking-url https://…).`);
  const parsed = ShipmentFieldsSchema.safeParse(given);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]!.message);
  const problems = Object.values(shipmentProblems(parsed.data));
  if (problems.length > 0) throw new UsageError(problems[0]!);
  return shipmentOf(parsed.data);
}
