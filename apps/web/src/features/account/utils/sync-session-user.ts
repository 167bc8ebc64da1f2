import { SESSION_KEYS, type Profile } from '@shop/shared';
import { readJson, writeJson } from '../../../lib/storage';

/** The header greets with the stored user: after a profile change it shows the new name at once. */
export function syncSessionUser(profile: Pick<Profile, 'name' | 'email'>): void {
  const stored = readJson(SESSION_KEYS.user);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return;
  const user = stored as Record<string, unknown>;
  if (user.name === profile.name && user.email === profile.email) return;
  writeJson(SESSION_KEYS.user, { ...user, name: profile.name, email: profile.email, given_name: null, family_name: null });
}
