import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserIcon } from '../../components/ui/icons';

/** Signed-out entry to /auth; the account menu replaces it once sign-in exists. */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/auth"
      className="flex h-10 items-center gap-2 rounded-full px-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-400"
    >
      <UserIcon className="size-6" />
      <span className="sr-only sm:not-sr-only">{t('header.signIn')}</span>
    </Link>
  );
}
