import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { authed } from '../utils/authed';

/** 'Sign out everywhere' (docs/decisions/027): every session of the account ends on the server, this one too. */
export async function signOutEverywhere(token: string): Promise<void> {
  await authed(api.post<unknown>('/auth/sessions/revoke', undefined, { token }));
}

export function useSignOutEverywhere() {
  const session = useSession();
  return useMutation({ mutationFn: () => signOutEverywhere(session?.token ?? '') });
}
