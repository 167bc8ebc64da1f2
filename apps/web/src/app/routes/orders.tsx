import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** /orders (docs/product/orders.md, where a cash-on-delivery checkout lands): My Orders outside the account area. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const title = t('pages.orders');
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 pb-12">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('orders.intro')}</p>
      </div>
      <OrdersScreen />
    </div>
  );
}
