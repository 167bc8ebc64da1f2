import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { takeGoogleTarget } from '../utils/google-target';

/** docs/product/auth.md: 'Login successful!' stays on screen this long before the shop moves on. */
const LOGIN_REDIRECT_MS = 1500;

/**
 * After a login: wait 1.5 s, then go to the stored post-login target (checkout saves one) or home,
 * forgetting the target (the same one Google sign-in uses; only paths of this site count). Leaving the
 * screen first cancels the move.
 */
export function useRedirectAfterLogin(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(takeGoogleTarget(), { replace: true }), LOGIN_REDIRECT_MS);
  }, [navigate]);
}
