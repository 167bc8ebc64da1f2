import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressSchema, type Address, type AddressInput } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

export async function createAddress(token: string, input: AddressInput): Promise<Address> {
  return AddressSchema.parse(await authed(api.post<unknown>('/addresses', input, { token })));
}

/** The list is newest first, as the API answers it. */
export function useCreateAddress() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) => createAddress(session?.token ?? '', input),
    onSuccess: (address) => {
      if (session) queryClient.setQueryData<Address[]>(accountKeys.addresses(session.user.id), (list) => list && [address, ...list]);
    },
  });
}
