import { ApiError } from '../../../lib/api-client';

/** docs/product/orders.md, orders list: 401 and 404 have their own texts; anything else is a load failure. */
export function ordersFailureKey(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return 'orders.errors.auth' as const;
  if (error instanceof ApiError && error.status === 404) return 'orders.errors.notFound' as const;
  return 'orders.errors.failed' as const;
}

/** Why a cancel did not go through, in the shopper's language rather than the server's English. */
export function cancelFailureKey(error: unknown) {
  if (!(error instanceof ApiError)) return 'orders.cancelDialog.failed' as const;
  if (error.status === 0) return 'orders.cancelDialog.network' as const;
  if (error.status === 400) return 'orders.cancelDialog.reasonRequired' as const;
  if (error.status === 404) return 'orders.cancelDialog.gone' as const;
  if (error.status === 409) return 'orders.cancelDialog.notAllowed' as const;
  return 'orders.cancelDialog.failed' as const;
}
