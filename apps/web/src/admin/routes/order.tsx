import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { courierLabel, type AdminOrderDetail, type OrderEvent, type OrderStatus, type Shipment } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageStatus } from '../../components/ui/page-status';
import { formatNumber, formatTaka, toLanguage } from '../../lib/format';
import { may, useStaffMe } from '../api/session';
import { useCorrectShipment, useMoveOrder, useOrder } from '../api/orders';
import { checkShipment, EMPTY_SHIPMENT, ShipmentFields, withoutProblem, type ShipmentDraft, type ShipmentProblems } from '../components/shipment-fields';
import { formatDateTime } from '../components/date-time';
import { errorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { OrderStatusBadge, PaymentStatusBadge, useMethodLabel, useReasonLabel } from '../components/order-labels';
import { Page, PageError } from '../components/page';
import { useAdminTranslation } from '../i18n/i18n';

const REASON_MIN = 3;
const REASON_MAX = 500;

function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}>
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * /admin/orders/{number}: the order's lines and totals, who ordered it and where it is collected, the payment
 * and its proofs, the timeline of every change, the status moves allowed from where it is (each confirmed;
 * cancelling asks for the reason the shopper reads), and the printable invoice and receipt.
 */
export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const { t } = useAdminTranslation();
  const order = useOrder(orderNumber);

  if (order.error && !order.data) return <PageError error={order.error} retry={() => void order.refetch()} />;
  if (!order.data) return <PageStatus title={t('app.loading')} busy />;
  return <OrderScreen detail={order.data} />;
}

function OrderScreen({ detail }: { detail: AdminOrderDetail }) {
  const { t, i18n } = useAdminTranslation();
  const language = toLanguage(i18n.language);
  const methodLabel = useMethodLabel();
  const reasonLabel = useReasonLabel();
  const { data: me } = useStaffMe();
  const { order, proofs, timeline, next_statuses: nextStatuses } = detail;
  const taka = (amount: number) => formatTaka(amount, language);
  const statusName = (status: string) => t(`orders.statuses.${status as OrderStatus}`, { defaultValue: status });
  const printHref = (format: 'a4' | 'receipt') => `/admin/orders/${encodeURIComponent(order.order_number)}/print?format=${format}`;

  return (
    <Page
      title={t('orders.detail.title', { number: order.order_number })}
      intro={t('orders.detail.placed', { when: formatDateTime(order.created_at, i18n.language) })}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/orders" className={buttonClass('secondary')}>
            {t('orders.detail.back')}
          </Link>
          <a href={printHref('a4')} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            {t('orders.detail.print')}: {t('orders.detail.printA4')}
          </a>
          <a href={printHref('receipt')} target="_blank" rel="noopener" className={buttonClass('secondary')}>
            {t('orders.detail.print')}: {t('orders.detail.printReceipt')}
          </a>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>

      {me && may(me, 'orders.change') && <StatusActions orderNumber={order.order_number} nextStatuses={nextStatuses} statusName={statusName} />}

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="flex flex-col gap-6 xl:col-span-2">
          <Section title={t('orders.detail.lines')}>
            <div role="region" aria-label={t('orders.detail.linesTable')} tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500">
              <table className="w-full text-left text-sm">
                <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3">{t('orders.detail.product')}</th>
                    <th scope="col" className="py-2 pr-3">{t('orders.detail.sku')}</th>
                    <th scope="col" className="py-2 pr-3">{t('orders.detail.size')}</th>
                    <th scope="col" className="py-2 pr-3 text-right">{t('orders.detail.quantity')}</th>
                    <th scope="col" className="py-2 pr-3 text-right">{t('orders.detail.unitPrice')}</th>
                    <th scope="col" className="py-2 text-right">{t('orders.detail.lineTotal')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {order.items.map((line) => (
                    <tr key={line.id}>
                      <td className="py-2 pr-3">{line.name}</td>
                      <td className="py-2 pr-3 font-mono text-xs">{line.product_sku}</td>
                      <td className="py-2 pr-3">{line.size}</td>
                      <td className="py-2 pr-3 text-right">{formatNumber(line.quantity, language)}</td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">{taka(line.price)}</td>
                      <td className="py-2 text-right whitespace-nowrap">{taka(line.subtotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-3 ml-auto flex max-w-xs flex-col gap-1 text-sm">
              <div className="flex justify-between gap-4"><dt className="text-slate-600">{t('orders.detail.subtotal')}</dt><dd>{taka(order.subtotal)}</dd></div>
              <div className="flex justify-between gap-4"><dt className="text-slate-600">{t('orders.detail.deliveryFee')}</dt><dd>{taka(order.delivery_fee)}</dd></div>
              {order.discount > 0 && (
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">{order.promo_code ? t('orders.detail.promo', { code: order.promo_code }) : t('orders.detail.discount')}</dt>
                  <dd>{taka(-order.discount)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold"><dt>{t('orders.detail.total')}</dt><dd>{taka(order.total)}</dd></div>
            </dl>
            {order.cancel_reason && <p className="mt-3 text-sm text-red-800">{t('orders.detail.cancelReason', { reason: reasonLabel(order.cancel_reason) })}</p>}
            {order.refund_amount ? <p className="mt-1 text-sm text-slate-800">{t('orders.detail.refund', { amount: taka(order.refund_amount) })}</p> : null}
          </Section>

          <Section title={t('orders.detail.timeline')}>
            {timeline.length === 0 ? (
              <p className="text-sm text-slate-600">{t('orders.detail.emptyTimeline')}</p>
            ) : (
              <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
                {timeline.map((event, index) => (
                  <li key={`${event.at}-${index}`} className="text-sm">
                    <p className="font-medium text-slate-900">{eventText(event)}</p>
                    <p className="text-slate-600">
                      <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time> · {actorText(event)}
                    </p>
                    {event.reason && <p className="text-slate-800">{t('orders.detail.reason', { reason: reasonLabel(event.reason) })}</p>}
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>

        <div className="flex flex-col gap-6">
          <Section title={t('tracking.section')}>
            <ShipmentFacts
              orderNumber={order.order_number}
              shipment={order.tracking.shipment}
              mayChange={Boolean(me && may(me, 'orders.change'))}
            />
          </Section>

          <Section title={t('orders.detail.contact')}>
            <dl className="flex flex-col gap-2">
              <Fact label={t('orders.detail.name')}>{order.customer_name}</Fact>
              <Fact label={t('orders.detail.phone')}>
                <a href={`tel:${order.customer_phone}`} className="font-mono text-brand-700 underline-offset-2 hover:underline">{order.customer_phone}</a>
              </Fact>
              <Fact label={t('orders.detail.email')}>{order.account.email}</Fact>
              <Fact label={t('delivery.received')}>
                {order.delivery_method === 'pickup'
                  ? t('delivery.atPickupPoint')
                  : order.delivery_district
                    ? t('delivery.homeTo', { district: order.delivery_district, area: t(`delivery.areas.${order.delivery_area ?? 'outside_dhaka'}`) })
                    : t('delivery.homeArea', { area: t(`delivery.areas.${order.delivery_area ?? 'outside_dhaka'}`) })}
              </Fact>
              <Fact label={t('orders.detail.shippingAddress')}>{order.shipping_address}</Fact>
              <Fact label={t('orders.detail.pickupPoint')}>
                {order.pickup_point ? `${order.pickup_point.name}, ${order.pickup_point.address}, ${order.pickup_point.city} (${order.pickup_point.phone})` : '—'}
              </Fact>
              <Fact label={t('orders.detail.notes')}>
                <span className="whitespace-pre-line">{order.notes || t('orders.detail.noNotes')}</span>
              </Fact>
            </dl>
          </Section>

          <Section title={t('orders.detail.payment')}>
            <dl className="flex flex-col gap-2">
              <Fact label={t('orders.detail.method')}>{methodLabel(order.payment_method)}</Fact>
              <Fact label={t('orders.detail.paymentStatus')}><PaymentStatusBadge status={order.payment_status} /></Fact>
            </dl>
            <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">{t('orders.detail.proofs')}</h3>
            {proofs.length === 0 ? (
              <p className="text-sm text-slate-600">{t('orders.detail.noProofs')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {proofs.map((proof) => (
                  <li key={proof.id}>
                    {t('orders.detail.proof', { method: proof.method, amount: taka(proof.amount), transaction: proof.transaction_id, when: formatDateTime(proof.created_at, i18n.language) })}{' '}
                    <span className="font-medium">({proof.status})</span>
                    {proof.reject_reason && <span className="block text-red-800">{t('orders.detail.proofRejected', { reason: proof.reject_reason })}</span>}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </Page>
  );

  function eventText(event: OrderEvent): string {
    if (event.kind === 'placed') return t('orders.detail.placedEvent');
    if (event.kind === 'status') {
      const moved = t('orders.detail.statusEvent', { from: statusName(event.from ?? ''), to: statusName(event.to ?? '') });
      return event.shipment ? `${moved} · ${shipmentText(event.shipment)}` : moved;
    }
    if (event.kind === 'tracking') return t('tracking.event', { from: event.from ?? '—', to: event.to ?? '—' });
    return t('orders.detail.otherEvent', { kind: event.kind, from: event.from ?? '—', to: event.to ?? '—' });
  }

  function actorText(event: OrderEvent): string {
    switch (event.actor_kind) {
      case 'shopper':
        return t('orders.detail.actorShopper');
      case 'staff_key':
        return t('orders.detail.actorStaffKey', { label: event.actor ?? '' });
      case 'cli':
        return t('orders.detail.actorCli', { label: event.actor ?? '' });
      default:
        return event.actor ?? '';
    }
  }
}

/** A button per status the order may go to next; each asks first, and cancelling asks for the reason. */
function StatusActions({ orderNumber, nextStatuses, statusName }: { orderNumber: string; nextStatuses: OrderStatus[]; statusName: (s: string) => string }) {
  const { t } = useAdminTranslation();
  const move = useMoveOrder(orderNumber);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shipment, setShipment] = useState<ShipmentDraft>(EMPTY_SHIPMENT);
  const [shipmentProblems, setShipmentProblems] = useState<ShipmentProblems>({});
  const [done, setDone] = useState<string | null>(null);
  const cancelling = target === 'cancelled';
  const shipping = target === 'shipped';
  const close = () => {
    setTarget(null);
    setReason('');
    setReasonError(null);
    setShipment(EMPTY_SHIPMENT);
    setShipmentProblems({});
    move.reset();
  };
  const confirm = () => {
    if (!target) return;
    const trimmed = reason.trim();
    if (cancelling && (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX)) {
      setReasonError(t('orders.detail.reasonInvalid'));
      return;
    }
    // Shipping takes the courier and tracking (docs/decisions/045), checked here as the server will.
    const checked = shipping ? checkShipment(shipment) : null;
    if (checked && 'problems' in checked) {
      setShipmentProblems(checked.problems);
      return;
    }
    move.mutate(cancelling ? { status: target, reason: trimmed } : { status: target, ...(checked ? checked.body : {}) }, {
      onSuccess: (change) => {
        setDone(t('orders.detail.moved', { number: orderNumber, status: statusName(change.to) }));
        close();
      },
    });
  };
  const moveError = move.error
    ? errorText(t, move.error, { invalid_transition: t('orders.detail.moveRefused'), conflict: t('orders.detail.moveConflict') })
    : undefined;

  return (
    <section aria-labelledby="order-actions" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="order-actions" className="text-base font-semibold text-slate-900">
        {t('orders.detail.actions')}
      </h2>
      {done && <Notice tone="success">{done}</Notice>}
      {nextStatuses.length === 0 ? (
        <p className="text-sm text-slate-600">{t('orders.detail.noMoves')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {nextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={buttonClass(status === 'cancelled' ? 'secondary' : 'primary')}
              onClick={() => {
                setDone(null);
                setTarget(status);
              }}
            >
              {status === 'cancelled' ? t('orders.detail.cancel') : t('orders.detail.moveTo', { status: statusName(status) })}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={target !== null}
        title={cancelling ? t('orders.detail.cancelTitle', { number: orderNumber }) : t('orders.detail.confirmTitle', { number: orderNumber, status: statusName(target ?? '') })}
        message={
          cancelling ? (
            <span className="flex flex-col gap-3">
              <span>{t('orders.detail.cancelText')}</span>
              <span className="flex flex-col gap-1">
                <label htmlFor="cancel-reason" className="text-sm font-medium text-slate-700">
                  {t('orders.detail.reasonLabel')}
                </label>
                <textarea
                  id="cancel-reason"
                  value={reason}
                  maxLength={REASON_MAX}
                  rows={3}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? 'cancel-reason-hint cancel-reason-error' : 'cancel-reason-hint'}
                  onChange={(event) => setReason(event.target.value)}
                  className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-invalid:border-red-600"
                />
                <span id="cancel-reason-hint" className="text-xs text-slate-600">{t('orders.detail.reasonHint')}</span>
                {reasonError && <span id="cancel-reason-error" className="text-sm text-red-700">{reasonError}</span>}
              </span>
            </span>
          ) : shipping ? (
            <span className="flex flex-col gap-3">
              <span>{t('tracking.shipText')}</span>
              <ShipmentFields
                id="ship"
                draft={shipment}
                problems={shipmentProblems}
                onChange={(draft, changed) => {
                  setShipment(draft);
                  setShipmentProblems((problems) => withoutProblem(problems, changed));
                }}
              />
            </span>
          ) : (
            t('orders.detail.confirmText')
          )
        }
        confirmLabel={cancelling ? t('orders.detail.cancel') : t('orders.detail.confirm')}
        cancelLabel={t('orders.detail.keep')}
        busy={move.isPending}
        busyLabel={t('orders.detail.saving')}
        error={moveError}
        onConfirm={confirm}
        onCancel={close}
      />
    </section>
  );
}

/** A shipment in one line: the courier and the tracking number (or the link). */
function shipmentText(shipment: Shipment): string {
  return [courierLabel(shipment), shipment.tracking_number ?? shipment.tracking_url].filter(Boolean).join(' · ');
}

/** The order's courier and tracking as the shopper sees them, and their correction (audited, on the timeline). */
function ShipmentFacts({ orderNumber, shipment, mayChange }: { orderNumber: string; shipment: Shipment | null; mayChange: boolean }) {
  const { t } = useAdminTranslation();
  const correct = useCorrectShipment(orderNumber);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ShipmentDraft>(EMPTY_SHIPMENT);
  const [problems, setProblems] = useState<ShipmentProblems>({});
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (!shipment) return <p className="text-sm text-slate-600">{t('tracking.none')}</p>;
  const start = () => {
    setDone(null);
    setDraft({
      courier: shipment.courier,
      courier_name: shipment.courier_name ?? '',
      tracking_number: shipment.tracking_number ?? '',
      tracking_url: shipment.tracking_url ?? '',
    });
    setProblems({});
    setReason('');
    correct.reset();
    setOpen(true);
  };
  const save = () => {
    const checked = checkShipment(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    const why = reason.trim().slice(0, 500);
    correct.mutate({ ...checked.body, ...(why ? { reason: why } : {}) }, {
      onSuccess: () => {
        setDone(t('tracking.saved', { number: orderNumber }));
        setOpen(false);
      },
    });
  };
  return (
    <div className="flex flex-col gap-3">
      {done && <Notice tone="success">{done}</Notice>}
      <dl className="flex flex-col gap-2">
        <Fact label={t('tracking.courier')}>{courierLabel(shipment)}</Fact>
        {shipment.tracking_number && <Fact label={t('tracking.trackingNumber')}><span className="font-mono">{shipment.tracking_number}</span></Fact>}
        {shipment.tracking_url && (
          <Fact label={t('tracking.trackingUrl')}>
            <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2">
              {t('tracking.open')}
            </a>
          </Fact>
        )}
      </dl>
      {mayChange && (
        <button type="button" className={`${buttonClass('secondary')} self-start`} onClick={start}>
          {t('tracking.correct')}
        </button>
      )}
      <ConfirmDialog
        open={open}
        title={t('tracking.correctTitle', { number: orderNumber })}
        message={
          <span className="flex flex-col gap-3">
            <span>{t('tracking.correctText')}</span>
            <ShipmentFields
              id="correct"
              draft={draft}
              problems={problems}
              onChange={(next, changed) => {
                setDraft(next);
                setProblems((current) => withoutProblem(current, changed));
              }}
            />
            <span className="flex flex-col gap-1">
              <label htmlFor="correct-reason" className="text-sm font-medium text-slate-700">{t('tracking.reason')}</label>
              <input
                id="correct-reason"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40"
              />
            </span>
          </span>
        }
        confirmLabel={t('tracking.save')}
        cancelLabel={t('orders.detail.keep')}
        busy={correct.isPending}
        busyLabel={t('orders.detail.saving')}
        error={correct.error ? errorText(t, correct.error) : undefined}
        onConfirm={save}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
