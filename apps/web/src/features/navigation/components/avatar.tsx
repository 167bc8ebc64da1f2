import { useState } from 'react';
import type { SessionUser } from '../hooks/use-session-user';

const SIZES = { sm: 'size-6 text-xs', md: 'size-10 text-base' } as const;

/** The shopper's picture, or the first letter of the name on an orange disc when there is none. */
export function Avatar({ user, size = 'sm' }: { user: SessionUser; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState(false);
  const initial = (user.name || user.email).trim().charAt(0).toLocaleUpperCase() || '?';
  if (user.picture && !failed) {
    const px = size === 'sm' ? 24 : 40;
    return (
      <img
        src={user.picture}
        alt=""
        width={px}
        height={px}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white`}
    >
      {initial}
    </span>
  );
}
