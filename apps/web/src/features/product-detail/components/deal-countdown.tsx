import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../lib/format';
import { useCountdown } from '../hooks/use-countdown';
import { COUNTDOWN_MS, formatClock, splitDuration } from '../utils/countdown';

/** The limited-time countdown: 2 hours from arrival, ticking to zero (docs/product/catalog.md). */
export function DealCountdown() {
  const { t, i18n } = useTranslation();
  const left = useCountdown(COUNTDOWN_MS);
  const clock = splitDuration(left);
  const ended = left === 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-brand-50 px-3 py-2 text-sm dark:bg-brand-900/30">
      <span className="font-semibold text-brand-800 dark:text-brand-200">{t('productPage.countdown.title')}</span>
      {ended ? (
        <span className="text-slate-700 dark:text-slate-300">{t('productPage.countdown.ended')}</span>
      ) : (
        <>
          <span className="text-slate-700 dark:text-slate-300">{t('productPage.countdown.endsIn')}</span>
          {/* Drawn every second but not read: the live text below changes at most once a minute. */}
          <span aria-hidden="true" data-testid="countdown" className="rounded bg-slate-900 px-2 py-0.5 font-mono font-semibold tracking-wider text-white tabular-nums dark:bg-slate-700">
            {formatClock(clock, toLanguage(i18n.language))}
          </span>
        </>
      )}
      <span aria-live="polite" className="sr-only">
        {ended ? '' : t('productPage.countdown.spoken', { hours: clock.hours, minutes: clock.minutes })}
      </span>
    </div>
  );
}
