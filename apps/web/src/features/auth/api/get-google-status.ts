import { useQuery } from '@tanstack/react-query';
import { GoogleStatusSchema, type GoogleStatus } from '@shop/shared';
import { api, apiUrl } from '../../../lib/api-client';

/** Whether this shop is configured for Google sign-in (the button says so when it is not). */
export async function getGoogleStatus(signal?: AbortSignal): Promise<GoogleStatus> {
  return GoogleStatusSchema.parse(await api.get<unknown>('/auth/google/status', { signal }));
}

export function useGoogleStatus() {
  return useQuery({
    queryKey: ['auth', 'google-status'],
    queryFn: ({ signal }) => getGoogleStatus(signal),
    // Configuration changes only with a restart of the shop.
    staleTime: 10 * 60_000,
  });
}

/** Not a fetch: the browser itself goes there, and the API sends it on to Google. */
export function googleSignInUrl(target: string): string {
  return apiUrl('/auth/google', { redirect: target });
}
