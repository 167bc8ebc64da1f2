import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressSchema, type Address, type AddressInput } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

export async function updateAddress(token: string, id: string, input: AddressInput): Promise<Address> {
  const body = await authed(api.patch<unknown>(`/addresses/${encodeURIComponent(id)}`, input, { token }));
  return AddressSchema.parse(body);
}

export function useUpdateAddress() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressInput }) => updateAddress(session?.token ?? '', id, input),
    onSuccess: (address) => {
      if (!session) return;
      queryClient.setQueryData<Address[]>(accountKeys.addresses(session.user.id), (list) =>
        list?.map((item) => (item.id === address.id ? address : item)),
      );
    },
  });
}
