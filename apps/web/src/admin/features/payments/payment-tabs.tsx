import { NavLink } from 'react-router';
import { useAdminTranslation } from '../../i18n/i18n';

const TABS = [
  { to: '/admin/payments', label: 'proofs' },
  { to: '/admin/payments/gateway', label: 'attempts' },
  { to: '/admin/payments/refunds', label: 'refunds' },
  { to: '/admin/payments/wallet', label: 'wallet' },
  { to: '/admin/payments/couriers', label: 'couriers' },
] as const;

const TAB =
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** The payments section's views, one address each: the proofs, the gateways' payments, the refunds, the wallets' money. */
export function PaymentTabs() {
  const { t } = useAdminTranslation();
  return (
    <nav aria-label={t('onlinePayments.tabsLabel')}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => `${TAB} ${isActive ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {t(`onlinePayments.tabs.${tab.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
