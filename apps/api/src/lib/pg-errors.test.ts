import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../plugins/errors';
import { CONFLICT_RETRIES, isDatabaseUnavailable, isTransactionConflict, retryOnConflict } from './pg-errors';

/** An error as Drizzle throws it: its own, with the driver's (carrying the SQLSTATE) as `cause`. */
const fromDrizzle = (code: string, message = 'deadlock detected') =>
  Object.assign(new Error('Failed query: update "product_stock" set ...'), { query: 'update ...', params: [], cause: Object.assign(new Error(message), { code, severity: 'ERROR' }) });

describe('transaction conflicts (decision 054)', () => {
  it('are a deadlock (40P01) and a serialization failure (40001), bare or wrapped by Drizzle; nothing else is', () => {
    expect(isTransactionConflict(fromDrizzle('40P01'))).toBe(true);
    expect(isTransactionConflict(fromDrizzle('40001', 'could not serialize access due to concurrent update'))).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    for (const code of ['23505', '57014', '08006', '40002', '40P0']) expect(isTransactionConflict(fromDrizzle(code))).toBe(false);
    expect(isTransactionConflict(new Error('40P01'))).toBe(false);
    expect(isTransactionConflict(undefined)).toBe(false);
    // Not an outage either: /readyz and the outage's log line stay for the database being away.
    expect(isDatabaseUnavailable(fromDrizzle('40P01'))).toBe(false);
  });

  it('are run again at most CONFLICT_RETRIES times, then the last conflict is thrown', async () => {
    let runs = 0;
    const waits: number[] = [];
    const always = retryOnConflict(async () => {
      runs += 1;
      throw fromDrizzle('40P01');
    }, { pause: async (attempt) => void waits.push(attempt) });
    await expect(always).rejects.toSatisfy(isTransactionConflict);
    expect(CONFLICT_RETRIES).toBe(3);
    expect(runs).toBe(CONFLICT_RETRIES + 1);
    expect(waits).toEqual([0, 1, 2]);
  });

  it('answer the run that succeeds after a conflict, and never run again a run that failed otherwise', async () => {
    let runs = 0;
    expect(await retryOnConflict(async () => (++runs < 3 ? Promise.reject(fromDrizzle('40001')) : 'done'))).toBe('done');
    expect(runs).toBe(3);

    runs = 0;
    const unique = retryOnConflict(async () => {
      runs += 1;
      throw fromDrizzle('23505', 'duplicate key value violates unique constraint');
    });
    await expect(unique).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });

  it('still there after the retries, are answered 503 service_unavailable with Retry-After, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/deadlock', async () => {
      throw fromDrizzle('40P01');
    });
    app.get('/serialization', async () => {
      throw fromDrizzle('40001');
    });
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ message: 'The shop is briefly unavailable. Please try again in a moment.', code: 'service_unavailable' });
    }
    await app.close();
  });
});
