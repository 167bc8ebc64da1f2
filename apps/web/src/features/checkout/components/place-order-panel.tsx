import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';

interface Props {
  /** What still stops the order, worded; null when it can be placed. */
  blocker: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/**
 * 'Proceed to Pay', disabled while something is missing (docs/product/checkout.md) with the reason beside it,
 * and while the order is being placed, so a second click cannot send a second order.
 */
export function PlaceOrderPanel({ blocker, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={onSubmit}
        disabled={busy || blocker !== null}
        aria-describedby={blocker ? hintId : undefined}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none" />}
        {busy ? t('checkout.summary.placing') : t('checkout.summary.proceed')}
      </button>
      {blocker && !busy && (
        <p id={hintId} data-testid="proceed-hint" className="text-center text-sm text-slate-600 dark:text-slate-400">{blocker}</p>
      )}
    </div>
  );
}
