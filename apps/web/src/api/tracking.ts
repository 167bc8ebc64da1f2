import { useMutation } from '@tanstack/react-query';
import { TrackedOrderAnswerSchema, type TrackedOrder, type TrackOrderInput } from '@shop/shared';
import { api } from '../lib/api-client';

/**
 * POST /api/v1/orders/track (no sign-in; docs/decisions/045): an order's progress by its number and the phone
 * given with it. A lookup, not a cached read: each try counts against the limits, so nothing asks again by itself.
 */
async function trackOrder(input: TrackOrderInput): Promise<TrackedOrder> {
  return TrackedOrderAnswerSchema.parse(await api.post<unknown>('/orders/track', input)).order;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder, retry: false });
}
