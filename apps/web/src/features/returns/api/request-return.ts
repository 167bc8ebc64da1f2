import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReturnAnswerSchema, type CreateReturnInput, type ReturnRecord } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { returnsKeys } from './query-keys';

/** POST /api/v1/returns (bearer): one item of a delivered order, with the shopper's reason. */
export async function requestReturn(token: string, input: CreateReturnInput): Promise<ReturnRecord> {
  return ReturnAnswerSchema.parse(await api.post<unknown>('/returns', input, { token })).return;
}

/** The new return goes to the top of the list at once; the returnable items are asked again either way. */
export function useRequestReturn() {
  const session = useSession();
  const client = useQueryClient();
  const userId = session?.user.id ?? '';
  return useMutation({
    mutationFn: (input: CreateReturnInput) => requestReturn(session?.token ?? '', input),
    onSuccess: (record) => {
      client.setQueryData<ReturnRecord[]>(returnsKeys.list(userId), (list) => (list ? [record, ...list.filter((r) => r.id !== record.id)] : list));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: returnsKeys.returnable(userId) });
    },
  });
}
