import { SubscribeAnswerSchema, type SubscribeAnswer } from '@shop/shared';
import { api } from '../lib/api-client';

/** POST /api/v1/newsletter: a guest may subscribe; subscribing twice is fine. */
export async function subscribe(email: string): Promise<SubscribeAnswer> {
  return SubscribeAnswerSchema.parse(await api.post<unknown>('/newsletter', { email }));
}
