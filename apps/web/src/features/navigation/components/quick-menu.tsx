import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut, useSessionUser } from '../hooks/use-session-user';
import { HoverDropdown, panelCard } from './hover-dropdown';
import { ChevronDownIcon } from './nav-icons';

const item =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-400';

/** The top bar's MENU: shortcuts to the shopper's pages; Sign Out only when signed in. */
export function QuickMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const links = [
    { to: '/orders', label: t('navigation.quickMenu.orders') },
    { to: '/messages', label: t('navigation.quickMenu.messages') },
    { to: '/cart', label: t('navigation.quickMenu.cart') },
    { to: '/wishlist', label: t('navigation.quickMenu.favorites') },
    { to: '/manageaccount', label: t('navigation.quickMenu.account') },
  ];
  return (
    <HoverDropdown
      panelClassName={`${panelCard} absolute right-0 top-full mt-1 w-48 p-1.5`}
      trigger={(props, open) => (
        <button
          type="button"
          {...props}
          className="flex h-9 items-center gap-1 px-1 font-semibold text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          {t('navigation.topBar.menu')}
          <ChevronDownIcon className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
    >
      <nav aria-label={t('navigation.topBar.quickLinks')}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>{link.label}</Link>
            </li>
          ))}
          {user && (
            <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
              <button
                type="button"
                data-menu-close
                className={item}
                onClick={() => {
                  signOut();
                  navigate('/');
                }}
              >
                {t('navigation.quickMenu.signOut')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </HoverDropdown>
  );
}
