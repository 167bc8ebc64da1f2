import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function subscribe(email: string): Promise<{ subscribed: boolean }> {
  return api.post<{ subscribed: boolean }>('/newsletter', { email });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
