import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../hooks/use-session-user';
import { Avatar } from './avatar';

/** Who is signed in (picture, greeting, e-mail) over a line: the top of the account menu and of the mobile menu. */
export function AccountIdentity({ user, className }: { user: SessionUser; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-center gap-3 border-b border-slate-200 ${className}`}>
      <Avatar user={user} size="md" />
      <div className="min-w-0">
        <p className="truncate font-semibold">
          {user.name ? t('navigation.account.greeting', { name: user.name }) : t('navigation.account.greetingShort')}
        </p>
        {user.email && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>}
      </div>
    </div>
  );
}
