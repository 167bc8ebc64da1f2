import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** docs/product/account.md: the profile's 'Saved!' label stays 3 seconds. */
const SAVED_NOTICE_MS = 3000;

/** Navigation state the profile form leaves for the dashboard after a save. */
export const PROFILE_SAVED_STATE = { profileSaved: true } as const;

/**
 * True for 3 s after arriving from a profile save. The state is then cleared from history, so a reload
 * or coming back later does not claim a fresh save.
 */
export function useSavedNotice(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as { profileSaved?: unknown } | null)?.profileSaved === true;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('.', { replace: true, state: null }), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
  return saved;
}
