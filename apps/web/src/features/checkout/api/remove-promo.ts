import { api } from '../../../lib/api-client';

/** DELETE /api/v1/promo (bearer): the cart carries no voucher any more. */
export async function removePromo(token: string): Promise<void> {
  await api.delete<unknown>('/promo', { token });
}
