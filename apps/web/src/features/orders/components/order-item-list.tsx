import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ONE_SIZE, type Order } from '@shop/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { useOrderFormat } from '../hooks/use-order-format';
import { useLocalName } from '../../../lib/use-local-name';

/** An order's lines: image, name (to its product page), SKU and size, price, quantity and line subtotal. */
export function OrderItemList({ order }: { order: Pick<Order, 'order_number' | 'items'> }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useOrderFormat();
  if (order.items.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('orders.card.noItems')}</p>;
  }
  return (
    <ul aria-label={t('orders.card.itemsLabel', { number: order.order_number })} className="divide-y divide-slate-100 dark:divide-slate-800">
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-3 px-4 py-3">
          <div className="w-14 shrink-0 overflow-hidden rounded-md sm:w-16">
            <ProductImage src={item.image} alt="" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <Link
              to={`/product/${item.product_id}`}
              className="line-clamp-2 font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
            >
              {localName(item.name, item.name_bn)}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <span className="break-all">{t('orders.card.sku', { sku: item.product_sku })}</span>
              {item.size && item.size !== ONE_SIZE && <span> · {t('orders.card.size', { size: item.size })}</span>}
            </p>
            <p className="text-slate-700 dark:text-slate-200">
              <span className="font-medium">{format.taka(item.price)}</span>
              <span className="text-slate-600 dark:text-slate-300"> · {t('orders.card.qty', { count: item.quantity })}</span>
            </p>
          </div>
          <p className="shrink-0 text-right text-sm font-semibold whitespace-nowrap text-slate-900 dark:text-white">
            <span className="sr-only">{t('orders.card.subtotal')}: </span>
            {format.taka(item.subtotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}
