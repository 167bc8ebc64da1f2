import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './parse-command';
import { runCli } from './run-cli';

const parse = (line: string) => parseCommand(line.split(' ').filter(Boolean));
const refusal = (line: string) => {
  try {
    parse(line);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${line}`);
};

describe('staff command line', () => {
  it('reads the order commands', () => {
    expect(parse('orders list')).toEqual({ kind: 'orders list', limit: 20, status: undefined, force: false });
    expect(parse('orders list --status shipped --limit 5')).toMatchObject({ status: 'shipped', limit: 5 });
    expect(parse('orders show BZ-2611-00000001')).toMatchObject({ kind: 'orders show', orderNumber: 'BZ-2611-00000001' });
    expect(parse('orders status BZ-1 out_for_delivery')).toMatchObject({ kind: 'orders status', orderNumber: 'BZ-1', status: 'out_for_delivery' });
    expect(parseCommand(['orders', 'status', 'BZ-1', 'cancelled', '--reason', 'Shopper called to cancel'])).toMatchObject({ status: 'cancelled', reason: 'Shopper called to cancel' });
  });

  it('reads payments, returns and promo commands, with money in taka and days in Bangladesh time', () => {
    expect(parse('payments mark BZ-1 paid')).toMatchObject({ kind: 'payments mark', decision: 'paid' });
    expect(parse('returns refund 7d1c')).toEqual({ kind: 'returns', action: 'refund', returnId: '7d1c', force: false });
    expect(parse('returns list')).toEqual({ kind: 'returns list', status: undefined, limit: 20, force: false });
    expect(parse('returns list --status requested --limit 50')).toMatchObject({ kind: 'returns list', status: 'requested', limit: 50 });
    expect(parse('payments list')).toEqual({ kind: 'payments list', status: undefined, limit: 20, force: false });
    expect(parse('payments list --status submitted')).toMatchObject({ kind: 'payments list', status: 'submitted', limit: 20 });
    expect(parse('promo create SUMMER --fixed 199.50 --min 1000 --expires 2026-12-31 --starts 2026-12-01 --max-uses 50 --per-user 2')).toMatchObject({
      kind: 'promo create',
      promo: {
        code: 'SUMMER', kind: 'fixed', value: 199_50, minOrder: 1000_00, maxUses: 50, maxUsesPerUser: 2,
        startsAt: new Date('2026-11-30T18:00:00Z'), expiresAt: new Date('2026-12-31T18:00:00Z'),
      },
    });
    expect(parse('promo create EID --percent 25')).toMatchObject({ promo: { kind: 'percent', value: 25 } });
    expect(parse('promo list --force')).toEqual({ kind: 'promo list', force: true });
    expect(parse('')).toMatchObject({ kind: 'help' });
    expect(parse('orders list --help')).toMatchObject({ kind: 'help' });
  });

  it.each([
    ['orders frob', 'Unknown command: orders frob.'],
    ['orders list --colour red', 'Unknown option --colour.'],
    ['orders list --limit 0', '--limit must be a whole number from 1 to 1000 (got 0).'],
    ['orders list --status lost', 'Unknown status lost'],
    ['orders show', 'Missing order number.'],
    ['orders status BZ-1', 'Missing new status.'],
    ['orders status BZ-1 cancelled', 'Cancelling needs --reason'],
    ['orders status BZ-1 shipped extra', 'Unexpected argument: extra.'],
    ['payments mark BZ-1 refunded', 'Payments can be marked paid or rejected, not refunded.'],
    ['returns destroy 7d1c', 'Unknown command: returns destroy 7d1c.'],
    ['returns list --status lost', 'Unknown status lost; one of requested, approved, rejected, refunded.'],
    ['returns list --status shipped', 'Unknown status shipped'],
    ['returns list --limit 1001', '--limit must be a whole number from 1 to 1000 (got 1001).'],
    ['returns list 7d1c', 'Unexpected argument: 7d1c.'],
    ['payments list --status refunded', 'Unknown status refunded; one of submitted, paid, rejected.'],
    ['promo create SUMMER', 'Give exactly one of --percent N or --fixed TAKA.'],
    ['promo create SUMMER --percent 10 --fixed 5', 'Give exactly one of --percent N or --fixed TAKA.'],
    ['promo create SUMMER --percent 120', '--percent must be a whole number from 1 to 100 (got 120).'],
    ['promo create SUMMER --fixed 0', '--fixed must be more than 0.'],
    ['promo create SUMMER --fixed ten', '--fixed must be an amount in taka'],
    ['promo create SUMMER --fixed 5 --min 99999999', '--min must be at most 10000000 taka (got 99999999).'],
    ['promo create SUMMER --percent 5 --expires 2026-02-30', '--expires must be a date as YYYY-MM-DD (got 2026-02-30).'],
    ['promo create SUMMER --percent 5 --starts 2026-12-31 --expires 2026-12-01', '--expires must be after --starts.'],
    ['promo create S! --percent 5', 'A promo code is 3 to 40 letters, digits, - or _.'],
  ])('refuses "%s"', (line, message) => {
    expect(refusal(line)).toContain(message);
  });
});

describe('a malformed list command', () => {
  it('exits 2 with the usage hint, before looking for a shop or a database', async () => {
    const err: string[] = [];
    const code = await runCli(['returns', 'list', '--status', 'lost'], { DATA_DIR: '/nonexistent' }, { log: () => {}, error: (s) => err.push(s) });
    expect(code).toBe(2);
    expect(err.join('\n')).toBe('Unknown status lost; one of requested, approved, rejected, refunded.\nRun "npm run staff -- help" for the commands.');
  });
});
