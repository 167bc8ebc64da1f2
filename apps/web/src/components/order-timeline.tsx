import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courierLabel, type OrderTracking, type Shipment } from '@shop/shared';
import { copyText } from '../lib/copy-text';
import { toLanguage, type Language } from '../lib/format';
import { useOrderLabels } from '../lib/order-labels';

const formats = new Map<Language, Intl.DateTimeFormat>();
/** A step's moment in Bangladesh time, day and hour ('Nov 22, 2026, 3:40 PM'), in the shopper's language. */
function formatMoment(value: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
    formats.set(language, format);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/**
 * An order's timeline (docs/product/orders.md "Tracking"): placed, confirmed, shipped with the courier and
 * tracking, out for delivery, delivered, each with its date, the steps not reached yet shown as to come; a
 * cancelled order ends with the cancellation and its reason. The shopper's order page and the public tracking
 * page both show it.
 */
export function OrderTimeline({ tracking, orderNumber }: { tracking: OrderTracking; orderNumber: string }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const language = toLanguage(i18n.language);
  const lastReached = tracking.steps.reduce((last, step, index) => (step.reached ? index : last), -1);
  return (
    <ol aria-label={t('tracking.timeline.label', { number: orderNumber })} className="flex flex-col">
      {tracking.steps.map((step, index) => {
        const current = !tracking.cancelled && index === lastReached;
        const last = index === tracking.steps.length - 1 && !tracking.cancelled;
        return (
          <li key={step.step} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && (
              <span aria-hidden="true" className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${tracking.steps[index + 1]?.reached || (tracking.cancelled && index === lastReached) ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-600'}`} />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
                step.reached ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300'
              }`}
            >
              {step.reached ? '✓' : index + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className={`font-semibold ${step.reached ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}>
                {t(`tracking.timeline.steps.${step.step}`)}
                <span className="sr-only">
                  {' — '}
                  {current ? t('tracking.timeline.current') : step.reached ? t('tracking.timeline.done') : t('tracking.timeline.toCome')}
                </span>
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {step.reached ? (
                  step.at ? <time dateTime={step.at}>{formatMoment(step.at, language)}</time> : t('tracking.timeline.undated')
                ) : (
                  <span aria-hidden="true">{t('tracking.timeline.toCome')}</span>
                )}
              </p>
              {step.step === 'shipped' && step.reached && tracking.shipment && <ShipmentDetails shipment={tracking.shipment} />}
              {step.step === 'shipped' && step.reached && tracking.parcel_steps && tracking.parcel_steps.length > 0 && <ParcelSteps steps={tracking.parcel_steps} language={language} />}
            </div>
          </li>
        );
      })}
      {tracking.cancelled && (
        <li className="relative flex gap-3">
          <span aria-hidden="true" className="relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-red-700 bg-red-700 text-xs font-bold text-white">
            ✕
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-semibold text-red-800 dark:text-red-300">{t('tracking.timeline.cancelled')}</p>
            {tracking.cancelled.at && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <time dateTime={tracking.cancelled.at}>{formatMoment(tracking.cancelled.at, language)}</time>
              </p>
            )}
            {tracking.cancelled.reason && (
              <p className="text-sm break-words text-slate-800 dark:text-slate-200">{t('tracking.timeline.cancelReason', { reason: labels.cancelReason(tracking.cancelled.reason) })}</p>
            )}
          </div>
        </li>
      )}
    </ol>
  );
}

/** The courier's own updates of a booked parcel (docs/decisions/074), oldest first, each with its moment. */
function ParcelSteps({ steps, language }: { steps: NonNullable<OrderTracking['parcel_steps']>; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 text-sm">
      <p className="font-medium text-slate-800 dark:text-slate-200">{t('tracking.timeline.parcel.label')}</p>
      {/* Lines, not a nested list: the timeline's own steps stay its only list items. */}
      <div className="mt-1 flex flex-col gap-1" data-testid="parcel-steps">
        {steps.map((step) => (
          <p key={`${step.state}-${step.at}`} className="flex flex-wrap gap-x-2 text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{t(`tracking.timeline.parcel.${step.state}`)}</span>
            <time dateTime={step.at}>{formatMoment(step.at, language)}</time>
          </p>
        ))}
      </div>
    </div>
  );
}

/** The courier, the tracking number (with a copy button) and the courier's tracking page, when staff gave one. */
function ShipmentDetails({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const courier = shipment.courier === 'other' && !shipment.courier_name ? t('tracking.timeline.other') : courierLabel(shipment);
  return (
    <div className="mt-1 flex flex-col gap-1.5 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <p className="text-slate-800 dark:text-slate-200">{t('tracking.timeline.courier', { courier })}</p>
      {shipment.tracking_number && (
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-slate-600 dark:text-slate-300">{t('tracking.timeline.trackingNumber')}</span>
          <span className="font-mono font-semibold break-all text-slate-900 dark:text-white" data-testid="tracking-number">{shipment.tracking_number}</span>
          <button
            type="button"
            aria-label={copied ? undefined : t('tracking.timeline.copyLabel', { number: shipment.tracking_number })}
            onClick={() => void copyText(shipment.tracking_number ?? '').then((ok) => setCopied(ok))}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700 hover:bg-white dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
          >
            {copied ? t('tracking.timeline.copied') : t('tracking.timeline.copy')}
          </button>
        </p>
      )}
      {shipment.tracking_url && (
        <a
          href={shipment.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
        >
          {t('tracking.timeline.openLink', { courier })}
        </a>
      )}
    </div>
  );
}
