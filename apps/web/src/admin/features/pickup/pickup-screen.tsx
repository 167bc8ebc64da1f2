import { useState } from 'react';
import type { AdminPickupPoint } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useChangePickupPoint, usePickupPoints } from '../../api/pickup-points';
import { may, useStaffMe } from '../../api/session';
import { ConfirmAction } from '../../kit/confirm-action';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useAdminTranslation } from '../../i18n/i18n';
import { PointForm } from './point-form';
import { PointRow } from './point-row';

/** Every pickup point with its orders; adding, editing, taking out of use and back (routes/pickup-points.tsx). */
export function PickupScreen() {
  const { t } = useAdminTranslation();
  const list = usePickupPoints();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'pickup_points.change');
  const change = useChangePickupPoint();
  const [editing, setEditing] = useState<AdminPickupPoint | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminPickupPoint | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = (then: () => void) => () => (setMessage(null), then());

  return (
    <ListPage
      title={t('pickup.title')}
      intro={t('pickup.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={open(() => setEditing('new'))}>
            {t('pickup.add')}
          </button>
        )
      }
      notice={message && <Notice announce tone="success">{message}</Notice>}
      query={list}
      loading={t('pickup.loading')}
      empty={(points) => (points.length === 0 ? t('pickup.empty') : null)}
      after={
        <>
          {editing && (
            <PointForm
              point={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onDone={(name) => (setEditing(null), setMessage(t(editing === 'new' ? 'pickup.added' : 'pickup.saved', { name })))}
            />
          )}
          <ConfirmAction
            target={toggling}
            mutation={change}
            variables={(point) => ({ id: point.id, change: { active: !point.active } })}
            title={(point) => t(point.active ? 'pickup.takeOutTitle' : 'pickup.putBackTitle', { name: point.name })}
            message={t(toggling?.active ? 'pickup.takeOutText' : 'pickup.putBackText')}
            confirmLabel={toggling?.active ? t('pickup.takeOut') : t('pickup.putBack')}
            busyLabel={t('pickup.working')}
            cancelLabel={t('pickup.cancel')}
            onDone={(point) => setMessage(t(point.active ? 'pickup.outOfUseDone' : 'pickup.backInUse', { name: point.name }))}
            onClose={() => setToggling(null)}
          />
        </>
      }
    >
      {(points) => (
        <DataTable label={t('pickup.tableLabel')}>
          <TableHead
            columns={[
              t('pickup.name'),
              t('pickup.address'),
              t('pickup.city'),
              t('pickup.phone'),
              { text: t('pickup.orders'), className: 'text-right' },
              t('pickup.state'),
              mayChange && t('pickup.actions'),
            ]}
          />
          <tbody className="divide-y divide-slate-200 align-top">
            {points.map((point) => (
              <PointRow key={point.id} point={point} actions={mayChange ? { onEdit: open(() => setEditing(point)), onToggle: open(() => setToggling(point)) } : null} />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
