import { useTranslation } from 'react-i18next';
import type { PickupPoint } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { InlineStatus } from './inline-status';

interface Props {
  points: PickupPoint[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  chosen: PickupPoint | undefined;
  onOpen: () => void;
}

/** The chosen pickup point (or none yet) and the button that opens 'Select Pickup Point'. */
export function PickupPointChoice({ points, loading, failed, onRetry, chosen, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('checkout.pickup.heading')}</h2>
        {chosen && (
          <button type="button" onClick={onOpen} aria-label={t('checkout.pickup.changeLabel')} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
            {t('checkout.pickup.change')}
          </button>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.pickup.intro')}</p>
      {loading && <InlineStatus busy text={t('checkout.pickup.loading')} />}
      {failed && <InlineStatus text={t('checkout.pickup.failed')} onRetry={onRetry} />}
      {points?.length === 0 && <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">{t('checkout.pickup.empty')}</p>}
      {chosen ? (
        <div data-testid="chosen-pickup-point" className="rounded-md border border-brand-200 bg-brand-50/60 p-3 text-sm dark:border-brand-900 dark:bg-brand-950/30">
          <p className="font-semibold text-slate-900 dark:text-white">{chosen.name}</p>
          <p className="text-slate-700 dark:text-slate-300">{chosen.address}, {chosen.city}</p>
          <p className="text-slate-700 dark:text-slate-300" dir="ltr">{chosen.phone}</p>
        </div>
      ) : (
        points !== undefined && points.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={onOpen} className={buttonClass('secondary')}>
              {t('checkout.pickup.select')}
            </button>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('checkout.pickup.none')}</span>
          </div>
        )
      )}
    </div>
  );
}
