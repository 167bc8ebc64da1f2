import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@shop/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

/**
 * With the bearer token, unlike the old site's delete (docs/product/account.md): only the owner may delete.
 * A 404 means it is already gone (deleted in another tab), which is what the shopper asked for.
 */
export async function deleteAddress(token: string, id: string): Promise<void> {
  try {
    await authed(api.delete<unknown>(`/addresses/${encodeURIComponent(id)}`, { token }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useDeleteAddress() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAddress(session?.token ?? '', id),
    onSuccess: (_answer, id) => {
      if (!session) return;
      queryClient.setQueryData<Address[]>(accountKeys.addresses(session.user.id), (list) => list?.filter((item) => item.id !== id));
    },
  });
}
