import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, SESSION_KEYS, type Language, type Profile, type ProfileInput } from '@shop/shared';
import { api } from '../lib/api-client';
import { readSession } from '../lib/session';
import { readJson, writeJson } from '../lib/storage';
import { meKeys } from './account-links';
import { sessionToken, useUserId } from './personal';

/** The shopper's profile (bearer): name, e-mail, phone, birthday, gender. */
const profileKeys = { of: (userId: string) => ['profile', userId] as const };

async function getProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return ProfileSchema.parse(await api.get<unknown>('/profile', { token: sessionToken(userId), signal }));
}

const profileQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.of(userId), queryFn: ({ signal }) => getProfile(userId, signal), enabled: userId !== '' });

export function useProfile() {
  return useQuery(profileQuery(useUserId()));
}

async function updateProfile(input: ProfileInput): Promise<Profile> {
  return ProfileSchema.parse(await api.put<unknown>('/profile', input, { token: sessionToken() }));
}

/** The header greets with the stored user: after a profile change it shows the new name at once. */
function syncSessionUser(profile: Pick<Profile, 'name' | 'email'>): void {
  const stored = readJson(SESSION_KEYS.user);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return;
  const user = stored as Record<string, unknown>;
  if (user.name === profile.name && user.email === profile.email) return;
  writeJson(SESSION_KEYS.user, { ...user, name: profile.name, email: profile.email, given_name: null, family_name: null });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.of(userId), profile);
      syncSessionUser(profile);
      // A new address is not verified yet (and its link is on the way): the banner and the badge ask again.
      void client.invalidateQueries({ queryKey: meKeys.of(userId) });
    },
  });
}

/**
 * The language of the account's e-mails and SMS follows the shop's when a signed-in shopper switches it
 * (docs/product/messages.md); signed out, there is no account to tell. A failure leaves the messages' language as
 * it was: the switch itself never fails for it.
 */
export async function saveMessageLanguage(language: Language): Promise<void> {
  if (!readSession()) return;
  await api.put<unknown>('/profile/language', { language }, { token: sessionToken() }).catch(() => undefined);
}
