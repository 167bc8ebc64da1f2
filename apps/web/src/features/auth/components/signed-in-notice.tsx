import { useTranslation } from 'react-i18next';
import { OnwardLinks } from './link-screen';
import { CheckCircleIcon } from './auth-icons';

interface Props {
  user: { name: string; email: string };
  onSignOut: () => void;
}

/** /auth for a shopper who is already signed in: who they are, and the ways on (or out, to switch accounts). */
export function SignedInNotice({ user, onSignOut }: Props) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300">
        <CheckCircleIcon className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">{t('auth.signedIn.title')}</h1>
      <p className="text-slate-700 dark:text-slate-200">
        {/* An account made by phone may have neither a name nor an e-mail yet (docs/decisions/076). */}
        {user.name || user.email ? t('auth.signedIn.as', { name: user.name || user.email }) : t('auth.signedIn.byPhone')}
        {user.name && user.email && <span className="block text-sm text-slate-500 dark:text-slate-400">{user.email}</span>}
      </p>
      <OnwardLinks
        centred
        primary={{ to: '/manageaccount/dashboard', label: t('auth.signedIn.account') }}
        secondary={{ to: '/', label: t('auth.signedIn.shop') }}
      />
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {t('auth.signedIn.switchHint')}{' '}
        <button
          type="button"
          onClick={onSignOut}
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          {t('auth.signedIn.signOut')}
        </button>
      </p>
    </section>
  );
}
