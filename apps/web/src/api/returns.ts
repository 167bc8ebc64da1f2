import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReturnAnswerSchema, ReturnListSchema, ReturnableListSchema, type CreateReturnInput, type ReturnRecord, type ReturnableItem } from '@shop/shared';
import { api } from '../lib/api-client';
import { sessionToken, useUserId } from './personal';

/** The shopper's returns (bearer): the requests, the items that may still be returned, and a new request. */
const returnsKeys = {
  list: (userId: string) => ['returns', userId, 'list'] as const,
  returnable: (userId: string) => ['returns', userId, 'returnable'] as const,
};

/** GET /api/v1/returns: newest first. */
async function getReturns(userId: string, signal?: AbortSignal): Promise<ReturnRecord[]> {
  return ReturnListSchema.parse(await api.get<unknown>('/returns', { token: sessionToken(userId), signal })).returns;
}

/** GET /api/v1/returns/returnable: delivered items still inside their 7 days, not yet requested. */
async function getReturnableItems(userId: string, signal?: AbortSignal): Promise<ReturnableItem[]> {
  return ReturnableListSchema.parse(await api.get<unknown>('/returns/returnable', { token: sessionToken(userId), signal })).items;
}

const returnsQuery = (userId: string) =>
  queryOptions({ queryKey: returnsKeys.list(userId), queryFn: ({ signal }) => getReturns(userId, signal), enabled: userId !== '', staleTime: 0 });

const returnableItemsQuery = (userId: string) =>
  queryOptions({ queryKey: returnsKeys.returnable(userId), queryFn: ({ signal }) => getReturnableItems(userId, signal), enabled: userId !== '', staleTime: 0 });

export const useReturns = () => useQuery(returnsQuery(useUserId()));

export function useReturnableItems(enabled = true) {
  const query = returnableItemsQuery(useUserId());
  return useQuery({ ...query, enabled: enabled && query.enabled });
}

/** POST /api/v1/returns: one item of a delivered order, with the shopper's reason. */
async function requestReturn(input: CreateReturnInput): Promise<ReturnRecord> {
  return ReturnAnswerSchema.parse(await api.post<unknown>('/returns', input, { token: sessionToken() })).return;
}

/** The new return goes to the top of the list at once; the returnable items are asked again either way. */
export function useRequestReturn() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (record) => {
      client.setQueryData<ReturnRecord[]>(returnsKeys.list(userId), (list) => (list ? [record, ...list.filter((r) => r.id !== record.id)] : list));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: returnsKeys.returnable(userId) });
    },
  });
}
