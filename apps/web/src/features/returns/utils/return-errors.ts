import { ApiError, type ApiErrorCode } from '../../../lib/api-client';

export type ReturnErrorKey = 'item' | 'reason' | 'windowClosed' | 'notDelivered' | 'exists' | 'notFound' | 'failed' | 'network';

export interface ReturnFormErrors {
  item?: ReturnErrorKey;
  reason?: ReturnErrorKey;
  form?: ReturnErrorKey;
}

/** The form's own checks, the server's rules (shared CreateReturnInputSchema): an item, a reason of 3 to 500 characters. */
export function checkReturn(lineId: string, reason: string): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  if (!lineId) errors.item = 'item';
  const length = reason.trim().length;
  if (length < 3 || length > 500) errors.reason = 'reason';
  return errors;
}

const BY_CODE: Partial<Record<ApiErrorCode, ReturnErrorKey>> = {
  return_window_closed: 'windowClosed',
  not_delivered: 'notDelivered',
  return_exists: 'exists',
};

/** Which text a refused request shows; never the server's English in a Bengali page. */
export function returnFailure(error: unknown): ReturnFormErrors {
  if (!(error instanceof ApiError)) return { form: 'failed' };
  if (error.status === 0) return { form: 'network' };
  const known = BY_CODE[error.code];
  if (known) return { form: known };
  if (error.status === 404) return { form: 'notFound' };
  if (error.status === 400) {
    if (error.fields.reason) return { reason: 'reason' };
    if (error.fields.order_line_id || error.fields.order_id) return { item: 'item' };
  }
  return { form: 'failed' };
}
