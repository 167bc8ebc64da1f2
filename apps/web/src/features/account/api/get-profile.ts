import { useQuery } from '@tanstack/react-query';
import { ProfileSchema, type Profile } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { accountKeys } from './query-keys';

export async function getProfile(token: string, signal?: AbortSignal): Promise<Profile> {
  return ProfileSchema.parse(await authed(api.get<unknown>('/profile', { token, signal })));
}

export function useProfile() {
  const session = useSession();
  return useQuery({
    queryKey: accountKeys.profile(session?.user.id ?? ''),
    queryFn: ({ signal }) => getProfile(session?.token ?? '', signal),
    enabled: session !== null,
  });
}
