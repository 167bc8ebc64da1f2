import { useState } from 'react';
import type { StaffPromo } from '@shop/shared';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useEndPromo, usePromoCodes } from '../../api/promo-codes';
import { may, useStaffMe } from '../../api/session';
import { ConfirmAction } from '../../kit/confirm-action';
import { DataTable, TableHead } from '../../kit/data-table';
import { ListPage } from '../../kit/list-page';
import { useAdminTranslation } from '../../i18n/i18n';
import { CreatePromo, EditPromo } from './promo-forms';
import { PromoRow } from './promo-row';
import { Redemptions } from './redemptions';

/** Every promo code, who used one, and creating, changing and ending codes (routes/promo-codes.tsx). */
export function PromoScreen() {
  const { t } = useAdminTranslation();
  const list = usePromoCodes();
  const { data: me } = useStaffMe();
  const mayChange = may(me, 'promo.change');
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffPromo | null>(null);
  const [ending, setEnding] = useState<StaffPromo | null>(null);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const end = useEndPromo();
  const fresh = (then: () => void) => () => (setMessage(null), then());

  return (
    <ListPage
      title={t('promo.title')}
      intro={t('promo.intro')}
      actions={
        mayChange && (
          <button type="button" className={buttonClass('primary')} onClick={fresh(() => setCreating(true))}>
            {t('promo.create')}
          </button>
        )
      }
      notice={message && <Notice announce tone="success">{message}</Notice>}
      query={list}
      loading={t('promo.loading')}
      empty={(promos) => (promos.length === 0 ? t('promo.empty') : null)}
      after={
        <>
          {open && <Redemptions code={open} />}
          {creating && <CreatePromo onClose={() => setCreating(false)} onDone={(code) => (setCreating(false), setMessage(t('promo.created', { code })))} />}
          {editing && <EditPromo promo={editing} onClose={() => setEditing(null)} onDone={() => (setEditing(null), setMessage(t('promo.saved', { code: editing.code })))} />}
          <ConfirmAction
            target={ending}
            mutation={end}
            variables={(promo) => promo.code}
            title={(promo) => t('promo.endTitle', { code: promo.code })}
            message={t('promo.endText')}
            confirmLabel={t('promo.end')}
            busyLabel={t('promo.working')}
            cancelLabel={t('promo.cancel')}
            onDone={(promo) => setMessage(t('promo.ended', { code: promo.code }))}
            onClose={() => setEnding(null)}
          />
        </>
      }
    >
      {(promos) => (
        <DataTable label={t('promo.tableLabel')}>
          <TableHead
            columns={[
              t('promo.code'),
              t('promo.discount'),
              t('promo.minOrder'),
              t('promo.uses'),
              t('promo.perCustomer'),
              t('promo.dates'),
              t('promo.state'),
              t('promo.actions'),
            ]}
          />
          <tbody className="divide-y divide-slate-200 align-top">
            {promos.map((promo) => (
              <PromoRow
                key={promo.code}
                promo={promo}
                usesOpen={open === promo.code}
                onToggleUses={() => setOpen(open === promo.code ? null : promo.code)}
                actions={mayChange ? { onEdit: fresh(() => setEditing(promo)), onEnd: fresh(() => setEnding(promo)) } : null}
              />
            ))}
          </tbody>
        </DataTable>
      )}
    </ListPage>
  );
}
