import type { CartItem } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFailureText } from '../hooks/use-failure-text';
import type { OrderFailure } from '../utils/order-failure';
import { linkClass } from './styles';

interface Props {
  failure: OrderFailure;
  lines: readonly CartItem[];
  /** For a voucher that no longer applies: take it off and carry on. */
  onRemovePromo?: () => void;
  /** The simple checkout words it as 'Failed to create order: {detail}'. */
  format?: (text: string) => string;
}

/** Why the order was not placed, and the way forward: the cart for stock, the voucher, a retry. */
export function FailureNotice({ failure, lines, onRemovePromo, format = (text) => text }: Props) {
  const { t } = useTranslation();
  const text = useFailureText()(failure, lines);
  const toCart = failure.kind === 'stock' || failure.kind === 'unavailable' || failure.kind === 'cartChanged';
  return (
    <div role="alert" data-testid="order-failure" className="flex flex-col gap-1.5 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
      <p className="font-semibold">{format(text)}</p>
      {failure.kind === 'network' && <p>{t('checkout.errors.network')}</p>}
      {failure.kind === 'promo' && (
        <>
          <p>{t('checkout.errors.promoHint')}</p>
          {onRemovePromo && (
            <button type="button" onClick={onRemovePromo} className="self-start font-semibold underline underline-offset-2 hover:no-underline">
              {t('checkout.errors.removePromo')}
            </button>
          )}
        </>
      )}
      {failure.kind === 'unpaidOrders' && (
        <Link to="/orders" className={`${linkClass} self-start text-red-900 dark:text-red-100`}>{t('checkout.errors.myOrders')}</Link>
      )}
      {toCart && (
        <Link to="/cart" className={`${linkClass} self-start text-red-900 dark:text-red-100`}>{t('checkout.errors.reviewCart')}</Link>
      )}
    </div>
  );
}
