import { useQuery } from '@tanstack/react-query';
import { AddressListSchema, type Address } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

export async function getAddresses(token: string, signal?: AbortSignal): Promise<Address[]> {
  return AddressListSchema.parse(await authed(api.get<unknown>('/addresses', { token, signal }))).addresses;
}

export function useAddresses() {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.addresses(session?.user.id ?? ''),
    queryFn: ({ signal }) => getAddresses(session?.token ?? '', signal),
    enabled: session !== null,
  });
}
