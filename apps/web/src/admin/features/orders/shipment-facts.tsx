import { useState } from 'react';
import { courierLabel, type Shipment } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCorrectShipment } from '../../api/orders';
import { errorText } from '../../components/error-text';
import { Notice } from '../../../components/ui/notice';
import { checkShipment, EMPTY_SHIPMENT, ShipmentFields, withoutProblem, type ShipmentDraft, type ShipmentProblems } from '../../components/shipment-fields';
import { TextField } from '../../../components/ui/text-field';
import { useAdminTranslation } from '../../i18n/i18n';
import { Fact } from './order-facts';

/** The order's courier and tracking as the shopper sees them, and their correction (audited, on the timeline). */
export function ShipmentFacts({ orderNumber, shipment, mayChange }: { orderNumber: string; shipment: Shipment | null; mayChange: boolean }) {
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
      {done && <Notice announce tone="success">{done}</Notice>}
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
            <TextField label={t('tracking.reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
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
