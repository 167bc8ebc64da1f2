import { useState, type FormEvent } from 'react';
import type { AdminPickupPoint, PickupPointInput } from '@shop/shared';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { PageStatus } from '../../components/ui/page-status';
import { StatusBadge } from '../../components/ui/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatNumber, toLanguage } from '../../lib/format';
import { useAddPickupPoint, useChangePickupPoint, usePickupPoints } from '../api/pickup-points';
import { may, useStaffMe } from '../api/session';
import { errorText } from '../components/error-text';
import { Notice } from '../../components/ui/notice';
import { Page, PageError } from '../kit/page';
import { TextField } from '../../components/ui/text-field';
import { useAdminTranslation } from '../i18n/i18n';
import { CELL, DataTable, TABLE_HEAD } from '../kit/data-table';
import { SMALL_BUTTON } from '../kit/controls';

type PointField = 'name' | 'address' | 'city' | 'phone';

/**
 * /admin/pickup-points: every pickup point, in use or not, with its orders; for roles with pickup_points.change,
 * adding, editing, and taking one out of use (the checkout stops offering it; past orders keep it) and back.
 */
export default function PickupPointsPage() {
  const { t, i18n } = useAdminTranslation();
  const list = usePickupPoints();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'pickup_points.change');
  const change = useChangePickupPoint();
  const [editing, setEditing] = useState<AdminPickupPoint | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminPickupPoint | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (list.error) return <PageError error={list.error} retry={() => void list.refetch()} />;

  const toggle = () => {
    if (!toggling) return;
    const active = !toggling.active;
    change.mutate(
      { id: toggling.id, change: { active } },
      { onSuccess: () => (setMessage(t(active ? 'pickup.backInUse' : 'pickup.outOfUseDone', { name: toggling.name })), setToggling(null)) },
    );
  };

  return (
    <Page
      title={t('pickup.title')}
      intro={t('pickup.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={() => (setMessage(null), setEditing('new'))}>
            {t('pickup.add')}
          </button>
        )
      }
    >
      {message && <Notice announce tone="success">{message}</Notice>}
      {list.isPending ? (
        <PageStatus title={t('pickup.loading')} busy />
      ) : list.data.length === 0 ? (
        <PageStatus title={t('pickup.empty')} />
      ) : (
        <DataTable label={t('pickup.tableLabel')}>
          <thead className={TABLE_HEAD}>
            <tr>
              <th scope="col" className={CELL}>{t('pickup.name')}</th>
              <th scope="col" className={CELL}>{t('pickup.address')}</th>
              <th scope="col" className={CELL}>{t('pickup.city')}</th>
              <th scope="col" className={CELL}>{t('pickup.phone')}</th>
              <th scope="col" className={`${CELL} text-right`}>{t('pickup.orders')}</th>
              <th scope="col" className={CELL}>{t('pickup.state')}</th>
              {mayChange && <th scope="col" className={CELL}>{t('pickup.actions')}</th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top">
            {list.data.map((point) => (
              <tr key={point.id} className={point.active ? undefined : 'bg-slate-50 text-slate-600'}>
                <th scope="row" className={`${CELL} font-semibold`}>{point.name}</th>
                <td className={CELL}>{point.address}</td>
                <td className={CELL}>{point.city}</td>
                <td className={`${CELL} whitespace-nowrap`}>{point.phone}</td>
                <td className={`${CELL} text-right`}>{formatNumber(point.order_count, toLanguage(i18n.language))}</td>
                <td className={CELL}>
                  {point.active ? <StatusBadge tone="green">{t('pickup.inUse')}</StatusBadge> : <StatusBadge tone="gray">{t('pickup.outOfUse')}</StatusBadge>}
                </td>
                {mayChange && (
                  <td className={CELL}>
                    <div className="flex flex-wrap gap-1.5 xl:flex-nowrap">
                      <button type="button" className={SMALL_BUTTON} onClick={() => (setMessage(null), setEditing(point))} aria-label={t('pickup.editOf', { name: point.name })}>
                        {t('pickup.edit')}
                      </button>
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        onClick={() => (setMessage(null), setToggling(point))}
                        aria-label={t(point.active ? 'pickup.takeOutOf' : 'pickup.putBackOf', { name: point.name })}
                      >
                        {point.active ? t('pickup.takeOut') : t('pickup.putBack')}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {editing && (
        <PointForm
          point={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(name) => (setEditing(null), setMessage(t(editing === 'new' ? 'pickup.added' : 'pickup.saved', { name })))}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.active ? 'pickup.takeOutTitle' : 'pickup.putBackTitle', { name: toggling?.name ?? '' })}
        message={t(toggling?.active ? 'pickup.takeOutText' : 'pickup.putBackText')}
        confirmLabel={toggling?.active ? t('pickup.takeOut') : t('pickup.putBack')}
        cancelLabel={t('pickup.cancel')}
        busy={change.isPending}
        busyLabel={t('pickup.working')}
        error={change.error ? errorText(t, change.error) : null}
        onCancel={() => (change.reset(), setToggling(null))}
        onConfirm={toggle}
      />
    </Page>
  );
}

/** Adding a pickup point, or editing one: name, address, city, phone. */
function PointForm({ point, onClose, onDone }: { point: AdminPickupPoint | null; onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useAdminTranslation();
  const add = useAddPickupPoint();
  const change = useChangePickupPoint();
  const busy = add.isPending || change.isPending;
  const error = add.error ?? change.error;
  // The fields a 400 named (its field codes), worded from the catalogue: the server's English is not shown.
  const named = error instanceof ApiError && error.code === 'validation_error' ? error.fieldCodes : {};
  const fieldText = (field: PointField) => (named[field] ? t(`pickup.fieldErrors.${field}`) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input: PickupPointInput = {
      name: String(form.get('name') ?? '').trim(),
      address: String(form.get('address') ?? '').trim(),
      city: String(form.get('city') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
    };
    if (point) change.mutate({ id: point.id, change: input }, { onSuccess: (answer) => onDone(answer.pickup_point.name) });
    else add.mutate(input, { onSuccess: (answer) => onDone(answer.pickup_point.name) });
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      title={point ? t('pickup.editTitle', { name: point.name }) : t('pickup.addTitle')}
      size="md"
      closeLabel={t('pickup.cancel')}
      closeOnBackdrop={false}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={t('pickup.name')} name="name" required maxLength={100} defaultValue={point?.name ?? ''} error={fieldText('name')} />
        <TextField label={t('pickup.address')} name="address" required maxLength={300} defaultValue={point?.address ?? ''} error={fieldText('address')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('pickup.city')} name="city" required maxLength={60} defaultValue={point?.city ?? ''} error={fieldText('city')} />
          <TextField label={t('pickup.phone')} name="phone" type="tel" required maxLength={20} hint={t('pickup.phoneHint')} defaultValue={point?.phone ?? ''} error={fieldText('phone')} />
        </div>
        {error && <Notice announce tone="error">{errorText(t, error)}</Notice>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={buttonClass('secondary')}>
            {t('pickup.cancel')}
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? t('pickup.working') : point ? t('pickup.save') : t('pickup.add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
