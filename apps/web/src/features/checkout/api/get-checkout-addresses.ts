import { useQuery } from '@tanstack/react-query';
import { AddressListSchema, type Address } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { checkoutKeys } from './query-keys';

/** GET /api/v1/addresses (bearer): the address book, newest first; the checkout's contact comes from it. */
export async function getCheckoutAddresses(token: string, signal?: AbortSignal): Promise<Address[]> {
  return AddressListSchema.parse(await api.get<unknown>('/addresses', { token, signal })).addresses;
}

export function useCheckoutAddresses() {
  const session = useSession();
  return useQuery({
    queryKey: checkoutKeys.addresses(session?.user.id ?? ''),
    queryFn: ({ signal }) => getCheckoutAddresses(session?.token ?? '', signal),
    enabled: session !== null,
  });
}
