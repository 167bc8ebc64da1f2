import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type Profile, type ProfileInput } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';
import { syncSessionUser } from '../utils/sync-session-user';
import { accountKeys } from './query-keys';

export async function updateProfile(token: string, input: ProfileInput): Promise<Profile> {
  return ProfileSchema.parse(await authed(api.put<unknown>('/profile', input, { token })));
}

export function useUpdateProfile() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(session?.token ?? '', input),
    onSuccess: (profile) => {
      if (session) queryClient.setQueryData(accountKeys.profile(session.user.id), profile);
      syncSessionUser(profile);
    },
  });
}
