import { useState } from 'react';
import type { OrderStatus } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useMoveOrder } from '../../api/orders';
import { CARD } from '../../kit/card';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { checkShipment, EMPTY_SHIPMENT, ShipmentFields, withoutProblem, type ShipmentDraft, type ShipmentProblems } from '../../components/shipment-fields';
import { useAdminTranslation } from '../../i18n/i18n';
import { Section } from '../../kit/section';
import { CancelReason, REASON_MAX, REASON_MIN } from './cancel-reason';
import { useStatusName } from './order-facts';

/** A button per status the order may go to next; each asks first, and cancelling asks for the reason. */
export function StatusActions({ orderNumber, nextStatuses }: { orderNumber: string; nextStatuses: OrderStatus[] }) {
  const { t } = useAdminTranslation();
  const statusName = useStatusName();
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
    <Section title={t('orders.detail.actions')} className={CARD}>
      {done && <Notice announce tone="success">{done}</Notice>}
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
            <CancelReason reason={reason} error={reasonError} onChange={setReason} />
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
    </Section>
  );
}
