import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatusTone, TrackOrderInputSchema, type TrackedOrder } from '@shop/shared';
import { useTrackOrder } from '../../../api/tracking';
import { OrderTimeline } from '../../../components/order-timeline';
import { buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ApiError } from '../../../lib/api-client';
import { formatTaka, toLanguage } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useOrderLabels } from '../../../lib/order-labels';

type FieldName = 'order_number' | 'phone';
type Problems = Partial<Record<FieldName, 'orderNumber' | 'phone'>>;
const PROBLEM: Record<FieldName, 'orderNumber' | 'phone'> = { order_number: 'orderNumber', phone: 'phone' };

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white';

/**
 * /orderstatus (docs/product/orders.md "Tracking an order without signing in"): the order number and the
 * phone given with the order find its progress, courier and tracking, for shoppers who paid cash and may not
 * sign in. A wrong phone and an unknown number read alike; too many tries say how long to wait.
 */
export function TrackOrderScreen({ title, initialOrderNumber = '' }: { title: string; initialOrderNumber?: string }) {
  const { t } = useTranslation();
  const track = useTrackOrder();
  const [orderNumber, setOrderNumber] = useState(initialOrderNumber);
  const [phone, setPhone] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const result = useRef<HTMLElement>(null);
  const orderNumberRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TrackOrderInputSchema.safeParse({ order_number: orderNumber, phone });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= PROBLEM[field];
      }
      setProblems(found);
      (found.order_number ? orderNumberRef : phoneRef).current?.focus();
      return;
    }
    setProblems({});
    track.mutate({ order_number: orderNumber, phone }, { onSettled: () => requestAnimationFrame(() => result.current?.focus()) });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('tracking.page.intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            required
            label={t('tracking.page.orderNumber')}
            hint={t('tracking.page.orderNumberHint')}
            error={problems.order_number ? t('tracking.page.errors.orderNumber') : undefined}
          >
            {(props) => (
              <input
                {...props}
                ref={orderNumberRef}
                name="order_number"
                value={orderNumber}
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => setOrderNumber(event.target.value)}
                className={`${inputClass} font-mono`}
              />
            )}
          </Field>
          <Field required label={t('tracking.page.phone')} hint={t('tracking.page.phoneHint')} error={problems.phone ? t('tracking.page.errors.phone') : undefined}>
            {(props) => (
              <input
                {...props}
                ref={phoneRef}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                maxLength={40}
                onChange={(event) => setPhone(event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <button type="submit" disabled={track.isPending} className={`${buttonClass('primary')} self-start`}>
          {track.isPending ? t('tracking.page.busy') : t('tracking.page.submit')}
        </button>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('tracking.page.signedInHint')}{' '}
          <Link to="/orders" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {t('tracking.page.myOrders')}
          </Link>
        </p>
      </form>
      {track.isError && (
        <p ref={result as RefObject<HTMLParagraphElement | null>} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200">
          <LookupError error={track.error} />
        </p>
      )}
      {track.data && !track.isPending && !track.isError && <TrackedOrderView order={track.data} focusRef={result} />}
    </div>
  );
}

function LookupError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError)) return <>{t('tracking.page.errors.failed')}</>;
  if (error.code === 'not_found') return <>{t('tracking.page.errors.notFound')}</>;
  if (error.code === 'rate_limited') {
    const seconds = error.retryAfterSeconds;
    return <>{seconds === null ? t('tracking.page.errors.rateLimitedSoon') : t('tracking.page.errors.rateLimited', { wait: t('tracking.page.minutes', { count: Math.max(1, Math.ceil(seconds / 60)) }) })}</>;
  }
  if (error.code === 'validation_error') {
    return <>{error.fieldCodes.phone ? t('tracking.page.errors.phone') : t('tracking.page.errors.orderNumber')}</>;
  }
  return <>{t('tracking.page.errors.failed')}</>;
}

function TrackedOrderView({ order, focusRef }: { order: TrackedOrder; focusRef: RefObject<HTMLElement | null> }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const labels = useOrderLabels();
  const headingId = useId();
  const term = 'text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400';
  return (
    <section ref={focusRef} tabIndex={-1} aria-labelledby={headingId} className="flex flex-col gap-5 rounded-lg border border-slate-200 p-4 outline-none sm:p-6 dark:border-slate-700">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {t('tracking.page.result', { number: order.order_number })}
      </h2>
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-3 dark:bg-slate-800/60">
        <div>
          <dt className={term}>{t('tracking.page.status')}</dt>
          <dd><StatusBadge tone={orderStatusTone(order.status)}>{labels.status(order.status)}</StatusBadge></dd>
        </div>
        <div>
          <dt className={term}>{t('tracking.page.placedOn')}</dt>
          <dd>{formatDate(order.placed_at, language)}</dd>
        </div>
        <div>
          <dt className={term}>{t('tracking.page.itemCount')}</dt>
          <dd>{t('tracking.page.items', { count: order.item_count })}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className={term}>{t('tracking.page.delivery')}</dt>
          <dd>{order.pickup_point ? t('tracking.page.deliveryPickup', { name: order.pickup_point.name, city: order.pickup_point.city }) : t('tracking.page.deliveryHome')}</dd>
        </div>
        <div>
          <dt className={term}>{t('tracking.page.payment')}</dt>
          <dd>{labels.paymentMethod(order.payment_method)} · {labels.paymentStatus(order.payment_status)}</dd>
        </div>
        {order.cash_due !== null && (
          <div>
            <dt className={term}>{t('tracking.page.cashDue')}</dt>
            <dd className="font-semibold">{formatTaka(order.cash_due, language)}</dd>
          </div>
        )}
      </dl>
      <OrderTimeline tracking={order.tracking} orderNumber={order.order_number} />
    </section>
  );
}

