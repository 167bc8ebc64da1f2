import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { PageStatus } from '../../../components/ui/page-status';

const reload = () => window.location.reload();

/** 'Loading Checkout', or after 5 s 'System is slow. Please refresh the page.' (docs/product/checkout.md). */
export function CheckoutLoading({ slow }: { slow: boolean }) {
  const { t } = useTranslation();
  if (!slow) return <PageStatus busy title={t('checkout.loading')} />;
  return (
    <PageStatus role="alert" title={t('checkout.slow')}>
      <button type="button" onClick={reload} className={buttonClass('primary')}>{t('checkout.refresh')}</button>
    </PageStatus>
  );
}

/** Still loading past the guard, with the page already usable: the same words, above it. */
export function SlowBanner() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">{t('checkout.slow')}</p>
      <button type="button" onClick={reload} className="font-semibold underline underline-offset-2 hover:no-underline">{t('checkout.refresh')}</button>
    </div>
  );
}

export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageStatus role="alert" title={t('checkout.errors.load')}>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={onRetry} className={buttonClass('primary')}>{t('checkout.tryAgain')}</button>
        <button type="button" onClick={reload} className={buttonClass('secondary')}>{t('checkout.refresh')}</button>
      </div>
    </PageStatus>
  );
}

/** 'Your cart is empty' with Continue Shopping to /products; or the cart screen's choice is gone. */
export function CheckoutEmpty({ selectionGone = false }: { selectionGone?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900">
      <CartIcon className="size-12 text-slate-400 dark:text-slate-500" />
      <p className="text-lg font-semibold">{selectionGone ? t('checkout.selectionGone') : t('checkout.empty')}</p>
      {!selectionGone && <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.emptyHint')}</p>}
      <Link to={selectionGone ? '/cart' : '/products'} className={`${buttonClass('primary')} mt-2`}>
        {selectionGone ? t('checkout.backToCart') : t('checkout.continueShopping')}
      </Link>
    </div>
  );
}
