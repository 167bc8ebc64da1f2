import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isBackendGoogleError } from '@shop/shared';
import { readSession, signIn } from '../../../lib/session';
import type { GoogleScreen } from '../utils/google-messages';
import { googleResultParams, readGoogleOutcome } from '../utils/google-outcome';
import { takeGoogleTarget } from '../utils/google-target';

type GoogleResultState =
  | { phase: 'processing' }
  | { phase: 'success'; name: string }
  /** `next`: where the screen moves on to by itself. */
  | { phase: 'error'; error: string; next: 'auth' | 'home' };

/** docs/product/auth.md: handling starts 100 ms after load; 2 s on success; 4 s or 3 s on an error. */
const GOOGLE_TIMINGS = { startMs: 100, successMs: 2000, errorMs: { callback: 4000, success: 3000 } } as const;

/**
 * The Google result screens (/auth/google/callback and /auth/success): read the token the API sent,
 * start the session, take the address bar's token out of the history, and move on.
 */
export function useGoogleResult(screen: GoogleScreen): GoogleResultState {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // Read once at load: the address is cleaned at once, and the session this screen starts is not
  // "already signed in".
  const [initial] = useState(() => ({ params: googleResultParams(search, hash), signedIn: readSession() !== null }));
  const [state, setState] = useState<GoogleResultState>({ phase: 'processing' });

  useEffect(() => {
    // The token must not stay in the address bar, the history or a bookmark: the entry is replaced
    // (history.replaceState underneath), so Back never returns to it either.
    if (search || hash) navigate(pathname, { replace: true });
    // Only on load: the navigation above changes `search` and `hash` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (initial.signedIn) {
      navigate(takeGoogleTarget(), { replace: true });
      return;
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
    later(GOOGLE_TIMINGS.startMs, () => {
      const outcome = readGoogleOutcome(initial.params, Date.now() / 1000);
      if (outcome.ok) {
        signIn(outcome.answer);
        setState({ phase: 'success', name: outcome.answer.user.name });
        later(GOOGLE_TIMINGS.successMs, () => navigate(takeGoogleTarget(outcome.target), { replace: true }));
        return;
      }
      // The shop failing (not this attempt) goes home: trying again at /auth would not help.
      const home = screen === 'callback' && isBackendGoogleError(outcome.error);
      setState({ phase: 'error', error: outcome.error, next: home ? 'home' : 'auth' });
      later(GOOGLE_TIMINGS.errorMs[screen], () =>
        navigate(home ? '/' : `/auth?${new URLSearchParams({ error: outcome.error })}`, { replace: true }),
      );
    });
    return () => timers.forEach(clearTimeout);
  }, [initial, navigate, screen]);

  return state;
}
