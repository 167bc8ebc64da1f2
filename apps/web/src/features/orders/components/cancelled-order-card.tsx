import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CancelledOrder } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { useOrderFormat } from '../hooks/use-order-format';
import { OrderStatusBadge } from './status-badges';
import { useLocalName } from '../../../lib/use-local-name';

/**
 * One cancelled order (docs/product/orders.md, Cancellations): requested date, order id, MORE DETAILS, and its
 * products with image, name, Qty and the status badge. `detailsPath` is the order details route.
 */
export function CancelledOrderCard({ order, detailsPath }: { order: CancelledOrder; detailsPath: string }) {
  const localName = useLocalName();
  const { t } = useTranslation();
  const format = useOrderFormat();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('orders.cancellations.requestedOn', { date: format.date(order.requestedDate) })}</p>
          <h2 id={headingId} className="font-semibold break-all text-slate-900 dark:text-white">
            {t('orders.cancellations.orderId', { number: order.order_number })}
          </h2>
        </div>
        <Link
          to={detailsPath}
          aria-label={t('orders.cancellations.moreDetailsLabel', { number: order.order_number })}
          className={buttonClass('secondary')}
        >
          {t('orders.cancellations.moreDetails')}
        </Link>
      </header>
      <ul aria-label={t('orders.cancellations.productsLabel', { number: order.order_number })} className="divide-y divide-slate-100 dark:divide-slate-800">
        {order.products.map((product, index) => (
          <li key={`${product.id}-${index}`} className="flex items-center gap-3 px-4 py-3">
            <div className="w-12 shrink-0 overflow-hidden rounded-md">
              <ProductImage src={product.image} alt="" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <Link
                to={`/product/${product.id}`}
                className="line-clamp-2 font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
              >
                {localName(product.name, product.name_bn)}
              </Link>
              <p className="text-slate-600 dark:text-slate-300">{t('orders.card.qty', { count: product.qty })}</p>
            </div>
            <OrderStatusBadge status={order.status} />
          </li>
        ))}
      </ul>
    </article>
  );
}
