import { ApiError } from '../../../lib/api-client';

type ChangeErrorKey = 'full' | 'gone' | 'network' | 'signedOut' | 'failed';

/** Which short message a refused wishlist change gets (`wishlist.errors.*`). */
export function changeErrorKey(error: unknown): ChangeErrorKey {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409 && error.code === 'wishlist_full') return 'full';
  if (error.status === 404) return 'gone';
  if (error.status === 401) return 'signedOut';
  if (error.status === 0) return 'network';
  return 'failed';
}
