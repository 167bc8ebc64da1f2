import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GoogleLogo } from '../../../components/ui/icons';
import { signOut, type SessionUser } from '../hooks/use-session-user';
import { AccountIdentity } from './account-identity';
import { LogoutIcon } from './nav-icons';

const item =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-400';

/** Inside the sign-in dropdown: the way in for guests, the account links for a signed-in shopper. */
export function AccountPanel({ user }: { user: SessionUser | null }) {
  return user ? <SignedIn user={user} /> : <SignedOut />;
}

function SignedOut() {
  const { t } = useTranslation();
  const small = 'font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-400';
  return (
    <div className="flex w-72 flex-col gap-3 p-4">
      <div>
        <p className="font-semibold">{t('navigation.account.welcome')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('navigation.account.welcomeText')}</p>
      </div>
      <Link to="/auth" className={`${buttonClass('primary')} w-full`}>
        {t('navigation.account.signInUp')}
      </Link>
      <p className="-mt-1 text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.menu.newCustomer')}{' '}
        <Link to="/register" className={small}>{t('auth.menu.createAccount')}</Link>
      </p>
      <p aria-hidden="true" className="flex items-center gap-2 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-700 dark:after:bg-slate-700">
        {t('navigation.account.or')}
      </p>
      <Link to="/auth?google=1" className={`${buttonClass('secondary')} w-full`}>
        <GoogleLogo className="size-5" />
        {t('navigation.account.google')}
      </Link>
      <p className="text-xs leading-relaxed text-slate-500 dark:text-slate-400">
        {t('navigation.account.agree')}{' '}
        <Link to="/terms" className={small}>{t('navigation.account.terms')}</Link>{' '}
        {t('navigation.account.and')}{' '}
        <Link to="/privacy" className={small}>{t('navigation.account.privacy')}</Link>
      </p>
    </div>
  );
}

function SignedIn({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    { to: '/manageaccount/dashboard', label: t('auth.menu.myAccount') },
    { to: '/manageaccount/profilecart', label: t('navigation.account.myProfile') },
    { to: '/orders', label: t('navigation.account.myOrders') },
    { to: '/wishlist', label: t('navigation.account.wishlist') },
  ];
  return (
    <div className="w-64 p-2">
      <AccountIdentity user={user} className="px-2 pt-1 pb-3 dark:border-slate-700" />
      <ul className="py-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={item}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-menu-close
        onClick={() => {
          signOut();
          navigate('/');
        }}
        className={`${item} flex w-full items-center gap-2 border-t border-slate-200 text-left dark:border-slate-700`}
      >
        <LogoutIcon className="size-4" />
        {t('navigation.account.signOut')}
      </button>
    </div>
  );
}
