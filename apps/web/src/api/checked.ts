import { ApiError, NETWORK_ERROR } from '../lib/api-client';

type Schemas = typeof import('./answer-schemas');

/**
 * An answer of a call the first screen makes, checked against its shared schema. The schemas (and zod with
 * them, about 12 kB compressed) are fetched beside the call instead of with the first screen's scripts: a
 * guest's first page runs no zod, and a later call waits for nothing it would not wait for anyway.
 */
export async function checked<T>(call: Promise<unknown>, pick: (schemas: Schemas) => { parse(value: unknown): T }): Promise<T> {
  const schemas = import('./answer-schemas').catch(() => {
    throw new ApiError(0, 'Network error. Please check your connection.', NETWORK_ERROR);
  });
  const [answer, loaded] = await Promise.all([call, schemas]);
  return pick(loaded).parse(answer);
}
