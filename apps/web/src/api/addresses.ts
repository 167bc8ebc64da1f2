import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AddressListSchema, AddressSchema, type Address, type AddressInput } from '@shop/shared';
import { api, ApiError } from '../lib/api-client';
import { sessionToken, useUserId } from './personal';

/** The address book (bearer), newest first: the account's Addresses screen and the checkout's contact read it. */
const addressesKeys = { of: (userId: string) => ['addresses', userId] as const };

const addressPath = (id: string) => `/addresses/${encodeURIComponent(id)}`;

async function getAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  return AddressListSchema.parse(await api.get<unknown>('/addresses', { token: sessionToken(userId), signal })).addresses;
}

const addressesQuery = (userId: string) =>
  queryOptions({ queryKey: addressesKeys.of(userId), queryFn: ({ signal }) => getAddresses(userId, signal), enabled: userId !== '' });

export function useAddresses() {
  return useQuery(addressesQuery(useUserId()));
}

async function createAddress(input: AddressInput): Promise<Address> {
  return AddressSchema.parse(await api.post<unknown>('/addresses', input, { token: sessionToken() }));
}

async function updateAddress(id: string, input: AddressInput): Promise<Address> {
  return AddressSchema.parse(await api.patch<unknown>(addressPath(id), input, { token: sessionToken() }));
}

/** Only the owner may delete. A 404 means it is already gone (deleted in another tab), which is what was asked. */
async function deleteAddress(id: string): Promise<void> {
  try {
    await api.delete<unknown>(addressPath(id), { token: sessionToken() });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Each change edits the cached list in place, so the screen shows it without asking again. */
function useAddressChange<V, A>(call: (vars: V) => Promise<A>, apply: (list: Address[], answer: A, vars: V) => Address[]) {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, vars) => {
      client.setQueryData<Address[]>(addressesKeys.of(userId), (list) => list && apply(list, answer, vars));
    },
  });
}

export const useCreateAddress = () => useAddressChange(createAddress, (list, address) => [address, ...list]);

export const useUpdateAddress = () =>
  useAddressChange(
    ({ id, input }: { id: string; input: AddressInput }) => updateAddress(id, input),
    (list, address) => list.map((item) => (item.id === address.id ? address : item)),
  );

export const useDeleteAddress = () => useAddressChange(deleteAddress, (list, _answer, id) => list.filter((item) => item.id !== id));
