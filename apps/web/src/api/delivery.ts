import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DeliveryFeesAnswerSchema, type DeliveryFees } from '@shop/shared';
import { api } from '../lib/api-client';

/**
 * GET /api/v1/delivery-fees (public): the fee table staff set in the back office (docs/decisions/044). The cart,
 * the checkouts and the promo texts price with it by the server's own rule (`deliveryFeeOf`); the order is
 * priced by the server when it is placed.
 */
async function getDeliveryFees(signal?: AbortSignal, fresh = false): Promise<DeliveryFees> {
  return DeliveryFeesAnswerSchema.parse(await api.get<unknown>('/delivery-fees', { signal, fresh })).delivery_fees;
}

/** Kept half a minute: a change by staff reaches an open checkout on its next look. */
export const deliveryFeesQuery = () =>
  queryOptions({ queryKey: ['delivery-fees'], queryFn: ({ signal }) => getDeliveryFees(signal), staleTime: 30_000 });

export const useDeliveryFees = () => useQuery(deliveryFeesQuery());

/**
 * The table as it is now, past the half minute the browser may keep it: for a checkout the server has just told
 * that the total went up (decision 049), whose summary must show the new fee before the shopper presses again.
 */
export async function refreshDeliveryFees(client: QueryClient): Promise<void> {
  const fees = await getDeliveryFees(undefined, true);
  client.setQueryData(deliveryFeesQuery().queryKey, fees);
}
