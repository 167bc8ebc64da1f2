import type { SubscribeAnswer } from '@shop/shared';
import { api } from '../lib/api-client';
import { checked } from './checked';

/** POST /api/v1/newsletter: a guest may subscribe; subscribing twice is fine. */
export async function subscribe(email: string): Promise<SubscribeAnswer> {
  return checked(api.post<unknown>('/newsletter', { email }), (s) => s.SubscribeAnswerSchema);
}
