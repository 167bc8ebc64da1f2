import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { dismissCartNotice, useCartNotice } from '../../../api/cart/cart-notice';

/** Says what the cart could not do as asked (a limit, a refusal, a sign-in merge that did not all fit). */
export function CartNoticeBar({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const notice = useCartNotice();
  if (!notice) return null;
  const text =
    notice.kind === 'quantity' ? t('cart.limits.quantity', { n: notice.n })
    : notice.kind === 'lines' ? t('cart.limits.lines', { n: notice.n })
    : notice.kind === 'merged' ? t('cart.limits.merged')
    : notice.message;
  return (
    <div role="status" data-testid="cart-notice" className={`flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200 ${className}`}>
      <p className="flex-1">{text}</p>
      <button
        type="button"
        onClick={dismissCartNotice}
        aria-label={t('cart.limits.dismiss')}
        className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-amber-900/50"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
