import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { PageKey } from '../../i18n/catalogue';

/** The account sidebar of accounts-and-purchase.md §2, in its order, with the dashboard first. */
const LINKS: { to: string; title: PageKey }[] = [
  { to: 'dashboard', title: 'accountDashboard' },
  { to: 'profilecart', title: 'accountProfile' },
  { to: 'addresses', title: 'accountAddresses' },
  { to: 'payments', title: 'accountPayments' },
  { to: 'returns', title: 'accountReturns' },
  { to: 'cancellations', title: 'accountCancellations' },
  { to: 'orders', title: 'accountOrders' },
  { to: 'reviews', title: 'accountReviews' },
  { to: 'wishlist', title: 'accountWishlist' },
];

export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('account.navLabel')} className="rounded-lg bg-white p-3 shadow-xs dark:bg-slate-900">
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('account.title')}
        </p>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm whitespace-nowrap transition-colors ${
                    isActive
                      ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-300'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`
                }
              >
                {t(`pages.${link.title}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 rounded-lg bg-white shadow-xs dark:bg-slate-900">
        <Outlet />
      </div>
    </div>
  );
}
