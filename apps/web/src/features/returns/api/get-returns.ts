import { useQuery } from '@tanstack/react-query';
import { ReturnListSchema, type ReturnRecord } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { returnsKeys } from './query-keys';

/**
 * GET /api/v1/returns (bearer): the shopper's returns, newest first. The old site read `/returns` from a
 * placeholder host (docs/product/returns-and-reviews.md); this is the shop's own API.
 */
export async function getReturns(token: string, signal?: AbortSignal): Promise<ReturnRecord[]> {
  return ReturnListSchema.parse(await api.get<unknown>('/returns', { token, signal })).returns;
}

export function useReturns() {
  const session = useSession();
  return useQuery({
    queryKey: returnsKeys.list(session?.user.id ?? ''),
    queryFn: ({ signal }) => getReturns(session?.token ?? '', signal),
    enabled: session !== null,
    staleTime: 0,
  });
}
