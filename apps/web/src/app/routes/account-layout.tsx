import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { AccountGreeting } from '../../features/account/components/account-greeting';
import { RedirectToLogin } from '../../features/account/components/redirect-to-login';
import { useActiveInView } from '../../features/account/hooks/use-active-in-view';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import type { PageKey } from '../../i18n/catalogue';
import { useSession } from '../../lib/session';

/** The account sidebar of docs/product/account.md, in its order, with the dashboard first. */
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

/** /manageaccount and /mangaeaccount: signed-in shoppers only, with the greeting and the account menu. */
export default function AccountLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const menu = useRef<HTMLUListElement>(null);
  useActiveInView(menu, location.pathname);
  if (!session) return <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6">
      <aside className="self-start rounded-lg bg-white p-3 shadow-xs md:sticky md:top-24 dark:bg-slate-900">
        <AccountGreeting />
        <nav aria-label={t('account.navLabel')} className="border-t border-slate-200 pt-2 dark:border-slate-700">
          <p className="hidden px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase md:block dark:text-slate-400">
            {t('account.title')}
          </p>
          <ul ref={menu} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0">
            {LINKS.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
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
      </aside>
      <div className="flex min-w-0 flex-col gap-4">
        <VerifyEmailBanner />
        <div className="min-w-0 rounded-lg bg-white shadow-xs dark:bg-slate-900">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
