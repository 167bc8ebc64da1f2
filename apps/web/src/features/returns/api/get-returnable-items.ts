import { useQuery } from '@tanstack/react-query';
import { ReturnableListSchema, type ReturnableItem } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { returnsKeys } from './query-keys';

/** GET /api/v1/returns/returnable (bearer): delivered items still inside their 7 days, not yet requested. */
export async function getReturnableItems(token: string, signal?: AbortSignal): Promise<ReturnableItem[]> {
  return ReturnableListSchema.parse(await api.get<unknown>('/returns/returnable', { token, signal })).items;
}

export function useReturnableItems(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: returnsKeys.returnable(session?.user.id ?? ''),
    queryFn: ({ signal }) => getReturnableItems(session?.token ?? '', signal),
    enabled: enabled && session !== null,
    staleTime: 0,
  });
}
