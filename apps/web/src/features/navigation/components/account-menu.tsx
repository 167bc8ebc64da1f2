import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../../components/ui/icons';
import { useSessionUser } from '../hooks/use-session-user';
import { AccountPanel } from './account-panel';
import { Avatar } from './avatar';
import { HoverDropdown, panelCard } from './hover-dropdown';
import { ChevronDownIcon } from './nav-icons';

interface Props {
  /** 'bar': words on the dark top bar (wide screens); 'icon': a round icon button (phones). */
  tone: 'bar' | 'icon';
}

/** The sign-in dropdown: 'SIGN IN' for guests, 'Hi' and the name once signed in. */
export function AccountMenu({ tone }: Props) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const label = user
    ? user.name
      ? t('navigation.account.greeting', { name: user.name })
      : t('navigation.account.greetingShort')
    : t('header.signIn');
  const bar = tone === 'bar';
  return (
    <HoverDropdown
      panelClassName={`${panelCard} absolute right-0 top-full mt-1`}
      trigger={(props, open) => (
        <button
          type="button"
          {...props}
          aria-label={bar ? undefined : label}
          className={
            bar
              ? 'flex h-9 items-center gap-1.5 px-1 font-semibold text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400'
              : 'flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800'
          }
        >
          {user ? <Avatar user={user} /> : <UserIcon className={bar ? 'size-4' : 'size-6'} />}
          {bar && (
            <>
              <span className="max-w-40 truncate">{label}</span>
              <ChevronDownIcon className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
            </>
          )}
        </button>
      )}
    >
      <AccountPanel user={user} />
    </HoverDropdown>
  );
}
