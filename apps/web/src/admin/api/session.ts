import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  StaffMeSchema,
  StaffSignInAnswerSchema,
  type StaffEnrolInput,
  type StaffLinkPasswordInput,
  type StaffMe,
  type StaffPermission,
  type StaffSignInAnswer,
  type StaffSignInInput,
} from '@shop/shared';
import { adminApi, ApiError, linkSession } from './client';

/**
 * The staff session (docs/decisions/038): who is signed in (GET /admin/session, null when nobody is), signing in
 * with a password, a one-time code or a first enrolment, setting a password from a one-time link, and signing
 * out. Every query of the back office has a key starting with 'admin'; signing in or out forgets all but this one.
 */
export const sessionKeys = { me: ['admin', 'session'] as const };

/** GET /api/v1/admin/session: the signed-in person, or null (401). */
async function getMe(signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    return await adminApi.get('/session', StaffMeSchema, { signal, outsideSession: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionKeys.me, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const useStaffMe = () => useQuery(sessionQuery);

/** Whether the signed-in person's role may do `permission` (the server's list in StaffMe). */
export function may(me: StaffMe | null | undefined, permission: StaffPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}

const isSession = (key: readonly unknown[]) => key[0] === sessionKeys.me[0] && key[1] === sessionKeys.me[1];

/** Another person's (or nobody's) answers must not show: everything but the session is asked again. */
function forgetOthers(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !isSession(query.queryKey) });
}

function signedIn(client: QueryClient, me: StaffMe): void {
  forgetOthers(client);
  client.setQueryData(sessionKeys.me, me);
}

function signedOut(client: QueryClient): void {
  client.setQueryData(sessionKeys.me, null);
  forgetOthers(client);
}

let endedNotice = false;

/**
 * Connects the API client to the session in `client`: changes carry its CSRF token, and a 401 to any call
 * inside a session ends it, once (the layout then sends the person to sign in, keeping where they were).
 */
export function connectSession(client: QueryClient): void {
  linkSession({
    csrfToken: () => client.getQueryData<StaffMe | null>(sessionKeys.me)?.csrf_token ?? null,
    ended: () => {
      if (!client.getQueryData<StaffMe | null>(sessionKeys.me)) return;
      endedNotice = true;
      signedOut(client);
    },
  });
}

/** Whether the last session ended by a 401 (the sign-in screen says so once). */
export function takeEndedNotice(): boolean {
  const notice = endedNotice;
  endedNotice = false;
  return notice;
}

function useSignedInOnSuccess() {
  const client = useQueryClient();
  return (answer: StaffSignInAnswer) => {
    if (answer.status === 'signed_in') signedIn(client, answer.me);
  };
}

/** POST /api/v1/admin/session: signed in, or a code is needed, or one-time codes must be set up first. */
export function useSignIn() {
  return useMutation({
    mutationFn: (input: StaffSignInInput) => adminApi.post('/session', input, StaffSignInAnswerSchema, { outsideSession: true }),
    onSuccess: useSignedInOnSuccess(),
  });
}

/** POST /api/v1/admin/session/enrol: the first code from the app that scanned the secret. */
export function useEnrol() {
  return useMutation({
    mutationFn: (input: StaffEnrolInput) => adminApi.post('/session/enrol', input, StaffSignInAnswerSchema, { outsideSession: true }),
    onSuccess: useSignedInOnSuccess(),
  });
}

/** POST /api/v1/admin/session/link: a password chosen from a one-time link, and signed in. */
export function useSetPasswordFromLink() {
  return useMutation({
    mutationFn: (input: StaffLinkPasswordInput) => adminApi.post('/session/link', input, StaffSignInAnswerSchema, { outsideSession: true }),
    onSuccess: useSignedInOnSuccess(),
  });
}

/** DELETE /api/v1/admin/session, or POST …/sign-out-everywhere: every session of this person. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) => (everywhere ? adminApi.send('POST', '/session/sign-out-everywhere') : adminApi.send('DELETE', '/session')),
    onSuccess: () => signedOut(client),
  });
}
